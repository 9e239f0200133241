import type { OrderStatus, PaymentStatus } from '@fundi/shared';
import type { Database } from '../../db';
import type { NoticeEvent } from '../../lib/notifications/notice-events';
import { notify } from '../../lib/notifications/notify';
import type { StoredValues } from '../../lib/notifications/stored-values';

// Who hears of each step of an order and of its money (docs/product.md §10), written in the
// step's own transaction: every step goes through moveOrder or movePayment, which call these,
// so no way of moving an order can forget to tell. Each notice is named by its event and order,
// so a step replayed (a callback twice, a retried job) tells once.

type Party = 'buyer' | 'seller';

type OrderFacts = {
  id: string;
  buyer_id: string;
  seller_id: string;
  buyer_name: string;
  seller_name: string;
  service_title: string;
  booking_date: string;
  status: string;
  seller_sees: boolean;
  amount_cents: number | null;
  fee_cents: number | null;
  buyer_share_cents: number | null;
  release_at: Date | null;
};

function readFacts(trx: Database, orderId: string): Promise<OrderFacts | undefined> {
  return trx
    .selectFrom('orders')
    .innerJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .leftJoin('payments', 'payments.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.buyer_id',
      'orders.seller_id',
      'buyer.name as buyer_name',
      'orders.seller_name',
      'orders.service_title',
      'orders.booking_date',
      'orders.status',
      'orders.seller_sees',
      'payments.amount_cents',
      'payments.fee_cents',
      'payments.buyer_share_cents',
      'payments.release_at',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirst() as Promise<OrderFacts | undefined>;
}

/**
 * Where the notice sends its reader: a short address (an SMS has 160 characters) of the page
 * where they act on their orders, the buyer's list or the seller's dashboard; the order's first
 * 8 characters in the text name the order there.
 */
const orderPages: Record<Party, string> = { buyer: '/orders', seller: '/dashboard' };

function tell<E extends NoticeEvent>(trx: Database, facts: OrderFacts, to: Party, event: E, values: Omit<StoredValues<E>, 'order' | 'service' | 'link'>) {
  return notify(trx, {
    userId: to === 'buyer' ? facts.buyer_id : facts.seller_id,
    kind: 'orders',
    event,
    values: { order: facts.id.slice(0, 8), service: facts.service_title, link: orderPages[to], ...values } as unknown as StoredValues<E>,
    once: `${event}:${facts.id}`,
  });
}

/** The order moved to `to` (moveOrder). */
export async function tellOrderStep(trx: Database, orderId: string, to: OrderStatus): Promise<void> {
  const facts = await readFacts(trx, orderId);
  if (!facts) return;
  const seller = facts.seller_name;
  switch (to) {
    case 'ACCEPTED':
      await tell(trx, facts, 'buyer', 'order-accepted', { seller, date: facts.booking_date });
      return;
    case 'REJECTED':
      await tell(trx, facts, 'buyer', 'order-rejected', { seller, amount: Number(facts.amount_cents ?? 0) });
      return;
    case 'IN_PROGRESS':
      await tell(trx, facts, 'buyer', 'job-started', { seller });
      return;
    case 'COMPLETED':
      // The release time is set before the step (performOrderAction), so the deadline is known.
      if (facts.release_at) await tell(trx, facts, 'buyer', 'job-completed', { seller, deadline: facts.release_at.toISOString() });
      return;
    case 'CANCELLED':
      // An unpaid booking was never shown to the seller: nothing to tell them.
      if (facts.seller_sees) await tell(trx, facts, 'seller', 'order-cancelled', { buyer: facts.buyer_name, date: facts.booking_date });
      return;
    default:
      return;
  }
}

/** A dispute's decision starts one of these; the other payment steps below are told whatever their cause. */
const decidedSteps: ReadonlySet<PaymentStatus> = new Set(['RELEASING', 'REFUNDING', 'SPLITTING']);
const toldPaymentSteps: ReadonlySet<PaymentStatus> = new Set(['HELD', 'DISPUTED', 'REFUNDED', 'RELEASED', 'SPLIT']);

/** The order's payment moved to `to` for `cause` (movePayment). */
export async function tellPaymentStep(trx: Database, orderId: string, to: PaymentStatus, cause: string): Promise<void> {
  const isDecision = cause.startsWith('dispute-') && decidedSteps.has(to);
  // Most steps (asked, failed, releasing...) tell nobody: no read for them on the money's path.
  if (!isDecision && !toldPaymentSteps.has(to)) return;
  const facts = await readFacts(trx, orderId);
  if (!facts) return;
  const amount = Number(facts.amount_cents ?? 0);
  const fee = Number(facts.fee_cents ?? 0);
  const buyerShare = Number(facts.buyer_share_cents ?? 0);
  if (isDecision) {
    const shares = to === 'RELEASING' ? { buyerAmount: 0, sellerAmount: amount } : to === 'REFUNDING' ? { buyerAmount: amount, sellerAmount: 0 } : { buyerAmount: buyerShare, sellerAmount: amount - buyerShare };
    await tell(trx, facts, 'buyer', 'dispute-decided', shares);
    await tell(trx, facts, 'seller', 'dispute-decided', shares);
    return;
  }
  switch (to) {
    case 'HELD':
      // Paid after the buyer cancelled: the money goes straight back, the seller never sees it.
      if (facts.status === 'PENDING') await tell(trx, facts, 'seller', 'booking-paid', { buyer: facts.buyer_name, date: facts.booking_date, amount });
      return;
    case 'DISPUTED':
      await tell(trx, facts, 'seller', 'dispute-opened', { buyer: facts.buyer_name });
      return;
    case 'REFUNDED':
      await tell(trx, facts, 'buyer', 'refunded', { amount });
      return;
    case 'RELEASED':
      await tell(trx, facts, 'seller', 'paid-out', { amount: amount - fee });
      return;
    case 'SPLIT':
      await tell(trx, facts, 'buyer', 'refunded', { amount: buyerShare });
      await tell(trx, facts, 'seller', 'paid-out', { amount: amount - buyerShare - fee });
      return;
    default:
      return;
  }
}
