import { Scale } from 'lucide-react';
import { formatKsh, type Dispute } from '@fundi/shared';
import { cn } from '../../lib/cn';
import { formatShortDate } from '../../lib/format';
import { DisputePhotos } from './dispute-photos';
import { When } from './when';
import { useTranslation } from '../../lib/i18n';

/** What the buyer reported: the reason, the description and its photos. */
export function DisputeReport({ dispute, buyerName }: { dispute: Dispute; buyerName: string }) {
  const { t } = useTranslation('trust');
  return (
    <div>
      <p className="text-sm text-muted">{t('disputes.dispute.reason')}</p>
      <p className="font-semibold text-ink">{t(`disputes.reasons.${dispute.reason}`)}</p>
      <p className="mt-3 text-sm text-muted">{t('disputes.dispute.description', { name: buyerName })}</p>
      <p className="whitespace-pre-line break-words text-ink">{dispute.description}</p>
      <DisputePhotos photos={dispute.photos} authorName={buyerName} />
    </div>
  );
}

/** Each side's statements, oldest first: who, when, what, and their photos. */
export function StatementTimeline({ dispute }: { dispute: Dispute }) {
  const { t } = useTranslation('trust');
  if (dispute.statements.length === 0) return <p className="text-muted">{t('disputes.dispute.noStatements')}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {dispute.statements.map((statement) => (
        <li
          key={statement.id}
          className={cn('rounded-card border p-4', statement.author === 'buyer' ? 'border-blue-200 bg-blue-50/60' : 'border-line bg-white')}
        >
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="font-semibold text-ink">{t(`disputes.dispute.${statement.author}`, { name: statement.authorName })}</span>
            <span className="text-muted">
              <When iso={statement.createdAt} />
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{statement.text}</p>
          <DisputePhotos photos={statement.photos} authorName={statement.authorName} />
        </li>
      ))}
    </ol>
  );
}

/** The administrator's decision, its amounts and its reason, as both people read it. */
export function DecisionSummary({ decision }: { decision: NonNullable<Dispute['decision']> }) {
  const { t } = useTranslation('trust');
  return (
    <div className="rounded-card border border-brand-200 bg-brand-50 p-4 text-brand-950">
      <p className="flex items-start gap-2 font-bold">
        <Scale className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        {t(`disputes.outcomes.${decision.outcome}`)}
      </p>
      <ul className="mt-2 flex flex-col gap-0.5 pl-7 text-sm">
        {decision.buyerAmount > 0 && <li>{t('disputes.decision.toBuyer', { amount: formatKsh(decision.buyerAmount) })}</li>}
        {decision.sellerAmount > 0 && <li>{t('disputes.decision.toSeller', { amount: formatKsh(decision.sellerAmount) })}</li>}
        <li className="break-words">{t('disputes.decision.why', { reason: decision.reason })}</li>
        <li className="text-brand-800">{t('disputes.decision.decidedOn', { date: formatShortDate(new Date(decision.decidedAt), { year: true }) })}</li>
      </ul>
    </div>
  );
}
