import { Inbox, Mail } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton, LoadFailed, LoadMore, formatWhen, When } from './admin-lists';
import { useContactMessages } from './api/get-contact-messages';
import { useTranslation } from '../../lib/i18n';

/** /admin/messages: what people wrote to support (the contact page), newest first, each answered by e-mail. */
export function ContactMessagesTab() {
  const { t } = useTranslation('trust');
  const pages = useContactMessages();
  const messages = pages.data?.pages.flatMap((page) => page.messages);
  return (
    <section aria-labelledby="admin-messages-title">
      <h2 id="admin-messages-title" className="mb-4 text-2xl font-bold text-ink">
        {t('admin.messages.title')}
      </h2>
      {pages.isPending ? (
        <ListSkeleton />
      ) : pages.isError ? (
        <LoadFailed onRetry={() => void pages.refetch()} isRetrying={pages.isRefetching} />
      ) : messages?.length === 0 ? (
        <EmptyState icon={<Inbox className="size-7" />} title={t('admin.messages.none')} headingLevel={3} />
      ) : (
        <ul className="flex flex-col gap-3">
          {messages?.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className="rounded-card border border-line bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 id={`message-${message.id}`} className="text-lg font-bold text-ink">
                    {message.name}
                  </h3>
                  <p className="text-sm text-muted">
                    <When iso={message.createdAt}>{t('admin.messages.received', { date: formatWhen(message.createdAt) })}</When>
                  </p>
                </div>
                <p className="mt-1 text-sm break-all text-muted">{message.email}</p>
                <p className="mt-3 break-words whitespace-pre-wrap text-ink">{message.message}</p>
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm">
                  <p className="text-muted">{message.language === 'sw' ? t('admin.messages.answerIn.sw') : t('admin.messages.answerIn.en')}</p>
                  <a href={`mailto:${message.email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline">
                    <Mail className="size-4" aria-hidden="true" />
                    {t('admin.messages.reply', { name: message.name })}
                  </a>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <LoadMore pages={pages} />
    </section>
  );
}
