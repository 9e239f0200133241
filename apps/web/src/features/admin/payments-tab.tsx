import { useState, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import type { PaymentFlag, WaitingPayment } from '@fundi/shared';
import { EmptyState } from '../../components/ui/empty-state';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { ListSkeleton, LoadFailed } from './admin-lists';
import { useAdminPayments } from './api/get-admin-payments';
import { useResolveFlag } from './api/resolve-flag';
import { useRetryPayment } from './api/retry-payment';
import { PaymentFlagCard } from './payment-flag-card';
import { ReasonDialog } from '../../components/reason-dialog';
import { reasonWords } from './reason-words';
import { orderNumber, WaitingPaymentCard } from './waiting-payment-card';
import { useTranslation } from '../../lib/i18n';

type Decision = { kind: 'retry'; payment: WaitingPayment } | { kind: 'resolve'; flag: PaymentFlag };

/**
 * /admin/payments: payouts and refunds the server stopped sending (three failures, or a fate
 * unknown), each sent again once checked; and the flags about money, each resolved with a reason.
 */
export function PaymentsTab() {
  const { t } = useTranslation('trust');
  const query = useAdminPayments();
  const [decision, setDecision] = useState<Decision | null>(null);
  const content = (list: (data: NonNullable<typeof query.data>) => ReactNode) =>
    query.isPending ? <ListSkeleton rows={2} /> : query.isError ? <LoadFailed onRetry={() => void query.refetch()} isRetrying={query.isRefetching} /> : list(query.data);

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="admin-waiting-payments">
        <h2 id="admin-waiting-payments" className="text-2xl font-bold text-ink">
          {t('admin.payments.waitingTitle')}
        </h2>
        <p className="mt-1 mb-4 text-muted">{t('admin.payments.waitingLead')}</p>
        {content(({ payments }) =>
          payments.length === 0 ? (
            <EmptyState icon={<CircleCheck className="size-7" />} title={t('admin.payments.noneWaiting')} headingLevel={3} className="py-6" />
          ) : (
            <ul className="flex flex-col gap-3">
              {payments.map((payment) => (
                <li key={payment.orderId}>
                  <WaitingPaymentCard payment={payment} onRetry={() => setDecision({ kind: 'retry', payment })} />
                </li>
              ))}
            </ul>
          ),
        )}
      </section>
      <section aria-labelledby="admin-payment-flags">
        <h2 id="admin-payment-flags" className="text-2xl font-bold text-ink">
          {t('admin.payments.flagsTitle')}
        </h2>
        <p className="mt-1 mb-4 text-muted">{t('admin.payments.flagsLead')}</p>
        {content(({ flags }) =>
          flags.length === 0 ? (
            <EmptyState icon={<CircleCheck className="size-7" />} title={t('admin.payments.noFlags')} headingLevel={3} className="py-6" />
          ) : (
            <ul className="flex flex-col gap-3">
              {flags.map((flag) => (
                <li key={flag.id}>
                  <PaymentFlagCard flag={flag} onResolve={() => setDecision({ kind: 'resolve', flag })} />
                </li>
              ))}
            </ul>
          ),
        )}
      </section>
      {decision?.kind === 'retry' && <RetryDialog payment={decision.payment} onClose={() => setDecision(null)} />}
      {decision?.kind === 'resolve' && <ResolveDialog flag={decision.flag} onClose={() => setDecision(null)} />}
    </div>
  );
}

function RetryDialog({ payment, onClose }: { payment: WaitingPayment; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const retry = useRetryPayment();
  const [error, setError] = useState<string | null>(null);
  return (
    <ReasonDialog
      {...reasonWords(t)}
      title={t('admin.payments.retryTitle', { id: orderNumber(payment.orderId) })}
      explanation={t('admin.payments.retryText')}
      confirmLabel={t('admin.payments.retry')}
      isPending={retry.isPending}
      error={error}
      onClose={onClose}
      onConfirm={(reason) =>
        retry.mutate(
          { orderId: payment.orderId, reason },
          {
            onSuccess: () => {
              toast.success(t('admin.payments.retriedToast'));
              onClose();
            },
            onError: (failure) => setError(errorText(failure, t('admin.payments.retryFailed'))),
          },
        )
      }
    />
  );
}

function ResolveDialog({ flag, onClose }: { flag: PaymentFlag; onClose: () => void }) {
  const { t } = useTranslation('trust');
  const toast = useToast();
  const resolve = useResolveFlag();
  const [error, setError] = useState<string | null>(null);
  return (
    <ReasonDialog
      {...reasonWords(t)}
      title={t('admin.payments.resolveTitle')}
      explanation={t('admin.payments.resolveText')}
      confirmLabel={t('admin.payments.resolve')}
      isPending={resolve.isPending}
      error={error}
      onClose={onClose}
      onConfirm={(reason) =>
        resolve.mutate(
          { flagId: flag.id, reason },
          {
            onSuccess: () => {
              toast.success(t('admin.payments.resolvedToast'));
              onClose();
            },
            onError: (failure) => setError(errorText(failure, t('admin.payments.resolveFailed'))),
          },
        )
      }
    />
  );
}
