import { Link } from 'react-router';
import { ChevronRight, Scale } from 'lucide-react';
import { formatKsh, type AdminDispute } from '@fundi/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { paths } from '../../lib/paths';
import { useAdminDisputes } from './api/get-admin-disputes';
import type { DisputeListStatus } from './api/dispute-keys';
import { addTrustWords } from '../../lib/trust-words';
import { formatWhen } from './when';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addTrustWords();

/**
 * /admin/disputes: the disputes waiting for a decision, oldest first (the queue), then the
 * decided ones, newest first; each leads to its page, where the decision is made.
 */
export function DisputesTab() {
  const { t } = useTranslation('trust');
  return (
    <div className="flex flex-col gap-10">
      <div>
        <h2 className="text-2xl font-bold text-ink">{t('disputes.console.title')}</h2>
        <p className="mt-1 text-muted">{t('disputes.console.lead')}</p>
      </div>
      <DisputeList status="OPEN" />
      <DisputeList status="DECIDED" />
    </div>
  );
}

function DisputeList({ status }: { status: DisputeListStatus }) {
  const { t } = useTranslation('trust');
  const headingId = useElementId();
  const pages = useAdminDisputes(status);
  const disputes = pages.data?.pages.flatMap((page) => page.disputes);
  let content;
  if (pages.isPending) {
    content = (
      <ul className="flex flex-col gap-3" aria-busy="true">
        {[0, 1].map((index) => (
          <li key={index}>
            <Skeleton className="h-24 rounded-card" />
          </li>
        ))}
      </ul>
    );
  } else if (!disputes) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('disputes.console.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void pages.refetch()} isLoading={pages.isFetching}>
          {t('disputes.console.retry')}
        </Button>
      </div>
    );
  } else if (disputes.length === 0) {
    content = (
      <EmptyState icon={<Scale className="size-7" />} title={t(status === 'OPEN' ? 'disputes.console.noOpen' : 'disputes.console.noDecided')} headingLevel={3} className="py-6" />
    );
  } else {
    content = (
      <>
        <ul className="flex flex-col gap-3">
          {disputes.map((dispute) => (
            <li key={dispute.id}>
              <DisputeRow dispute={dispute} />
            </li>
          ))}
        </ul>
        {pages.hasNextPage && (
          <div className="mt-4 flex flex-col items-center gap-2">
            {pages.isFetchNextPageError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t('disputes.console.loadFailed')}
              </p>
            )}
            <Button variant="secondary" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage}>
              {t('disputes.console.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {t(status === 'OPEN' ? 'disputes.console.open' : 'disputes.console.decided')}
      </h3>
      {content}
    </section>
  );
}

/** One dispute in a list: the job, its two people, what went wrong, the amount and when. */
function DisputeRow({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation('trust');
  return (
    <Link
      to={paths.adminDispute(dispute.id)}
      className="flex items-center gap-3 rounded-card border border-line bg-white p-4 shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <div className="min-w-0 flex-1">
        <p className="font-bold break-words text-ink">{dispute.order.serviceTitle}</p>
        <p className="text-sm break-words text-ink">{t('disputes.console.parties', { buyer: dispute.buyer.name, seller: dispute.seller.name })}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          <span>{t(`disputes.reasons.${dispute.reason}`)}</span>
          <span className="font-semibold text-ink">{formatKsh(dispute.amount)}</span>
          <span>{t('disputes.console.reportedAt', { when: formatWhen(dispute.createdAt) })}</span>
        </p>
        {dispute.decision && (
          <Badge tone="blue" className="mt-2">
            {t(`disputes.outcomes.${dispute.decision.outcome}`)}
          </Badge>
        )}
      </div>
      <ChevronRight className="size-5 shrink-0 text-muted" aria-hidden="true" />
    </Link>
  );
}
