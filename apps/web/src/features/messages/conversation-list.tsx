import { Link } from 'react-router';
import { MessagesSquare, TriangleAlert } from 'lucide-react';
import type { Conversation } from '@fundi/shared';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { formatConversationTime } from './message-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** What the Messages page keeps in the history entry of an open conversation. */
export interface MessagesLocationState {
  /** Opened from the list on this page: Back steps back in history instead of adding to it. */
  isFromList?: boolean;
}

export const WITH_PARAM = 'with';

export interface ConversationListProps {
  status: 'pending' | 'error' | 'success';
  conversations: Conversation[];
  selectedId: string | null;
  isFromList: boolean;
  errorText: string;
  onRetry: () => void;
}

/**
 * docs/product.md §2 Messages page, left side: each conversation with the person's photo or initials,
 * name, last message and unread count. Each is a link (?with=<id>), so a conversation has
 * an address and the phone's Back button returns to the list.
 */
export function ConversationList({ status, conversations, selectedId, isFromList, errorText, onRetry }: ConversationListProps) {
  const { t } = useTranslation();

  if (status === 'pending') {
    return (
      <ul aria-hidden="true" className="flex flex-col gap-1 p-2">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="flex items-center gap-3 p-2">
            <Skeleton className="size-10 rounded-full" />
            <div className="flex-1">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="mt-2 h-3.5 w-5/6" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (status === 'error') {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
        <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
          <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          {errorText}
        </p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('chat.retry')}
        </Button>
      </div>
    );
  }
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-center px-4 py-12 text-center">
        <div className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <MessagesSquare className="size-7" />
        </div>
        <p className="text-lg font-bold text-ink">{t('messagesPage.noConversations')}</p>
        <p className="mt-1 text-muted">{t('messagesPage.noConversationsHint')}</p>
        <ButtonLink to={paths.services} variant="secondary" size="sm" className="mt-5">
          {t('common.exploreServices')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <ul className="flex flex-col gap-0.5 p-2">
      {conversations.map((conversation) => {
        const isSelected = conversation.id === selectedId;
        // The open conversation is being read: its count is about to be zero.
        const unread = isSelected ? 0 : conversation.unreadCount;
        const time = formatConversationTime(conversation.lastMessageAt);
        return (
          <li key={conversation.id}>
            <Link
              to={{ search: `?${WITH_PARAM}=${encodeURIComponent(conversation.id)}` }}
              // Switching between conversations replaces the entry: Back leaves the page, not each one.
              replace={selectedId !== null}
              state={{ isFromList: selectedId === null || isFromList } satisfies MessagesLocationState}
              aria-current={isSelected ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-control p-2.5 transition-colors',
                isSelected ? 'bg-brand-50 ring-1 ring-brand-200 ring-inset' : 'hover:bg-stone-100',
              )}
            >
              <Avatar name={conversation.name} photoUrl={conversation.profilePhoto} size="md" />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-ink', unread > 0 ? 'font-bold' : 'font-semibold')}>{conversation.name}</span>
                  {time && <span className={cn('shrink-0 text-xs', unread > 0 ? 'font-semibold text-brand-700' : 'text-muted')}>{time}</span>}
                </span>
                <span className="mt-0.5 flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm', unread > 0 ? 'font-medium text-ink' : 'text-muted')}>{conversation.lastMessage}</span>
                  {unread > 0 && (
                    <span className="shrink-0 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
                      <span aria-hidden="true">{unread}</span>
                      <span className="sr-only">{t('messagesPage.unread', { count: unread })}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
