import { useLayoutEffect, useRef } from 'react';
import { Check, CheckCheck, Clock, TriangleAlert } from 'lucide-react';
import type { Message } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { deliveryState, formatMessageTime, type DeliveryState } from './message-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface MessageThreadProps {
  messages: Message[];
  myId: string | undefined;
  otherName: string;
  status: 'pending' | 'error' | 'success';
  /** Shown when the thread could not be loaded. */
  errorText?: string;
  onRetry?: () => void;
  hasOlder?: boolean;
  isLoadingOlder?: boolean;
  onLoadOlder?: () => void;
  className?: string;
}

/**
 * The messages of one conversation, oldest first, in their own scrolling box: one's own on
 * the right with a tick (one when sent, two when read), the other person's on the left. It
 * stays at the newest message as messages come, unless the reader has scrolled up; loading
 * older messages keeps the reader where they were.
 */
export function MessageThread({
  messages,
  myId,
  otherName,
  status,
  errorText,
  onRetry,
  hasOlder = false,
  isLoadingOlder = false,
  onLoadOlder,
  className,
}: MessageThreadProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const scroll = useRef({ firstId: undefined as string | undefined, lastId: undefined as string | undefined, height: 0, isAtEnd: true });

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const previous = scroll.current;
    const firstId = messages[0]?.id;
    const last = messages[messages.length - 1];
    if (previous.lastId === undefined || (last && last.id !== previous.lastId && (previous.isAtEnd || last.senderId === myId))) {
      box.scrollTop = box.scrollHeight; // opened, or a new message while reading the newest (or one's own)
    } else if (firstId !== previous.firstId && last?.id === previous.lastId) {
      box.scrollTop += box.scrollHeight - previous.height; // older messages came in above
    }
    scroll.current = { firstId, lastId: last?.id, height: box.scrollHeight, isAtEnd: isScrolledToEnd(box) };
  }, [messages, myId]);

  const noteScroll = () => {
    if (boxRef.current) scroll.current.isAtEnd = isScrolledToEnd(boxRef.current);
  };

  return (
    <div ref={boxRef} onScroll={noteScroll} className={cn('flex flex-col overflow-y-auto overscroll-contain', className)}>
      {status === 'pending' ? (
        <div className="flex flex-col gap-3 p-1" aria-hidden="true">
          <Skeleton className="h-10 w-2/3 rounded-2xl" />
          <Skeleton className="ml-auto h-10 w-1/2 rounded-2xl" />
          <Skeleton className="h-10 w-3/5 rounded-2xl" />
        </div>
      ) : status === 'error' ? (
        <div className="m-auto flex flex-col items-center gap-3 px-4 py-8 text-center">
          <p role="alert" className="flex items-start gap-2 font-medium text-red-700">
            <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {errorText}
          </p>
          {onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('chat.retry')}
            </Button>
          )}
        </div>
      ) : messages.length === 0 ? (
        <p className="m-auto px-4 py-10 text-center text-muted">{t('messagesPage.noMessages')}</p>
      ) : (
        <>
          {hasOlder && (
            <Button variant="ghost" size="sm" isLoading={isLoadingOlder} onClick={onLoadOlder} className="mx-auto mb-2">
              {t('chat.loadOlder')}
            </Button>
          )}
          <ol role="log" aria-label={t('chat.conversationWith', { name: otherName })} className="mt-auto flex flex-col gap-1.5 p-1">
            {messages.map((message) => {
              const isMine = message.senderId === myId;
              const time = formatMessageTime(message.createdAt);
              return (
                <li
                  key={message.id}
                  className={cn(
                    'max-w-[min(82%,36rem)] rounded-2xl px-3.5 pt-2 pb-1.5 text-[0.9375rem] leading-snug shadow-sm',
                    isMine ? 'ml-auto rounded-br-md bg-brand-700 text-white' : 'mr-auto rounded-bl-md border border-line bg-white text-ink',
                  )}
                >
                  <span className="sr-only">{isMine ? t('chat.you') : otherName}: </span>
                  <span className="break-words whitespace-pre-wrap">{message.content}</span>
                  <span className={cn('mt-0.5 flex items-center justify-end gap-1 text-xs', isMine ? 'text-brand-100' : 'text-muted')}>
                    {time && <time dateTime={message.createdAt}>{time}</time>}
                    {isMine && <DeliveryTick state={deliveryState(message)} />}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}

/** One tick when sent, two when read (docs/product.md §2), a clock while on its way; named for screen readers. */
function DeliveryTick({ state }: { state: DeliveryState }) {
  const { t } = useTranslation();
  const Icon = state === 'read' ? CheckCheck : state === 'sent' ? Check : Clock;
  const label = state === 'read' ? t('chat.read') : state === 'sent' ? t('chat.sent') : t('chat.sending');
  return (
    <span data-delivery={state} className={cn('inline-flex', state === 'read' && 'text-accent-300')}>
      <Icon className="size-3.5" aria-hidden="true" strokeWidth={2.5} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

function isScrolledToEnd(box: HTMLElement): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight < 48;
}
