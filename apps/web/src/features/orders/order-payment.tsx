import type { ComponentType } from 'react';
import { CircleAlert, CircleCheck, Scale, Send, ShieldCheck, Smartphone, Undo2 } from 'lucide-react';
import { formatKsh, type Order, type PaymentStatus } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useConfirmOrder } from './api/confirm-order';
import { displayOrderId } from './order-model';
import { paymentView, releaseDeadline, type PaymentState } from './payment-model';
import { problemText } from '../../lib/error-text';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

const icons: Record<PaymentStatus, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  AWAITING_PAYMENT: Smartphone,
  FAILED: CircleAlert,
  HELD: ShieldCheck,
  RELEASING: Send,
  RELEASED: CircleCheck,
  REFUNDING: Undo2,
  REFUNDED: Undo2,
  DISPUTED: Scale,
  SPLITTING: Scale,
  SPLIT: Scale,
};

/**
 * Where the order's money is (docs/product.md §3, the held payment): a sentence for this side,
 * the state in the server's words with the M-Pesa receipt, the platform fee (both sides see it) on the seller's
 * side, and for a buyer whose completed job still holds the money, when it goes to the seller.
 */
export function OrderPayment({ order }: { order: Order }) {
  const { t } = useTranslation();
  const view = paymentView(order);
  if (!view) return null;
  const Icon = icons[view.status];
  const deadline = releaseDeadline(order);
  const details = [view.state && stateText(t, view.state), view.receipt && t('orders.payment.receipt', { receipt: view.receipt })].filter(Boolean);
  return (
    <div className="mt-3 rounded-control bg-surface px-3 py-2 text-sm">
      <p className="flex items-start gap-2 text-ink">
        <Icon className={cn('mt-0.5 size-4 shrink-0', view.status === 'FAILED' ? 'text-red-700' : 'text-brand-700')} aria-hidden="true" />
        {t(`orders.payment.${view.sentence}`, { amount: formatKsh(view.amount) })}
      </p>
      {details.length > 0 && (
        <p className={cn('mt-0.5 pl-6 break-words', view.status === 'FAILED' ? 'font-medium text-red-800' : 'text-muted')}>{details.join(' · ')}</p>
      )}
      {view.fee !== null && (
        <p className="mt-0.5 pl-6 text-muted">{t(order.role === 'seller' ? 'orders.payment.fee' : 'orders.payment.feeForBuyer', { amount: formatKsh(view.fee) })}</p>
      )}
      {deadline && <p className="mt-1 pl-6 text-ink">{t('orders.confirmJob.deadline', { name: order.sellerName || order.seller.name, date: deadline })}</p>}
    </div>
  );
}

function stateText(t: TFunction, state: PaymentState): string {
  switch (state.key) {
    case 'releasedOn':
      return t('orders.paymentState.releasedOn', { date: state.date });
    case 'failed':
      // The reason is a code's words, or an older server's English text.
      return t('orders.paymentState.failed', { reason: problemText(state.reason) });
    default:
      return t(`orders.paymentState.${state.key}`);
  }
}

/** 'Confirm job done' on the buyer's completed job: the held money goes to the seller now. */
export function ConfirmJobButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirmOrder({
    onSuccess: () => toast.success(t('orders.confirmJob.done')),
    onError: (error) => toast.error(errorText(error, t('orders.confirmJob.failed'))),
  });
  return (
    <Button
      size="sm"
      aria-label={t('orders.actionOnOrder.confirmJob', { id: displayOrderId(order.id) })}
      isLoading={confirm.isPending}
      onClick={() => confirm.mutate(order.id)}
    >
      {!confirm.isPending && <CircleCheck className="size-4" aria-hidden="true" />}
      {t('orders.actions.confirmJob')}
    </Button>
  );
}
