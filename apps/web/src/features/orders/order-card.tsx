import { lazy, Suspense, useState } from 'react';
import { CircleCheck, MessageCircle, Smartphone, Star } from 'lucide-react';
import { orderStatusMarkerTone, type Order } from '@fundi/shared';
import { StatusBadge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { OrderLifecycleButtons } from './order-actions';
import { chatState, displayOrderId, formatBookedDay, formatOrderCreated, orderCounterparty, orderServiceTitle, reviewState } from './order-model';
import { DisputeNotice, ReportProblemLink } from './dispute-notice';
import { ConfirmJobButton, OrderPayment } from './order-payment';
import { canConfirmJob, canPay, canReportProblem } from './payment-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

// The dialogs, with the M-Pesa and review rules (zod with them), download on their first
// opening: a list of orders paints without them (docs/decisions/0057-code-after-the-content.md).
const PayOrderDialog = lazy(() => import('./pay-order-dialog').then((module) => ({ default: module.PayOrderDialog })));
const ReviewDialog = lazy(() => import('./review-dialog').then((module) => ({ default: module.ReviewDialog })));

/** Whom 'Chat with Seller' opens a chat with (docs/product.md §3 Chat seller). */
export interface OrderChatSeller {
  id: string;
  name: string;
  image: string | null;
}

/** What a page around the cards may add: Chat with Seller opens its chat. */
export interface OrderCardHandlers {
  onChat?: (seller: OrderChatSeller) => void;
}

/**
 * One order (docs/product.md §2): the id's first 8 characters, the service, the other party, created
 * and booking dates, the coloured status, where the money is, and what this side may do
 * now (pay an unpaid booking with M-Pesa, confirm a completed job or report a problem with it,
 * follow a reported problem to its dispute). `hasMarker` adds the orders page's stripe: green when completed, orange for any
 * other non-pending status.
 */
export function OrderCard({ order, onChat, hasMarker = false }: { order: Order; hasMarker?: boolean } & OrderCardHandlers) {
  const { t } = useTranslation();
  const titleId = useElementId();
  const [isReviewing, setIsReviewing] = useState(false);
  // Open until closed, even once the order is paid and its button gone: the dialog says so first.
  const [isPaying, setIsPaying] = useState(false);
  // Shown at once, whatever list the card came from; the refetched lists agree soon after.
  const [hasJustReviewed, setHasJustReviewed] = useState(false);
  const title = orderServiceTitle(order) ?? t('orders.card.unknownService');
  const counterparty = orderCounterparty(order);
  const counterpartyName =
    counterparty.name ?? t(counterparty.side === 'from' ? 'orders.card.unknownBuyer' : 'orders.card.unknownSeller');
  const marker = hasMarker ? orderStatusMarkerTone(order.status) : null;
  const chat = onChat ? chatState(order) : null;
  const review = reviewState({ ...order, reviewed: order.reviewed || hasJustReviewed });

  return (
    <article
      aria-labelledby={titleId}
      data-marker={marker ?? undefined}
      className={cn(
        'flex h-full flex-col rounded-card border border-line bg-white p-4 shadow-card',
        marker && 'border-l-4',
        marker === 'green' && 'border-l-green-600',
        marker === 'orange' && 'border-l-orange-500',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-xs text-muted">{t('orders.card.number', { id: displayOrderId(order.id) })}</p>
          <h3 id={titleId} className="mt-0.5 leading-snug font-bold break-words text-ink">
            {title}
          </h3>
        </div>
        <StatusBadge status={order.status} className="mt-0.5" />
      </div>

      <p className="mt-1 text-sm text-ink">
        <span className="text-muted">{t(counterparty.side === 'from' ? 'orders.card.from' : 'orders.card.seller')}</span> {counterpartyName}
      </p>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-muted">{t('orders.card.created')}</dt>
        <dd className="text-ink">{formatOrderCreated(order.createdAt) ?? t('orders.card.noDate')}</dd>
        <dt className="text-muted">{t('orders.card.booked')}</dt>
        <dd className="font-medium text-ink">{formatBookedDay(order.bookingDate) ?? t('orders.card.noDate')}</dd>
      </dl>

      <OrderPayment order={order} />
      <DisputeNotice order={order} />

      {/* On a phone the buttons share the width, so a wrapped one fills its own row (a bigger target). */}
      <div className="mt-auto flex flex-wrap gap-2 pt-4 empty:hidden max-sm:[&>a]:grow max-sm:[&>button]:grow">
        {canPay(order) && (
          <Button size="sm" aria-label={t('orders.actionOnOrder.pay', { id: displayOrderId(order.id) })} onClick={() => setIsPaying(true)}>
            <Smartphone className="size-4" aria-hidden="true" />
            {t('orders.actions.pay')}
          </Button>
        )}
        <OrderLifecycleButtons order={order} />
        {canConfirmJob(order) && <ConfirmJobButton order={order} />}
        {canReportProblem(order) && <ReportProblemLink order={order} />}
        {chat && onChat && (
          <Button
            size="sm"
            variant="secondary"
            disabled={chat === 'disabled'}
            onClick={() => onChat({ id: order.sellerId, name: counterpartyName, image: order.sellerImage })}
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('orders.actions.chat')}
          </Button>
        )}
        {review === 'review' && (
          <Button size="sm" variant="accent" onClick={() => setIsReviewing(true)}>
            <Star className="size-4" aria-hidden="true" />
            {t('orders.actions.review')}
          </Button>
        )}
        {review === 'reviewed' && (
          <Button size="sm" variant="secondary" disabled>
            <CircleCheck className="size-4" aria-hidden="true" />
            {t('orders.actions.reviewed')}
          </Button>
        )}
      </div>

      <Suspense fallback={null}>
        {isPaying && <PayOrderDialog order={order} onClose={() => setIsPaying(false)} />}
        {isReviewing && (
          <ReviewDialog
            order={order}
            serviceTitle={title}
            onClose={() => setIsReviewing(false)}
            onReviewed={() => setHasJustReviewed(true)}
          />
        )}
      </Suspense>
    </article>
  );
}

/** A card's shape while the orders load, at its real size. */
export function OrderCardSkeleton() {
  return (
    <div className="flex h-full flex-col rounded-card border border-line bg-white p-4 shadow-card" aria-hidden="true">
      <div className="flex items-start justify-between gap-3">
        <div className="flex-1">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="mt-2 h-5 w-48 max-w-full" />
        </div>
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="mt-2 h-4 w-40" />
      <Skeleton className="mt-3 h-4 w-56 max-w-full" />
      <Skeleton className="mt-1.5 h-4 w-44" />
      <Skeleton className="mt-3 h-9 w-full" />
    </div>
  );
}
