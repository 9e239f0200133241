import { Flag, Scale } from 'lucide-react';
import type { Order } from '@fundi/shared';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { displayOrderId } from './order-model';
import { disputeNotice } from './payment-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

/** 'Report a problem' beside 'Confirm job done': the buyer objects instead, on the dispute's page. */
export function ReportProblemLink({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <ButtonLink
      to={paths.dispute(order.id)}
      size="sm"
      variant="secondary"
      aria-label={t('orders.actionOnOrder.reportProblem', { id: displayOrderId(order.id) })}
    >
      <Flag className="size-4" aria-hidden="true" />
      {t('orders.actions.reportProblem')}
    </ButtonLink>
  );
}

/** On both sides' cards: a problem was reported (or a split decided), with the way to the dispute. */
export function DisputeNotice({ order }: { order: Order }) {
  const { t } = useTranslation();
  const notice = disputeNotice(order);
  if (!notice) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-control border border-orange-200 bg-orange-50 px-3 py-2 text-sm text-orange-900">
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <Scale className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t(`orders.dispute.${notice}`)}
      </p>
      <ButtonLink
        to={paths.dispute(order.id)}
        size="sm"
        variant="ghost"
        aria-label={t('orders.actionOnOrder.viewDispute', { id: displayOrderId(order.id) })}
      >
        {t('orders.dispute.view')}
      </ButtonLink>
    </div>
  );
}
