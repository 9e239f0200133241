import { History } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state';
import { ListSkeleton, LoadFailed, LoadMore, When } from './admin-lists';
import { useAdminActions } from './api/get-admin-actions';
import { useTranslation } from '../../lib/i18n';

// The actions and subjects the console has words for; another (a newer server's) shows as it is sent.
const knownActions = [
  'suspend-user',
  'restore-user',
  'retry-payment',
  'resolve-flag',
  'grant-admin',
  'revoke-admin',
  'approve-verification',
  'reject-verification',
  'decide-dispute',
] as const;
const knownSubjects = ['user', 'verification', 'dispute', 'payment', 'flag'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** /admin/activity: what every administrator did, newest first: who, what, to what, why and when. */
export function ActivityTab() {
  const { t } = useTranslation('trust');
  const pages = useAdminActions();
  const actions = pages.data?.pages.flatMap((page) => page.actions);
  return (
    <section aria-labelledby="admin-activity-title">
      <h2 id="admin-activity-title" className="mb-4 text-2xl font-bold text-ink">
        {t('admin.activity.title')}
      </h2>
      {pages.isPending ? (
        <ListSkeleton />
      ) : pages.isError ? (
        <LoadFailed onRetry={() => void pages.refetch()} isRetrying={pages.isRefetching} />
      ) : actions?.length === 0 ? (
        <EmptyState icon={<History className="size-7" />} title={t('admin.activity.none')} headingLevel={3} />
      ) : (
        <ol className="flex flex-col gap-3">
          {actions?.map((action) => (
            <li key={action.id}>
              <article aria-labelledby={`action-${action.id}`} className="rounded-card border border-line bg-white p-4 shadow-card">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h3 id={`action-${action.id}`} className="font-bold text-ink">
                    {isOneOf(knownActions, action.action) ? t(`admin.activity.actions.${action.action}`) : action.action}
                  </h3>
                  <p className="text-sm text-muted">
                    <When iso={action.createdAt} />
                  </p>
                </div>
                <p className="mt-1 text-sm text-muted">{action.admin ? t('admin.activity.by', { name: action.admin.name }) : t('admin.activity.commandLine')}</p>
                <p className="mt-1 text-sm break-all text-ink">
                  <span className="font-semibold">{isOneOf(knownSubjects, action.subjectType) ? t(`admin.activity.subjects.${action.subjectType}`) : action.subjectType}</span>{' '}
                  <span className="font-mono text-xs">{action.subjectId}</span>
                </p>
                <p className="mt-2 break-words whitespace-pre-wrap text-ink">{t('admin.activity.reason', { reason: action.reason })}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      <LoadMore pages={pages} />
    </section>
  );
}
