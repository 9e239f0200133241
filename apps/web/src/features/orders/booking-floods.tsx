import { useState } from 'react';
import type { Order } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { useToast } from '../../components/ui/toast';
import { useRejectPendingFrom } from './api/reject-pending';
import { pendingFloods, type BookingFlood } from './order-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/**
 * Above a seller's requests: a buyer who sent many pending requests at once (a prank, a
 * script) is named with their count, and all of them can be declined in one step instead of
 * one card at a time.
 */
export function BookingFloods({ orders }: { orders: Order[] | undefined }) {
  const floods = pendingFloods(orders ?? []);
  if (floods.length === 0) return null;
  return (
    <div className="mb-4 flex flex-col gap-3">
      {floods.map((flood) => (
        <FloodNotice key={flood.buyerId} flood={flood} />
      ))}
    </div>
  );
}

function FloodNotice({ flood }: { flood: BookingFlood }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isConfirming, setIsConfirming] = useState(false);
  const rejectAll = useRejectPendingFrom();
  const decline = () =>
    rejectAll.mutate(flood.buyerId, {
      onSuccess: (rejected) => {
        setIsConfirming(false);
        toast.success(t('orders.floods.declined', { count: rejected }));
      },
      onError: () => toast.error(t('orders.floods.failed')),
    });
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-orange-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">{t('orders.floods.notice', { name: flood.buyerName, count: flood.count })}</p>
      <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
        {t('orders.floods.declineAll', { name: flood.buyerName })}
      </Button>
      <Modal
        isOpen={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={t('orders.floods.confirmTitle', { name: flood.buyerName })}
        width={420}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              {t('orders.floods.keep')}
            </Button>
            <Button variant="danger" isLoading={rejectAll.isPending} onClick={decline}>
              {t('orders.floods.confirm')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-muted">{t('orders.floods.confirmText', { name: flood.buyerName })}</p>
      </Modal>
    </div>
  );
}
