import { useState } from 'react';
import { formatKsh, type Order, type OrderAction } from '@fundi/shared';
import { Button, type ButtonVariant } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { errorText } from '../../lib/api';
import { useUpdateOrder } from './api/update-order';
import { displayOrderId, lifecycleActions, needsConfirmation } from './order-model';
import { paymentStage } from './payment-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

const variants: Record<OrderAction, ButtonVariant> = {
  accept: 'primary',
  reject: 'secondary',
  start: 'primary',
  complete: 'primary',
  cancel: 'secondary',
};

/**
 * The lifecycle buttons this side may press now (the shared table decides: Accept, Decline,
 * Start Job, Complete for the seller; Cancel Order for the buyer), each with its own toast.
 * Decline and Cancel refund the booking, so they ask first.
 */
export function OrderLifecycleButtons({ order }: { order: Order }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateOrder({
    onSuccess: (_order, { action }) => toast.success(t(`orders.updated.${action}`)),
    onError: (error, { action }) => toast.error(errorText(error, t(`orders.updateFailed.${action}`))),
  });
  const [confirming, setConfirming] = useState<OrderAction | null>(null);
  const id = displayOrderId(order.id);

  const run = (action: OrderAction) => {
    setConfirming(null);
    update.mutate({ orderId: order.id, action });
  };

  const actions = lifecycleActions(order);
  if (actions.length === 0) return null;
  const amount = formatKsh(order.payment?.amount ?? order.price);
  // An order not paid yet has nothing to refund.
  const cancelText = paymentStage(order) === 'paid' ? 'orders.confirm.cancelText' : 'orders.confirm.cancelUnpaidText';
  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={variants[action]}
          disabled={update.isPending}
          isLoading={update.isPending && update.variables?.action === action}
          aria-label={t(`orders.actionOnOrder.${action}`, { id })}
          onClick={() => (needsConfirmation(action) ? setConfirming(action) : run(action))}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
      {confirming && (
        <Modal
          isOpen
          onClose={() => setConfirming(null)}
          width={420}
          title={t(confirming === 'reject' ? 'orders.confirm.rejectTitle' : 'orders.confirm.cancelTitle')}
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                {t('orders.confirm.keep')}
              </Button>
              <Button variant="danger" onClick={() => run(confirming)}>
                {t(`orders.actions.${confirming}`)}
              </Button>
            </>
          }
        >
          <p className="text-ink">{t(confirming === 'reject' ? 'orders.confirm.rejectText' : cancelText, { amount })}</p>
        </Modal>
      )}
    </>
  );
}
