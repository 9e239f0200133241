import { canMovePayment, isMoneyHeld, type PaymentStatus } from '@fundi/shared';
import type { Database } from '../src/db';

/**
 * What is wrong with one payment's ledger (docs/product.md §4), as readable lines: its events
 * are a path of the state diagram from AWAITING_PAYMENT to its status; the money adds up (paid
 * in = paid out + the platform's fee + what is still held + second payments not yet sent
 * back); it was paid out or refunded at most once, never both, and a payout is the amount
 * less the fee.
 */
export async function ledgerProblems(db: Database, paymentId: string): Promise<string[]> {
  const payment = await db.selectFrom('payments').select(['status', 'amount_cents', 'fee_cents']).where('id', '=', paymentId).executeTakeFirstOrThrow();
  const status = payment.status as PaymentStatus;
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
  const transfers = await db.selectFrom('payment_transfers').select(['kind', 'status', 'amount_cents', 'collection_id']).where('payment_id', '=', paymentId).execute();
  const paidIn = sum(collections.filter((collection) => collection.status === 'PAID'));
  const paidOut = sum(transfers.filter((transfer) => transfer.status === 'SUCCEEDED'));
  const fee = status === 'RELEASED' ? payment.fee_cents : 0;
  const held = isMoneyHeld(status) ? payment.amount_cents : 0;
  const returned = new Set(transfers.filter((transfer) => transfer.kind === 'RETURN' && transfer.status === 'SUCCEEDED').map((transfer) => transfer.collection_id));
  const returnsDue = sum(
    collections.filter((collection) => transfers.some((transfer) => transfer.kind === 'RETURN' && transfer.collection_id === collection.id) && !returned.has(collection.id)),
  );
  if (paidIn !== paidOut + fee + held + returnsDue) {
    problems.push(`money in ${paidIn} is not out ${paidOut} + fee ${fee} + held ${held} + second payments due back ${returnsDue}`);
  }

  const settled = transfers.filter((transfer) => transfer.kind !== 'RETURN' && transfer.status === 'SUCCEEDED');
  if (settled.length > 1) problems.push(`paid out or refunded ${settled.length} times`);
  const payout = settled.find((transfer) => transfer.kind === 'PAYOUT');
  if (payout && payout.amount_cents !== payment.amount_cents - payment.fee_cents) problems.push(`a payout of ${payout.amount_cents} for ${payment.amount_cents} less ${payment.fee_cents}`);
  const expected = status === 'RELEASED' ? 'PAYOUT' : status === 'REFUNDED' ? 'REFUND' : undefined;
  if (settled[0]?.kind !== expected) problems.push(`a ${status} payment with ${settled[0]?.kind ?? 'no'} transfer`);
  return problems;
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
