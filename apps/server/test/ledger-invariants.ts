import { canMovePayment, isMoneyHeld, type PaymentStatus } from '@fundi/shared';
import type { Database } from '../src/db';

type Transfer = { kind: string; status: string; amount_cents: number; collection_id: string | null };
type Payment = { status: PaymentStatus; amount_cents: number; fee_cents: number; buyer_share_cents: number | null };

/**
 * What is wrong with one payment's ledger (docs/product.md §4), as readable lines: its events
 * are a path of the state diagram from AWAITING_PAYMENT to its status; the money adds up (paid
 * in = paid out + the platform's fee + what is still held + second payments not yet sent
 * back); it was paid out exactly as its status says (a payout of the amount less the fee, a
 * refund of the amount, or a split's two shares), never more; and a dispute agrees with it.
 */
export async function ledgerProblems(db: Database, paymentId: string): Promise<string[]> {
  const row = await db
    .selectFrom('payments')
    .select(['order_id', 'status', 'amount_cents', 'fee_cents', 'buyer_share_cents'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const payment: Payment = { ...row, status: row.status as PaymentStatus };
  const { status } = payment;
  const problems: string[] = [];

  const events = (await db.selectFrom('payment_events').select('status').where('payment_id', '=', paymentId).orderBy('id').execute()).map(
    (event) => event.status as PaymentStatus,
  );
  if (events[0] !== 'AWAITING_PAYMENT') problems.push(`payment history starts at ${events[0] ?? 'nothing'}`);
  events.slice(1).forEach((to, index) => {
    if (!canMovePayment(events[index]!, to)) problems.push(`payment step ${events[index]} -> ${to} is not in the diagram`);
  });
  if (events.at(-1) !== status) problems.push(`payment history ends at ${events.at(-1)} but the payment is ${status}`);

  const collections = await db.selectFrom('payment_collections').select(['id', 'status', 'amount_cents']).where('payment_id', '=', paymentId).execute();
  const transfers: Transfer[] = await db.selectFrom('payment_transfers').select(['kind', 'status', 'amount_cents', 'collection_id']).where('payment_id', '=', paymentId).execute();
  const settled = transfers.filter((transfer) => transfer.kind !== 'RETURN' && transfer.status === 'SUCCEEDED');
  const paidIn = sum(collections.filter((collection) => collection.status === 'PAID'));
  const paidOut = sum(transfers.filter((transfer) => transfer.status === 'SUCCEEDED'));
  const fee = status === 'RELEASED' || status === 'SPLIT' ? payment.fee_cents : 0;
  // A split under way has sent one share: the rest (the other share, and the fee) is still here.
  const held = isMoneyHeld(status) ? payment.amount_cents - sum(settled) : 0;
  const returned = new Set(transfers.filter((transfer) => transfer.kind === 'RETURN' && transfer.status === 'SUCCEEDED').map((transfer) => transfer.collection_id));
  const returnsDue = sum(
    collections.filter((collection) => transfers.some((transfer) => transfer.kind === 'RETURN' && transfer.collection_id === collection.id) && !returned.has(collection.id)),
  );
  if (paidIn !== paidOut + fee + held + returnsDue) {
    problems.push(`money in ${paidIn} is not out ${paidOut} + fee ${fee} + held ${held} + second payments due back ${returnsDue}`);
  }

  problems.push(...settlementProblems(payment, settled));
  problems.push(...(await disputeProblems(db, row.order_id, payment, events)));
  return problems;
}

/**
 * The transfers that went through are exactly what the status says: none while the money is
 * held (a split under way: at most one of its shares), one payout of the amount less the fee,
 * one refund of the amount, or a split's refund of the buyer's share and payout of the rest
 * less the fee.
 */
function settlementProblems(payment: Payment, settled: Transfer[]): string[] {
  const { status, amount_cents: amount, fee_cents: fee } = payment;
  const share = payment.buyer_share_cents;
  const isSplit = status === 'SPLITTING' || status === 'SPLIT';
  if (isSplit && (share === null || share < 100 || share > amount - 100)) return [`a ${status} payment of ${amount} with a buyer's share of ${share}`];
  const expected: Record<string, number> =
    status === 'RELEASED' ? { PAYOUT: amount - fee } : status === 'REFUNDED' ? { REFUND: amount } : isSplit ? { REFUND: share!, PAYOUT: amount - share! - fee } : {};
  const problems: string[] = [];
  for (const kind of ['PAYOUT', 'REFUND']) {
    const sent = settled.filter((transfer) => transfer.kind === kind);
    if (sent.length > 1) problems.push(`${sent.length} ${kind} transfers went through`);
    if (sent[0] && sent[0].amount_cents !== expected[kind]) problems.push(`a ${status} payment with a ${kind} of ${sent[0].amount_cents} (expected ${expected[kind] ?? 'none'})`);
    if (!sent[0] && expected[kind] !== undefined && status !== 'SPLITTING' && settled.length > 0) problems.push(`a ${status} payment with no ${kind}`);
  }
  const isSettled = status === 'RELEASED' || status === 'REFUNDED' || status === 'SPLIT';
  if (isSettled && settled.length === 0) problems.push(`a ${status} payment with no transfer`);
  if (status === 'SPLITTING' && settled.length > 1) problems.push('a split with both shares sent is still SPLITTING');
  return problems;
}

const stepOfOutcome: Record<string, PaymentStatus> = { SELLER: 'RELEASING', BUYER: 'REFUNDING', SPLIT: 'SPLITTING' };

/**
 * A payment that went DISPUTED has its order's dispute: open while the payment waits, decided
 * once it moved on, by the step of its outcome, a split with the buyer's share it decided.
 */
async function disputeProblems(db: Database, orderId: string, payment: Payment, events: PaymentStatus[]): Promise<string[]> {
  const dispute = await db.selectFrom('disputes').select(['status', 'outcome', 'buyer_amount_cents']).where('order_id', '=', orderId).executeTakeFirst();
  const disputedAt = events.indexOf('DISPUTED');
  if (disputedAt === -1) return dispute ? [`a dispute (${dispute.status}) about a payment that was never DISPUTED`] : [];
  if (!dispute) return ['a DISPUTED payment without a dispute'];
  const stepAfter = events[disputedAt + 1];
  if (stepAfter === undefined) return dispute.status === 'OPEN' ? [] : [`a ${dispute.status} dispute whose payment is still DISPUTED`];
  if (dispute.status !== 'DECIDED' || stepOfOutcome[dispute.outcome ?? ''] !== stepAfter) return [`a dispute ${dispute.status} (${dispute.outcome}) whose payment went ${stepAfter}`];
  if (dispute.outcome === 'SPLIT' && dispute.buyer_amount_cents !== payment.buyer_share_cents) {
    return [`a split decided as ${dispute.buyer_amount_cents} to the buyer but paid as ${payment.buyer_share_cents}`];
  }
  return [];
}

/** Every payment's ledger, and the money in total (docs/product.md §4). */
export async function allLedgerProblems(db: Database): Promise<string[]> {
  const payments = await db.selectFrom('payments').select('id').execute();
  const problems = await Promise.all(payments.map(async (payment) => (await ledgerProblems(db, payment.id)).map((problem) => `${payment.id}: ${problem}`)));
  return problems.flat();
}

function sum(rows: Array<{ amount_cents: number }>): number {
  return rows.reduce((total, row) => total + row.amount_cents, 0);
}
