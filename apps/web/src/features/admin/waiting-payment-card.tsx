import { formatKsh, type WaitingPayment } from '@fundi/shared';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { formatWhen, When } from './admin-lists';
import { useTranslation } from '../../lib/i18n';

const attemptKinds = ['PAYOUT', 'REFUND', 'RETURN'] as const;
const attemptStatuses = ['SENDING', 'SENT', 'SUCCEEDED', 'FAILED', 'UNKNOWN'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** The short number people and support say for an order: the start of its id. */
export const orderNumber = (orderId: string) => orderId.slice(0, 8).toUpperCase();

/** A payout or refund the server stopped sending: the order, the people, what went wrong last, and Send again. */
export function WaitingPaymentCard({ payment, onRetry }: { payment: WaitingPayment; onRetry: () => void }) {
  const { t } = useTranslation('trust');
  const titleId = `payment-${payment.orderId}`;
  const last = payment.lastAttempt;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-ink">
            {t('admin.payments.order', { id: orderNumber(payment.orderId) })}
          </h3>
          <p className="truncate text-sm text-muted">{payment.serviceTitle}</p>
        </div>
        <Badge tone="orange">{t(`admin.payments.statuses.${payment.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t('admin.payments.amount')}</dt>
          <dd className="font-semibold text-ink">{formatKsh(payment.amount)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('admin.payments.fee')}</dt>
          <dd className="font-semibold text-ink">{formatKsh(payment.fee)}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{t('admin.payments.buyer')}</dt>
          <dd className="truncate text-ink">{payment.buyer.name}</dd>
          <dd className="truncate text-muted">{payment.buyer.phone ?? payment.buyer.email}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-muted">{t('admin.payments.seller')}</dt>
          <dd className="truncate text-ink">{payment.seller.name}</dd>
          <dd className="truncate text-muted">{payment.seller.phone ?? payment.seller.email}</dd>
        </div>
      </dl>
      <div className="text-sm">
        <p className="font-semibold text-ink">{t('admin.payments.lastAttempt')}</p>
        {last ? (
          <p className="text-muted">
            {isOneOf(attemptKinds, last.kind) ? t(`admin.payments.kinds.${last.kind}`) : last.kind}
            {': '}
            {isOneOf(attemptStatuses, last.status) ? t(`admin.payments.attemptStatuses.${last.status}`) : last.status}
            {', '}
            <When iso={last.at} />
          </p>
        ) : (
          <p className="text-muted">{t('admin.payments.noAttempt')}</p>
        )}
        {last?.result && <p className="mt-1 break-words text-muted">{last.result}</p>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-sm text-muted">
        <p>
          <When iso={payment.waitingSince}>{t('admin.payments.waitingSince', { date: formatWhen(payment.waitingSince) })}</When>
          {payment.failedAttempts > 0 && (
            <>
              {' · '}
              {t('admin.payments.failedAttempts', { count: payment.failedAttempts })}
            </>
          )}
        </p>
        <Button size="sm" onClick={onRetry} aria-describedby={titleId}>
          {t('admin.payments.retry')}
        </Button>
      </div>
    </article>
  );
}
