import type { PaymentFlag } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { formatWhen, When } from './admin-lists';
import { orderNumber } from './waiting-payment-card';
import { useTranslation } from '../../lib/i18n';

/**
 * Something about money the server could not settle by itself, in its own words, with the
 * M-Pesa callback it is about exactly as it arrived (folded away: it can be long), and Resolve.
 */
export function PaymentFlagCard({ flag, onResolve }: { flag: PaymentFlag; onResolve: () => void }) {
  const { t } = useTranslation('trust');
  const titleId = `flag-${flag.id}`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-card border border-line bg-white p-4 shadow-card">
      <h3 id={titleId} className="font-bold break-words text-ink">
        {flag.reason}
      </h3>
      <p className="text-sm text-muted">
        {flag.orderId ? t('admin.payments.order', { id: orderNumber(flag.orderId) }) : t('admin.payments.noOrder')}
        {' · '}
        <When iso={flag.createdAt}>{t('admin.payments.flagRaised', { date: formatWhen(flag.createdAt) })}</When>
      </p>
      {flag.callback && (
        <details className="rounded-control border border-line bg-stone-50 text-sm">
          <summary className="cursor-pointer px-3 py-2 font-semibold text-ink">
            {t('admin.payments.callback', { kind: flag.callback.kind, date: formatWhen(flag.callback.receivedAt) })}
          </summary>
          <pre className="max-h-80 overflow-auto border-t border-line px-3 py-2 text-xs break-all whitespace-pre-wrap">{JSON.stringify(flag.callback.body, null, 2)}</pre>
        </details>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" size="sm" onClick={onResolve} aria-describedby={titleId}>
          {t('admin.payments.resolve')}
        </Button>
      </div>
    </article>
  );
}
