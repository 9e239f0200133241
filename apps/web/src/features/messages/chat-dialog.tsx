import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LogIn, SendHorizontal, TriangleAlert } from 'lucide-react';
import { CHAT_TEXTS, MESSAGES_PAGE_TEXTS, fetchMessagesErrorText, sendMessageErrorText, sendMessageRequest, type Message } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Modal } from '../../components/ui/modal';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { messagesQueryKey, useMessages } from './api/get-messages';
import { useSendMessage } from './api/send-message';

/** The optimistic copy of a message being sent carries an id of its own. */
const SENDING_PREFIX = 'sending-';

/** SPEC §3 Chat seller. */
export interface ChatSeller {
  id: string;
  name: string;
  image: string | null;
}

/**
 * SPEC §2 Chat panel: a dialog over the current page with the seller's picture or initials,
 * the conversation, a text box (Enter sends) and a send button. Sending shows the message at
 * once and takes it back, restoring the text, if the server refuses it (SPEC §4 Messages).
 */
export function ChatDialog({ seller, onClose }: { seller: ChatSeller; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const me = useSession((state) => state.user);
  const userId = me?.id;
  const canChat = isAuthenticated && Boolean(seller.id);
  const messages = useMessages(seller.id, { isEnabled: canChat });
  const sendMessage = useSendMessage();
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string>();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.data]);

  const key = messagesQueryKey(seller.id);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || !canChat || !me) {
      setSendError(CHAT_TEXTS.ensureLoggedIn);
      return;
    }
    const parsed = sendMessageRequest.safeParse({ receiverId: seller.id, content });
    if (!parsed.success) {
      setSendError(parsed.error.issues[0]?.message);
      return;
    }
    setSendError(undefined);
    const pending: Message = {
      id: `${SENDING_PREFIX}${Date.now()}`,
      sender: { id: me.id, name: me.name },
      receiver: { id: seller.id, name: seller.name },
      senderId: me.id,
      receiverId: seller.id,
      content: parsed.data.content,
      createdAt: new Date().toISOString(),
      isRead: false,
    };
    queryClient.setQueryData<Message[]>(key, (current = []) => [...current, pending]);
    setDraft('');
    sendMessage.mutate(parsed.data, {
      onSuccess: (stored) => {
        queryClient.setQueryData<Message[]>(key, (current = []) => current.map((message) => (message.id === pending.id ? stored : message)));
        void queryClient.invalidateQueries({ queryKey: ['conversations'] });
      },
      onError: (error) => {
        queryClient.setQueryData<Message[]>(key, (current = []) => current.filter((message) => message.id !== pending.id));
        setDraft(content);
        const status = error instanceof ApiError ? error.status : undefined;
        setSendError(sendMessageErrorText(status, error instanceof ApiError ? error.serverError : undefined));
      },
    });
  };

  const title = (
    <span className="flex items-center gap-3">
      <Avatar name={seller.name} photoUrl={seller.image} size="md" />
      <span className="sr-only">{t('chat.title', { name: seller.name })}</span>
      <span aria-hidden="true">{seller.name}</span>
    </span>
  );

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      width={480}
      initialFocusRef={canChat ? inputRef : undefined}
      footer={
        <form onSubmit={send} className="flex w-full flex-col gap-2">
          {sendError && (
            <p role="alert" className="flex items-start gap-2 text-sm font-medium text-red-700">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {sendError}
            </p>
          )}
          <div className="flex gap-2">
            <label className="flex-1">
              <span className="sr-only">{t('chat.messageLabel')}</span>
              <input
                ref={inputRef}
                type="text"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                placeholder={MESSAGES_PAGE_TEXTS.placeholder}
                enterKeyHint="send"
                autoComplete="off"
                className="h-11 w-full rounded-control border border-stone-300 bg-white px-3 text-base text-ink placeholder:text-stone-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-200 focus:outline-none"
              />
            </label>
            <Button type="submit" disabled={!draft.trim() || sendMessage.isPending} aria-label={t('chat.send')} className="w-12 px-0">
              <SendHorizontal className="size-5" aria-hidden="true" />
            </Button>
          </div>
        </form>
      }
    >
      {!isAuthenticated ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <LogIn className="size-8 text-brand-700" aria-hidden="true" />
          <p className="font-medium text-ink">{t('chat.loginPrompt', { name: seller.name })}</p>
          <ButtonLink to={paths.login}>{t('chat.logIn')}</ButtonLink>
        </div>
      ) : !seller.id ? (
        <p role="alert" className="py-8 text-center font-medium text-red-700">
          {CHAT_TEXTS.invalidSession}
        </p>
      ) : messages.isPending ? (
        <div className="flex flex-col gap-3 py-2" aria-hidden="true">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-10 w-3/5 rounded-2xl" />
        </div>
      ) : messages.isError ? (
        <p role="alert" className="py-8 text-center font-medium text-red-700">
          {fetchMessagesErrorText(messages.error instanceof ApiError ? messages.error.serverError : undefined)}
        </p>
      ) : messages.data.length === 0 ? (
        <p className="py-10 text-center text-muted">{MESSAGES_PAGE_TEXTS.noMessages}</p>
      ) : (
        <ol ref={listRef} role="log" aria-label={t('chat.title', { name: seller.name })} className="flex max-h-[50dvh] min-h-40 flex-col gap-2 overflow-y-auto py-1">
          {messages.data.map((message) => {
            const isMine = message.senderId === userId;
            return (
              <li
                key={message.id}
                className={cn(
                  'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words',
                  isMine ? 'ml-auto rounded-br-md bg-brand-700 text-white' : 'mr-auto rounded-bl-md bg-stone-100 text-ink',
                  message.id.startsWith(SENDING_PREFIX) && 'opacity-70',
                )}
              >
                <span className="sr-only">{isMine ? t('chat.you') : seller.name}: </span>
                {message.content}
              </li>
            );
          })}
        </ol>
      )}
    </Modal>
  );
}
