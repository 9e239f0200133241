import { conversationsResponse, messagesResponse } from '@fundi/shared';
import { keptLists } from '../../lib/kept-answers';
import { currentListVersion } from '../../lib/list-versions';
import type { SessionOfCaller } from '../../lib/live-sessions';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { readConversationsAnswer, readThreadAnswer, type MessagesDeps } from './messages.service';

/**
 * GET /api/conversations and GET /api/messages/{userId} as sent, kept as the orders lists are
 * (features/orders/kept-order-lists.ts): the navbar's unread badge asks for the conversations
 * on every page and after every live event, and mostly nothing changed. Each is kept with the
 * version of the caller's messages it was read at (migration 0011: a message sent, read or
 * deleted, or a change of name or photo of anyone in them, gives a new version), and sent again
 * while that version holds; the session is checked on every request.
 *
 * A kept thread never skips a read mark: a reading that marks messages read was read at the
 * version before its marks, which the marks then move, so it is never sent again; a thread is
 * sent again only when nothing changed since a reading that marked nothing. Older pages (with
 * `before`) are read every time.
 */
export function createMessageListAnswers(deps: MessagesDeps, maxKept?: number) {
  const answer = keptLists(createSharedAnswer, maxKept);

  return {
    conversations(caller: SessionOfCaller, limit: number): Promise<SharedAnswer> {
      return answer({
        key: JSON.stringify(['conversations', caller.userId, limit]),
        currentVersion: () => currentListVersion(deps.db, 'message_versions', caller),
        read: () => readConversationsAnswer(deps, caller, limit),
        encode: (answer) => conversationsResponse.encode(answer),
      });
    },
    thread(caller: SessionOfCaller, other: string, page: { limit: number; before?: string }): Promise<SharedAnswer> {
      return answer({
        key: page.before === undefined ? JSON.stringify(['thread', caller.userId, other, page.limit]) : undefined,
        currentVersion: () => currentListVersion(deps.db, 'message_versions', caller),
        read: () => readThreadAnswer(deps, caller, other, page),
        encode: (answer) => messagesResponse.encode(answer),
      });
    },
  };
}
