import { useEffect, useRef, type Ref } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { errorText } from '../../lib/api';
import { useSession } from '../../lib/session';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { useMessageDraft } from './use-message-draft';
import { useThread } from './use-thread';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface ConversationPaneProps {
  otherId: string;
  /** From the conversation list; null for someone not in it yet (a deep link). */
  known: { name: string; photo: string | null } | null;
  onBack: () => void;
  /** Called whenever the thread has been (re)loaded: the server has marked it read. */
  onRead: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * docs/product.md §2 Messages page, right side: the conversation with one person and the text box.
 * Phones show it instead of the list, with a Back button. Sending is optimistic (docs/product.md §4);
 * a refused message is taken back and its text restored.
 */
export function ConversationPane({ otherId, known, onBack, onRead, headingRef }: ConversationPaneProps) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  const me = user ? { id: user.id, name: user.name } : null;
  const thread = useThread({ me, other: { id: otherId, name: known?.name ?? '' }, isEnabled: true });
  const name = known?.name ?? nameInThread(thread.messages, otherId) ?? t('messagesPage.someone');
  const composer = useMessageDraft({
    receiverId: otherId,
    send: thread.send,
    isSending: thread.isSending,
    // docs/product.md §5: text, a conversation and a known user.
    canSend: Boolean(otherId && me?.id),
    isLoaded: thread.query.isSuccess,
    cannotSendText: t('messagesPage.invalidInput'),
    failureText: (error) => errorText(error, t('messagesPage.sendFailed')),
  });

  const { dataUpdatedAt } = thread.query;
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });
  useEffect(() => {
    if (dataUpdatedAt > 0) onReadRef.current();
  }, [dataUpdatedAt]);

  return (
    <section aria-labelledby={`conversation-${otherId}`} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-2 border-b border-line px-3 py-2.5 sm:px-4">
        <button
          type="button"
          onClick={onBack}
          className="-ml-1 grid size-10 shrink-0 place-items-center rounded-full text-ink hover:bg-stone-100 md:hidden"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">{t('messagesPage.backToConversations')}</span>
        </button>
        <Avatar name={name} photoUrl={known?.photo} size="md" />
        <h2 ref={headingRef} id={`conversation-${otherId}`} tabIndex={-1} className="min-w-0 truncate text-lg font-bold text-ink focus:outline-none">
          <span className="sr-only">{t('chat.conversationWith', { name })}</span>
          <span aria-hidden="true">{name}</span>
        </h2>
      </header>
      <MessageThread
        messages={thread.messages}
        myId={me?.id}
        otherName={name}
        status={thread.query.status}
        errorText={errorText(thread.query.error, t('messagesPage.loadMessagesFailed'))}
        onRetry={() => void thread.query.refetch()}
        hasOlder={thread.hasOlder}
        isLoadingOlder={thread.isLoadingOlder}
        onLoadOlder={thread.loadOlder}
        className="min-h-0 flex-1 bg-surface px-3 py-3 sm:px-4"
      />
      <MessageComposer
        draft={composer.draft}
        onDraftChange={composer.setDraft}
        onSend={composer.submit}
        onFocus={composer.onFocus}
        isBusy={thread.isSending}
        error={composer.error}
        inputRef={composer.inputRef}
        className="border-t border-line px-3 py-3 sm:px-4"
      />
    </section>
  );
}

function nameInThread(messages: ReadonlyArray<{ senderId: string; sender: { name: string }; receiverId: string; receiver: { name: string } }>, otherId: string) {
  for (const message of messages) {
    const name = message.senderId === otherId ? message.sender.name : message.receiverId === otherId ? message.receiver.name : '';
    if (name) return name;
  }
  return undefined;
}
