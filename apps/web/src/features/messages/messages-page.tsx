import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import type { ConversationsResponse } from '@fundi/shared';
import { Page, PageHeader } from '../../components/page';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { CONVERSATIONS_PAGE_LIMIT, useConversations } from './api/get-conversations';
import { messageKeys } from './api/message-keys';
import { ConversationList, WITH_PARAM, type MessagesLocationState } from './conversation-list';
import { ConversationPane } from './conversation-pane';
import { requestUnreadCount } from './unread-count';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * docs/product.md §2 Messages page (signed in only; the router sends others to /login): conversations
 * on the left, the open one on the right. The open conversation is in the address
 * (/messages?with=<userId>), so other pages can link to it and a phone's Back returns to the
 * list: phones show the list or the conversation, never both.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const otherId = searchParams.get(WITH_PARAM) || null;
  const isFromList = Boolean((location.state as MessagesLocationState | null)?.isFromList);
  const conversations = useConversations();
  const list = conversations.data?.conversations ?? [];
  const selected = list.find((conversation) => conversation.id === otherId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousOtherId = useRef(otherId);

  // Focus follows the view: the conversation's heading when one opens (not in docs/product.md, for
  // keyboards and screen readers; phones swap the whole view).
  useEffect(() => {
    const previous = previousOtherId.current;
    previousOtherId.current = otherId;
    if (otherId && otherId !== previous) headingRef.current?.focus();
  }, [otherId]);

  const backToList = () => {
    if (isFromList) void navigate(-1);
    else void navigate({ search: '' }, { replace: true });
  };

  // Opening a conversation reads it (the server marks it as it answers). Its count in the
  // list drops to zero then, also when the list arrives after the thread; the navbar's total
  // is asked again (live updates tell it too, but they may be down).
  const [readId, setReadId] = useState<string | null>(null);
  const onRead = useCallback(() => setReadId(otherId), [otherId]);
  const unreadOfRead = list.find((conversation) => conversation.id === readId)?.unreadCount ?? 0;
  useEffect(() => {
    if (!readId || unreadOfRead === 0) return;
    queryClient.setQueryData<ConversationsResponse>(messageKeys.conversations(CONVERSATIONS_PAGE_LIMIT), (current) =>
      current && {
        conversations: current.conversations.map((conversation) => (conversation.id === readId ? { ...conversation, unreadCount: 0 } : conversation)),
        unreadTotal: Math.max(0, current.unreadTotal - unreadOfRead),
      },
    );
    requestUnreadCount({ force: true });
  }, [readId, unreadOfRead, queryClient]);

  return (
    // On a phone an open conversation takes the whole screen under the navigation bar, like a
    // messaging app (the heading stays for screen readers); wider screens show both sides.
    <Page className={cn('pb-6 lg:pb-8', otherId && 'max-md:pt-2 max-md:pb-2')}>
      <div className={cn(otherId && 'max-md:sr-only')}>
        <PageHeader title={t('messagesPage.title')} lead={t('messagesPage.subtitle')} />
      </div>
      <div
        className={cn(
          'flex overflow-hidden rounded-card border border-line bg-white shadow-card md:h-[calc(100dvh-14.5rem)] md:max-h-[46rem] md:min-h-[26rem]',
          otherId && 'h-[calc(100dvh-5rem)] min-h-[22rem]',
        )}
      >
        <nav
          aria-label={t('messagesPage.conversations')}
          className={cn('w-full shrink-0 overflow-y-auto border-line md:flex md:w-80 md:flex-col md:border-r', otherId ? 'hidden' : 'block')}
        >
          <ConversationList
            status={conversations.status}
            conversations={list}
            selectedId={otherId}
            isFromList={isFromList}
            errorText={errorText(conversations.error, t('messagesPage.loadConversationsFailed'))}
            onRetry={() => void conversations.refetch()}
          />
        </nav>
        <div className={cn('min-w-0 flex-1 flex-col', otherId ? 'flex' : 'hidden md:flex')}>
          {otherId ? (
            <ConversationPane
              key={otherId}
              otherId={otherId}
              known={selected ? { name: selected.name, photo: selected.profilePhoto } : null}
              onBack={backToList}
              onRead={onRead}
              headingRef={headingRef}
            />
          ) : (
            <div className="m-auto flex max-w-xs flex-col items-center px-4 text-center">
              <div className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
                <MessageSquareText className="size-7" />
              </div>
              <p className="text-lg font-bold text-ink">{t('messagesPage.selectConversation')}</p>
              <p className="mt-1 text-muted">{t('messagesPage.selectHint')}</p>
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
