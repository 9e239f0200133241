import { type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ArrowLeft, SearchX } from 'lucide-react';
import { formatKsh, type AdminDispute } from '@fundi/shared';
import { Card } from '../../components/page';
import { Badge, StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { formatShortDate } from '../../lib/format';
import { paths } from '../../lib/paths';
import { useAdminDispute } from './api/get-admin-dispute';
import { DecideForm } from './decide-form';
import { DecisionSummary, DisputeReport, StatementTimeline } from './dispute-story';
import { addTrustWords } from '../../lib/trust-words';
import { formatWhen } from './when';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

addTrustWords();

/**
 * /admin/disputes/:disputeId: everything a decision rests on (both people and how to reach
 * them, the order, the payment, the report and its photos, both sides' statements) and the
 * decision: its form while open, what was decided, by whom and why, once made.
 */
export function AdminDisputePage() {
  const { t } = useTranslation('trust');
  const disputeId = useParams().disputeId ?? '';
  const query = useAdminDispute(disputeId);
  const dispute = query.data;
  let content;
  if (dispute) content = <AdminDisputeView dispute={dispute} />;
  else if (query.isError && query.error instanceof ApiError && query.error.status === 404)
    content = <EmptyState icon={<SearchX className="size-7" />} title={t('disputes.console.notFound')} />;
  else if (query.isError)
    content = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
        <p className="font-medium text-red-800">{t('disputes.console.loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()} isLoading={query.isFetching}>
          {t('disputes.console.retry')}
        </Button>
      </div>
    );
  else
    content = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <Skeleton className="h-10 w-64 max-w-full" />
        <Skeleton className="h-40 rounded-card" />
        <Skeleton className="h-56 rounded-card" />
      </div>
    );
  return (
    <div>
      <ButtonLink to={paths.adminSection('disputes')} variant="ghost" size="sm" className="-ml-3 mb-4">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('disputes.console.backToList')}
      </ButtonLink>
      {content}
    </div>
  );
}

function AdminDisputeView({ dispute }: { dispute: AdminDispute }) {
  const { t } = useTranslation('trust');
  const titleId = useElementId();
  const isOpen = dispute.status === 'OPEN';
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-6">
      <header>
        <h2 id={titleId} className="text-2xl font-bold break-words text-ink">
          {dispute.order.serviceTitle}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge tone={isOpen ? 'orange' : 'blue'}>{t(`disputes.statuses.${dispute.status}`)}</Badge>
          <span>{t('disputes.console.reportedAt', { when: formatWhen(dispute.createdAt) })}</span>
        </p>
      </header>

      <div className="grid gap-4 sm:grid-cols-2">
        <Person title={t('disputes.console.buyer')} person={dispute.buyer} />
        <Person title={t('disputes.console.seller')} person={dispute.seller} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Facts title={t('disputes.console.order')}>
          <Fact label={t('disputes.console.booked')}>{formatShortDate(new Date(`${dispute.order.bookingDate}T12:00:00Z`), { weekday: true, year: true })}</Fact>
          <Fact label={t('disputes.console.orderStatus')}>
            <StatusBadge status={dispute.order.status} />
          </Fact>
        </Facts>
        <Facts title={t('disputes.console.payment')}>
          <Fact label={t('disputes.console.paymentStatus')}>{t(`disputes.console.paymentStatuses.${dispute.payment.status}`)}</Fact>
          <Fact label={t('disputes.console.amount')}>{formatKsh(dispute.payment.amount)}</Fact>
          {dispute.payment.fee > 0 && <Fact label={t('disputes.console.fee')}>{formatKsh(dispute.payment.fee)}</Fact>}
          <Fact label={t('disputes.console.receipt')}>{dispute.payment.receipt ?? t('disputes.console.noReceipt')}</Fact>
        </Facts>
      </div>

      <Section title={t('disputes.console.evidence')}>
        <Card>
          <DisputeReport dispute={dispute} buyerName={dispute.buyer.name} />
        </Card>
      </Section>

      <Section title={t('disputes.dispute.statements')}>
        <StatementTimeline dispute={dispute} />
      </Section>

      <Section title={isOpen ? t('disputes.decide.title') : t('disputes.decision.title')}>
        {dispute.decision ? (
          <>
            <DecisionSummary decision={dispute.decision} />
            {dispute.decidedBy && (
              <p className="mt-2 text-sm text-muted">
                {t('disputes.console.decidedBy', { name: dispute.decidedBy.name, date: formatWhen(dispute.decision.decidedAt) })}
              </p>
            )}
          </>
        ) : (
          <Card>
            <DecideForm dispute={dispute} />
          </Card>
        )}
      </Section>
    </article>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One of the two people, with how to reach them. */
function Person({ title, person }: { title: string; person: AdminDispute['buyer'] }) {
  const { t } = useTranslation('trust');
  const notGiven = <span className="text-muted">{t('disputes.console.notGiven')}</span>;
  return (
    <Facts title={title}>
      <p className="font-semibold break-words text-ink">{person.name}</p>
      <Fact label={t('disputes.console.phone')}>
        {person.phone ? (
          <a href={`tel:${person.phone}`} className="text-brand-800 underline">
            {person.phone}
          </a>
        ) : (
          notGiven
        )}
      </Fact>
      <Fact label={t('disputes.console.email')}>
        {person.email ? (
          <a href={`mailto:${person.email}`} className="break-all text-brand-800 underline">
            {person.email}
          </a>
        ) : (
          notGiven
        )}
      </Fact>
    </Facts>
  );
}

function Facts({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-4">
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <div className="flex flex-col gap-1">{children}</div>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
      <span className="text-muted">{label}</span>
      <span className="text-ink">{children}</span>
    </p>
  );
}
