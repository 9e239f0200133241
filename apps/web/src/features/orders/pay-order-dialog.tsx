import { useEffect, useRef, useState } from 'react';
import { formatKsh, type Order } from '@fundi/shared';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../lib/session';
import { useMpesaPayment } from './mpesa-payment';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * A card's 'Pay with M-Pesa' on an order not paid yet: the booking dialog's waiting and failed
 * stages (useMpesaPayment) for this order, which it follows until the money is in; then a
 * green toast and the dialog closes. The card keeps it open while its lists catch up. The number starts empty when the order has one already
 * (the server asks it again), else it is the account's.
 */
export function PayOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const accountPhone = useSession((state) => state.user?.phone);
  const [phone, setPhone] = useState(order.payment?.phone ? '' : (accountPhone ?? ''));
  const payment = useMpesaPayment(order, { phone, onPhoneChange: setPhone, onClose });
  const isPaid = payment.stage === 'paid';
  const amount = formatKsh(payment.order?.payment?.amount ?? order.price);
  // Said once: the toast re-renders the page, which hands over a new onClose.
  const hasSaidPaid = useRef(false);

  useEffect(() => {
    if (!isPaid || hasSaidPaid.current) return;
    hasSaidPaid.current = true;
    toast.success(t('orders.pay.paid', { amount }));
    onClose();
  }, [isPaid, amount, onClose, t, toast]);

  return (
    <Modal isOpen onClose={onClose} title={t('orders.pay.title')} width={440} footer={payment.footer}>
      {payment.body}
    </Modal>
  );
}
