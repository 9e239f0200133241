import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, SearchX, ShieldCheck } from 'lucide-react';
import { ORDER_ID_DISPLAY_LENGTH, type Order } from '@fundi/shared';
import { Card, Page, PageHeader } from '../../components/page';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useDispute } from './api/get-dispute';
import { DisputeView } from './dispute-view';
import { ReportForm } from './report-form';
import { addTrustWords } from '../../lib/trust-words';
import { useTranslation } from '../../lib/i18n';

addTrustWords();

/**
 * /orders/:orderId/dispute (docs/product.md §4): for the buyer of a completed job whose money
 * is still held and who has reported nothing, the report form; once reported, the dispute as
 * both people follow it. The order comes from the route (app/dispute-route.tsx), with whether
 * its buyer may report; both refresh on the order's live events.
 */
export function DisputePage({ orderId, order, canReport }: { orderId: string; order: UseQueryResult<Order>; canReport: boolean }) {
  const { t } = useTranslation('trust');
  const loaded = order.data;
  // A job its buyer may still report on has no dispute (a report freezes the payment), so it is
  // not asked for: the page would only read a 404. Once reported, the report's answer is the dispute.
  const dispute = useDispute(orderId, { enabled: loaded !== undefined && !canReport });
  const disputeData = dispute.data !== undefined ? dispute.data : canReport ? null : undefined;
  const isReporting = disputeData === null && canReport;
  const title = !loaded || isReporting ? t('disputes.page.reportTitle') : t('disputes.page.title', { service: loaded.serviceTitle });

  let content;
  if (order.isError && isNotFound(order.error)) {
    content = <EmptyState icon={<SearchX className="size-7" />} title={t('disputes.page.orderNotFound')}>{t('disputes.page.orderNotFoundText')}</EmptyState>;
  } else if (order.isError || dispute.isError) {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('disputes.page.loadFailed')}</p>
        <Button variant="secondary" size="sm" isLoading={order.isFetching || dispute.isFetching} onClick={() => void Promise.all([order.refetch(), dispute.refetch()])}>
          {t('disputes.page.retry')}
        </Button>
      </div>
    );
  } else if (!loaded || disputeData === undefined) {
    content = <DisputeSkeleton />;
  } else if (disputeData) {
    content = <DisputeView dispute={disputeData} order={loaded} />;
  } else if (isReporting) {
    content = (
      <Card>
        <ReportForm order={loaded} />
      </Card>
    );
  } else {
    content = <EmptyState icon={<ShieldCheck className="size-7" />} title={t('disputes.page.nothingReported')}>{t('disputes.page.nothingReportedText')}</EmptyState>;
  }

  return (
    <Page width="narrow">
      <ButtonLink to={paths.orders} variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('disputes.page.backToOrders')}
      </ButtonLink>
      <PageHeader
        title={title}
        lead={loaded ? t('disputes.page.lead', { id: loaded.id.slice(0, ORDER_ID_DISPLAY_LENGTH), service: loaded.serviceTitle }) : undefined}
      />
      {content}
    </Page>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function DisputeSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <Skeleton className="h-48 rounded-card" />
      <Skeleton className="h-24 rounded-card" />
    </div>
  );
}
