import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@fundi/shared';
import { useLiveEvent } from '../../lib/live';
import { getMessagesPage, useThreadQuery } from './api/get-messages';
import { messageKeys } from './api/message-keys';
import { sendMessage } from './api/send-message';
import {
  addLiveMessage,
  addToThread,
  markReadInThread,
  pendingMessage,
  readMessage,
  removeFromThread,
  replaceInThread,
  threadMessages,
  type ThreadData,
} from './message-model';

export interface Person {
  id: string;
  name: string;
}

/**
 * One conversation as the chat dialog and the Messages page show it: the thread (loaded
 * when `isEnabled`), older pages on demand, live messages and read receipts merged in, and
 * optimistic sending (docs/product.md §4): the message shows at once, then the server's copy replaces
 * it, or it is taken back and `send` rejects so the caller can restore the text.
 */
export function useThread({ me, other, isEnabled }: { me: Person | null; other: Person; isEnabled: boolean }) {
  const queryClient = useQueryClient();
  const query = useThreadQuery(other.id, { isEnabled });
  const key = messageKeys.thread(other.id);
  const [sendingCount, setSendingCount] = useState(0);
  const markRead = useMarkReadWhileShown(other.id, isEnabled && query.isSuccess);

  const updateThread = useCallback(
    (change: (data: ThreadData) => ThreadData) => queryClient.setQueryData<ThreadData>(messageKeys.thread(other.id), (data) => data && change(data)),
    [queryClient, other.id],
  );

  useLiveEvent(
    'message',
    (event) => {
      const message = readMessage(event.message);
      if (!message || !me) return;
      const isOurs =
        (message.senderId === other.id && message.receiverId === me.id) || (message.senderId === me.id && message.receiverId === other.id);
      if (!isOurs) return;
      updateThread((data) => addLiveMessage(data, message));
      if (message.senderId === other.id) markRead();
    },
    isEnabled,
  );
  useLiveEvent(
    'read',
    ({ readerId, messageIds }) => {
      if (readerId === other.id) updateThread((data) => markReadInThread(data, messageIds));
    },
    isEnabled,
  );

  const send = async (content: string): Promise<Message> => {
    if (!me) throw new Error('Not signed in');
    const pending = pendingMessage(me, other, content);
    // The thread is fetched already (sending waits for it), so the optimistic copy lands in it.
    queryClient.setQueryData<ThreadData>(key, (data) => data && addToThread(data, pending));
    setSendingCount((count) => count + 1);
    try {
      const stored = await sendMessage({ receiverId: other.id, content });
      updateThread((data) => replaceInThread(data, pending.id, stored));
      // docs/product.md §4: after a send, conversations are refreshed.
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversationsRoot });
      return stored;
    } catch (error) {
      updateThread((data) => removeFromThread(data, pending.id));
      throw error;
    } finally {
      setSendingCount((count) => count - 1);
    }
  };

  return {
    query,
    messages: threadMessages(query.data),
    hasOlder: query.hasNextPage,
    isLoadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    isSending: sendingCount > 0,
    send,
  };
}

/**
 * A message that arrives while its thread is on screen is read: one tiny request (the
 * newest message only) tells the server, which shows the sender the double tick. While the
 * tab is hidden nobody is reading, so that waits until the tab is shown again.
 */
function useMarkReadWhileShown(otherUserId: string, isShown: boolean): () => void {
  const state = useRef<ReadMarking>({ isWaiting: false, isInFlight: false, isAgain: false });

  useEffect(() => {
    if (!isShown) return;
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible' || !state.current.isWaiting) return;
      state.current.isWaiting = false;
      tellServerRead(otherUserId, state.current);
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [isShown, otherUserId]);

  return useCallback(() => {
    if (!isShown) return;
    if (document.visibilityState === 'visible') tellServerRead(otherUserId, state.current);
    else state.current.isWaiting = true;
  }, [isShown, otherUserId]);
}

interface ReadMarking {
  /** A message came while the tab was hidden. */
  isWaiting: boolean;
  isInFlight: boolean;
  /** Another message came while the request was on its way. */
  isAgain: boolean;
}

function tellServerRead(otherUserId: string, marking: ReadMarking): void {
  if (marking.isInFlight) {
    marking.isAgain = true;
    return;
  }
  marking.isInFlight = true;
  getMessagesPage(otherUserId, { limit: 1 })
    .catch(() => {
      // The next opening of the thread marks it read anyway.
    })
    .finally(() => {
      marking.isInFlight = false;
      if (!marking.isAgain) return;
      marking.isAgain = false;
      tellServerRead(otherUserId, marking);
    });
}
