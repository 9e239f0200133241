import { useState } from 'react';
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import type { AdminVerification } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useApproveVerification } from './api/approve-verification';
import { useAdminVerifications } from './api/get-admin-verifications';
import type { QueueStatus } from './api/verification-keys';
import { RejectDialog } from './reject-dialog';
import { addTrustWords } from '../../lib/trust-words';
import { VerificationCard } from './verification-card';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addTrustWords();

const statuses: QueueStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

/**
 * /admin/verifications: the queue of identity checks, oldest first, each with its two photos
 * and the account beside them; Approve at once, Reject with a reason. A switch shows the
 * approved and rejected ones, newest decision first.
 */
export function VerificationsTab() {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const headingId = useElementId();
  const [status, setStatus] = useState<QueueStatus>('PENDING');
  const [rejecting, setRejecting] = useState<AdminVerification | null>(null);
  const pages = useAdminVerifications(status);
  const verifications = pages.data?.pages.flatMap((page) => page.verifications);
  // Here, not in the card: the card leaves the queue with the decision, its toast must not go with it.
  const approve = useApproveVerification();

  const approveRequest = (verification: AdminVerification) =>
    approve.mutate(verification.id, {
      onSuccess: () => toast.success(t('verification.queue.approved', { name: verification.seller.name })),
      onError: (error) => toast.error(errorText(error, t('verification.queue.decisionFailed'))),
    });

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {t('verification.queue.title')}
      </h2>
      <p className="mt-1 text-muted">{t('verification.queue.lead')}</p>
      <div role="group" aria-label={t('verification.queue.show')} className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        {statuses.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={status === choice}
            onClick={() => setStatus(choice)}
            className={cn(
              'h-10 shrink-0 rounded-full border px-4 text-sm font-semibold transition-colors',
              status === choice ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
            )}
          >
            {t(`verification.queue.statuses.${choice}`)}
          </button>
        ))}
      </div>

      <div className="mt-5">
        {pages.isPending ? (
          <ul className="grid gap-4 lg:grid-cols-2" aria-busy="true">
            {[0, 1].map((index) => (
              <li key={index}>
                <CardSkeleton />
              </li>
            ))}
          </ul>
        ) : pages.isError && !verifications ? (
          <div role="alert" className="flex flex-col items-center gap-4 rounded-card border border-red-200 bg-red-50 px-4 py-8 text-center">
            <TriangleAlert className="size-8 text-red-700" aria-hidden="true" />
            <p className="font-semibold text-red-800">{t('verification.queue.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void pages.refetch()} isLoading={pages.isFetching}>
              {t('verification.queue.retry')}
            </Button>
          </div>
        ) : !verifications?.length ? (
          <EmptyState
            headingLevel={3}
            icon={<BadgeCheck className="size-7" />}
            title={status === 'PENDING' ? t('verification.queue.emptyPending') : t('verification.queue.emptyDecided')}
          >
            {status === 'PENDING' && t('verification.queue.emptyPendingHint')}
          </EmptyState>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {verifications.map((verification) => (
              <li key={verification.id} className="min-w-0">
                <VerificationCard
                  verification={verification}
                  isApproving={approve.isPending && approve.variables === verification.id}
                  isBusy={approve.isPending}
                  onApprove={() => approveRequest(verification)}
                  onReject={() => setRejecting(verification)}
                />
              </li>
            ))}
          </ul>
        )}
        {pages.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="secondary" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage}>
              {t('verification.queue.showMore')}
            </Button>
          </div>
        )}
      </div>
      {rejecting && <RejectDialog verification={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}

/** A request's shape while the queue loads: two photos, a name, the details, two buttons. */
function CardSkeleton() {
  return (
    <div className="rounded-card border border-line bg-white p-4 shadow-card" aria-hidden="true">
      <div className="grid grid-cols-2 gap-2">
        <Skeleton className="aspect-[4/3] rounded-control" />
        <Skeleton className="aspect-[4/3] rounded-control" />
      </div>
      <Skeleton className="mt-4 h-6 w-48 max-w-full" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <Skeleton className="mt-2 h-4 w-2/3" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-11 flex-1" />
        <Skeleton className="h-11 flex-1" />
      </div>
    </div>
  );
}
