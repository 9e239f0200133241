import { LogIn } from 'lucide-react';
import { isErrorCode } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { ButtonLink } from '../../components/ui/button-link';
import { Modal } from '../../components/ui/modal';
import { ApiError, errorText } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';
import { useMessageDraft } from './use-message-draft';
import { useThread } from './use-thread';
import { useTranslation, i18n } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * docs/product.md §3 Chat seller: who the chat is with. `image` is a photo address (a relative
 * /uploads path) or null for initials. Any feature's card can hand one over; the app layer
 * opens the dialog (features never import each other).
 */
export interface ChatSeller {
  id: string;
  name: string;
  image: string | null;
}

/**
 * The chat's text for a failed send (docs/product.md §8): the words of the answer's code, else by
 * status, as an answer without a code (an older server, a proxy) gets them.
 */
function sendFailureText(error: unknown): string {
  const t = i18n.t.bind(i18n);
  if (!(error instanceof ApiError) || isErrorCode(error.code)) return errorText(error, t('chat.sendFailed'));
  switch (error.status) {
    case 400:
      return errorText(error, t('errors.MESSAGE_INVALID'));
    case 404:
      return t('errors.SELLER_NOT_FOUND');
    case 500:
      return t('errors.SERVER_ERROR');
    default:
      return t('chat.sendFailed');
  }
}

/** Why the chat cannot be used; null when it can. */
type Blocker = 'signed-out' | 'no-seller-id' | 'invalid-session' | null;

/**
 * docs/product.md §2 Chat panel: a dialog over the current page with the seller's picture or initials
 * and name, the conversation (live), a text box (Enter sends) and a send button. Needs a
 * signed-in user and a seller id (docs/product.md §5, §8 texts). Sending is optimistic and a refused
 * message is taken back with its text restored (docs/product.md §4).
 */
export function ChatDialog({ seller, onClose }: { seller: ChatSeller; onClose: () => void }) {
  const { t } = useTranslation();
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const hasToken = useSession((state) => Boolean(state.accessToken));
  const user = useSession((state) => state.user);
  const blocker: Blocker = !isAuthenticated ? 'signed-out' : !seller.id ? 'no-seller-id' : !hasToken || !user?.id ? 'invalid-session' : null;
  const me = user ? { id: user.id, name: user.name } : null;
  const thread = useThread({ me, other: { id: seller.id, name: seller.name }, isEnabled: blocker === null });
  const composer = useMessageDraft({
    receiverId: seller.id,
    send: thread.send,
    isSending: thread.isSending,
    canSend: blocker === null,
    isLoaded: thread.query.isSuccess,
    cannotSendText: t('chat.ensureLoggedIn'),
    failureText: sendFailureText,
  });

  const title = (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={seller.name} photoUrl={seller.image} size="md" />
      <span className="sr-only">{t('chat.title', { name: seller.name })}</span>
      <span aria-hidden="true" className="truncate">
        {seller.name}
      </span>
    </span>
  );

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={title}
      width={480}
      initialFocusRef={blocker === null ? composer.inputRef : undefined}
      footer={
        <MessageComposer
          draft={composer.draft}
          onDraftChange={composer.setDraft}
          onSend={composer.submit}
          onFocus={composer.onFocus}
          isBusy={thread.isSending}
          error={composer.error}
          inputRef={composer.inputRef}
        />
      }
    >
      {blocker === 'signed-out' ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center">
          <LogIn className="size-8 text-brand-700" aria-hidden="true" />
          <p className="font-medium text-ink">{t('chat.loginPrompt', { name: seller.name })}</p>
          <ButtonLink to={paths.login}>{t('chat.logIn')}</ButtonLink>
        </div>
      ) : blocker !== null ? (
        <p role="alert" className="py-8 text-center font-medium text-red-700">
          {blocker === 'no-seller-id' ? t('chat.missingSellerId') : t('chat.invalidSession')}
        </p>
      ) : (
        <MessageThread
          messages={thread.messages}
          myId={me?.id}
          otherName={seller.name}
          status={thread.query.status}
          errorText={errorText(thread.query.error, t('chat.loadFailed'))}
          onRetry={() => void thread.query.refetch()}
          hasOlder={thread.hasOlder}
          isLoadingOlder={thread.isLoadingOlder}
          onLoadOlder={thread.loadOlder}
          className="-mx-2 h-[min(55dvh,26rem)] px-2"
        />
      )}
    </Modal>
  );
}
