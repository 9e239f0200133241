import { afterAll, describe, expect, it } from 'vitest';
import { decide, reportProblem } from '../../../test/disputes';
import { bookWithMpesa, createMpesaContext, expectLedgerWhole, mpesaPeople, orderAs, orderStep, pushesFor } from '../../../test/mpesa';
import { signInAdministrator } from '../../../test/admin';

// Decided disputes paid with M-Pesa through our fake Daraja (test/fake-daraja.ts), whose results
// reach the server over HTTP as Safaricom's do, with a 10% platform fee: a payout by B2C, a
// refund by reversal, and a split's two B2C transfers, one after the other, each retried or
// left to an administrator like any payout.
const { app, db, fake } = await createMpesaContext({ platformFeePercent: 10 });
afterAll(() => fake.close());
const admin = await signInAdministrator(app, db);
const BUYER_NUMBER = '254712345678';

/** A completed job paid by M-Pesa from BUYER_NUMBER, its buyer reporting a problem. */
async function disputedMpesaJob(priceKsh = 1500) {
  const { seller, buyer } = await mpesaPeople(app, db, { priceKsh });
  const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, phone: '0712 345 678' })).json().order.id as string;
  const paid = await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
  for (const step of ['accept', 'start', 'complete']) expect((await orderStep(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
  const reported = await reportProblem(app, buyer.accessToken, orderId);
  expect(reported.statusCode).toBe(201);
  const sellerNumber = (await db.selectFrom('users').select('phone').where('id', '=', seller.id).executeTakeFirstOrThrow()).phone!.replace('+', '');
  return { seller, buyer, orderId, receipt: paid.receipt!, sellerNumber, disputeId: reported.json().dispute.id as string };
}

const statusOf = async (token: string, orderId: string) => (await orderAs(app, token, orderId)).json().order.payment.status as string;
const newPayouts = (before: number) => fake.payouts.slice(before);
const paymentRow = (orderId: string) =>
  db.selectFrom('payments').select(['status', 'failed_attempts', 'needs_admin_since', 'next_attempt_at']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
const dueNow = (orderId: string) => db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
const succeededTransfers = (orderId: string) =>
  db
    .selectFrom('payment_transfers')
    .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
    .select(['payment_transfers.kind', 'payment_transfers.amount_cents'])
    .where('payments.order_id', '=', orderId)
    .where('payment_transfers.status', '=', 'SUCCEEDED')
    .orderBy('payment_transfers.created_at')
    .execute();

describe('a dispute decided, paid with M-Pesa', () => {
  it('for the seller: a B2C payout less the fee to the seller’s number', async () => {
    const { seller, orderId, sellerNumber, disputeId } = await disputedMpesaJob();
    const before = fake.payouts.length;
    expect((await decide(app, admin.accessToken, disputeId, { outcome: 'SELLER' })).json().dispute.payment).toMatchObject({ status: 'RELEASING', fee: 150 });
    const [payout] = newPayouts(before);
    expect(payout!.request).toMatchObject({ CommandID: 'BusinessPayment', Amount: 1350, PartyB: sellerNumber, Remarks: 'Fundi payout' });
    await fake.completePayout(payout!.originatorConversationId);
    expect(await statusOf(seller.accessToken, orderId)).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('for the buyer: the whole payment reversed', async () => {
    const { buyer, orderId, receipt, disputeId } = await disputedMpesaJob();
    const payoutsBefore = fake.payouts.length;
    expect((await decide(app, admin.accessToken, disputeId, { outcome: 'BUYER' })).json().dispute.payment.status).toBe('REFUNDING');
    const reversal = fake.reversals.at(-1)!;
    expect(reversal.request).toMatchObject({ CommandID: 'TransactionReversal', TransactionID: receipt, Amount: 1500 });
    expect(newPayouts(payoutsBefore)).toEqual([]);
    await fake.completeReversal(reversal.originatorConversationId);
    expect(await statusOf(buyer.accessToken, orderId)).toBe('REFUNDED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('split: the buyer’s share by B2C to the number that paid, then the seller’s share less its fee, then SPLIT', async () => {
    const { seller, buyer, orderId, sellerNumber, disputeId } = await disputedMpesaJob(1500);
    const before = fake.payouts.length;
    const decided = await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 500 });
    expect(decided.json().dispute).toMatchObject({ decision: { buyerAmount: 500, sellerAmount: 1000 }, payment: { status: 'SPLITTING', fee: 100 } });
    // One transfer at a time: the buyer's share first.
    const [refund] = newPayouts(before);
    expect(newPayouts(before)).toHaveLength(1);
    expect(refund!.request).toMatchObject({ CommandID: 'BusinessPayment', Amount: 500, PartyB: BUYER_NUMBER, Remarks: 'Fundi refund' });
    await fake.completePayout(refund!.originatorConversationId);
    expect(await statusOf(buyer.accessToken, orderId)).toBe('SPLITTING');

    const [, payout] = newPayouts(before);
    expect(payout!.request).toMatchObject({ Amount: 900, PartyB: sellerNumber, Remarks: 'Fundi payout' });
    await fake.completePayout(payout!.originatorConversationId);
    expect(await statusOf(seller.accessToken, orderId)).toBe('SPLIT');
    // A duplicate result changes nothing.
    await fake.sendCallback(fake.callbacks.at(-1)!.url, fake.callbacks.at(-1)!.body);
    expect(newPayouts(before)).toHaveLength(2);
    expect(await succeededTransfers(orderId)).toEqual([
      { kind: 'REFUND', amount_cents: 50_000 },
      { kind: 'PAYOUT', amount_cents: 90_000 },
    ]);
    await expectLedgerWhole(db, [orderId]);
  });

  it('split: a share M-Pesa refuses is sent again later with a new id, once; one refused three times waits for an administrator', async () => {
    const { seller, orderId, sellerNumber, disputeId } = await disputedMpesaJob(1500);
    const before = fake.payouts.length;
    await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 700 });
    const [firstTry] = newPayouts(before);
    await fake.completePayout(firstTry!.originatorConversationId, { resultCode: 2001 });
    expect(await paymentRow(orderId)).toMatchObject({ status: 'SPLITTING', failed_attempts: 1, needs_admin_since: null });
    // Not before its time...
    await app.paymentWorkers.runOnce();
    expect(newPayouts(before)).toHaveLength(1);
    // ...then once, with its own id.
    await dueNow(orderId);
    await app.paymentWorkers.runOnce();
    await app.paymentWorkers.runOnce();
    const [, secondTry] = newPayouts(before);
    expect(newPayouts(before)).toHaveLength(2);
    expect(secondTry!.request).toMatchObject({ Amount: 700, PartyB: BUYER_NUMBER });
    expect(secondTry!.originatorConversationId).not.toBe(firstTry!.originatorConversationId);
    await fake.completePayout(secondTry!.originatorConversationId);

    // The seller's share (800, less 80) goes next, with its attempts counted afresh.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const sellerPayouts = newPayouts(before).filter((payout) => payout.request.PartyB === sellerNumber);
      expect(sellerPayouts).toHaveLength(attempt);
      expect(sellerPayouts.at(-1)!.request.Amount).toBe(720);
      await fake.completePayout(sellerPayouts.at(-1)!.originatorConversationId, { resultCode: 2001 });
      await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).where('needs_admin_since', 'is', null).execute();
      await app.paymentWorkers.runOnce();
    }
    expect(newPayouts(before).filter((payout) => payout.request.PartyB === sellerNumber)).toHaveLength(3);
    expect(await paymentRow(orderId)).toMatchObject({ status: 'SPLITTING', failed_attempts: 3 });
    expect((await paymentRow(orderId)).needs_admin_since).not.toBeNull();
    const flag = await db.selectFrom('payment_flags').select('reason').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(flag.reason).toMatch(/^Split payout failed 3 times/);
    expect(await statusOf(seller.accessToken, orderId)).toBe('SPLITTING');
    // The buyer was paid back once.
    expect(await succeededTransfers(orderId)).toEqual([{ kind: 'REFUND', amount_cents: 70_000 }]);
    await expectLedgerWhole(db, [orderId]);
  });

  it('split: a share of unknown fate is never sent again; its late result settles it and the other share goes', async () => {
    const { seller, orderId, sellerNumber, disputeId } = await disputedMpesaJob(1000);
    const before = fake.payouts.length;
    await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 250 });
    const [refund] = newPayouts(before);
    await fake.timeoutPayout(refund!.originatorConversationId);
    expect((await paymentRow(orderId)).needs_admin_since).not.toBeNull();
    await dueNow(orderId);
    await app.paymentWorkers.runOnce();
    expect(newPayouts(before)).toHaveLength(1);

    await fake.completePayout(refund!.originatorConversationId);
    const [, payout] = newPayouts(before);
    expect(payout!.request).toMatchObject({ PartyB: sellerNumber, Amount: 750 - 75 });
    await fake.completePayout(payout!.originatorConversationId);
    expect(await statusOf(seller.accessToken, orderId)).toBe('SPLIT');
    expect(await paymentRow(orderId)).toMatchObject({ needs_admin_since: null });
    await expectLedgerWhole(db, [orderId]);
  });
});
