import { Link } from 'react-router';
import { ShieldCheck, Smartphone, TriangleAlert } from 'lucide-react';
import { formatKsh } from '@fundi/shared';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { usePaymentSummary } from './api/get-payment-summary';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

/**
 * Where the person's money is (docs/product.md §3, the held payment): a buyer sees what is held
 * for their bookings and what was refunded; a seller what is held until their jobs are done,
 * what is on its way to their M-Pesa and what was paid out, and where payouts go (their
 * profile's phone, masked), or that payouts wait until they add one; a 'both' account sees all
 * of it. Quietly absent when it cannot load: the order cards say the same per order.
 */
export function PaymentSummaryCard() {
  const { t } = useTranslation();
  const headingId = useElementId();
  const role = useSession((state) => state.user?.role);
  const isSeller = useSession((state) => Boolean(state.user?.isSeller));
  const summary = usePaymentSummary();
  if (summary.isError) return null;

  const figures: Array<{ label: string; amount: number | undefined }> = [];
  if (role !== 'seller') {
    figures.push({ label: t('orders.money.heldForYou'), amount: summary.data?.asBuyer.held });
    figures.push({ label: t('orders.money.refunded'), amount: summary.data?.asBuyer.refunded });
  }
  if (isSeller) {
    figures.push({ label: t('orders.money.heldForJobs'), amount: summary.data?.asSeller.held });
    figures.push({ label: t('orders.money.releasing'), amount: summary.data?.asSeller.releasing });
    figures.push({ label: t('orders.money.released'), amount: summary.data?.asSeller.released });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-brand-100 bg-brand-50 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0">
          <h2 id={headingId} className="font-bold text-ink">
            {t('orders.money.title')}
          </h2>
          <p className="text-sm text-muted">{t('orders.money.lead')}</p>
        </div>
      </div>
      <dl
        className={cn(
          'mt-3 grid grid-cols-2 gap-3',
          figures.length > 3 ? 'sm:grid-cols-3 lg:grid-cols-5' : figures.length === 3 ? 'sm:max-w-2xl sm:grid-cols-3' : 'sm:max-w-lg',
        )}
      >
        {figures.map(({ label, amount }) => (
          <div key={label} className="rounded-control bg-white px-3 py-2.5">
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-0.5 text-lg font-extrabold whitespace-nowrap text-brand-800">
              {amount === undefined ? <Skeleton className="mt-1 h-6 w-24" /> : formatKsh(amount)}
            </dd>
          </div>
        ))}
      </dl>
      {isSeller && <PayoutPhone phone={summary.data ? summary.data.payoutPhone : undefined} />}
    </section>
  );
}

/** Where a seller's payouts go; undefined while loading (a line of the same height holds its place). */
function PayoutPhone({ phone }: { phone: string | null | undefined }) {
  const { t } = useTranslation();
  if (phone === undefined) return <Skeleton className="mt-3 h-5 w-64 max-w-full" />;
  if (phone === null) {
    return (
      <p className="mt-3 flex items-start gap-2 rounded-control border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {t('orders.money.payoutPhoneMissing')}{' '}
          <Link to={paths.profile} className="font-semibold underline underline-offset-2 hover:text-amber-950">
            {t('orders.money.addPayoutPhone')}
          </Link>
        </span>
      </p>
    );
  }
  return (
    <p className="mt-3 flex items-center gap-2 text-sm text-ink">
      <Smartphone className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      {t('orders.money.payoutPhone', { phone })}
    </p>
  );
}
