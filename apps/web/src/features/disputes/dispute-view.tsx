import { formatKsh, type Dispute, type Order } from '@fundi/shared';
import { Badge } from '../../components/ui/badge';
import { formatShortDate } from '../../lib/format';
import { DecisionSummary, DisputeReport, StatementTimeline } from './dispute-story';
import { StatementForm } from './statement-form';
import { useTranslation } from '../../lib/i18n';
import { useElementId } from '../../lib/element-id';

/**
 * A dispute as its two people follow it: where it stands, the report and its photos, the
 * decision once made, both sides' statements, and the form to add one while it is open.
 */
export function DisputeView({ dispute, order }: { dispute: Dispute; order: Order }) {
  const { t } = useTranslation('trust');
  const statementsId = useElementId();
  const decisionId = useElementId();
  const isOpen = dispute.status === 'OPEN';
  return (
    <div className="flex flex-col gap-6">
      <section className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5">
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2">
          <Badge tone={isOpen ? 'orange' : 'blue'}>{t(`disputes.statuses.${dispute.status}`)}</Badge>
          <span className="text-sm text-muted">{t('disputes.dispute.reportedOn', { date: formatShortDate(new Date(dispute.createdAt), { year: true }) })}</span>
        </div>
        <DisputeReport dispute={dispute} buyerName={order.buyer.name} />
        {isOpen && (
          <p className="mt-4 rounded-control bg-surface px-3 py-2 text-sm text-ink">
            {t('disputes.dispute.held', { amount: formatKsh(dispute.amount) })} {t('disputes.dispute.waiting')}
          </p>
        )}
      </section>

      {dispute.decision && (
        <section aria-labelledby={decisionId}>
          <h2 id={decisionId} className="mb-3 text-lg font-bold text-ink">
            {t('disputes.decision.title')}
          </h2>
          <DecisionSummary decision={dispute.decision} />
        </section>
      )}

      <section aria-labelledby={statementsId}>
        <h2 id={statementsId} className="mb-3 text-lg font-bold text-ink">
          {t('disputes.dispute.statements')}
        </h2>
        <StatementTimeline dispute={dispute} />
      </section>

      {isOpen && <StatementForm orderId={dispute.orderId} />}
    </div>
  );
}
