import { afterAll, describe, expect, it } from 'vitest';
import { bookWithMpesa, createMpesaContext, expectLedgerWhole, mpesaPeople, orderAs, orderStep, pushesFor } from '../../../test/mpesa';

// Paying out and back when M-Pesa is slow, refuses, or never answers: a payout or refund goes
// once, and again only after M-Pesa said the last attempt failed.
const { app, db, fake } = await createMpesaContext();
afterAll(() => fake.close());

async function heldOrder({ viaQuery = false } = {}) {
  const { seller, buyer } = await mpesaPeople(app, db);
  const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  const push = pushesFor(fake, orderId)[0]!;
  if (viaQuery) {
    fake.dropCallback(push.checkoutRequestId);
    await fake.approve(push.checkoutRequestId);
    await db.updateTable('payment_collections').set({ next_query_at: new Date(Date.now() - 1000) }).where('reference', '=', push.checkoutRequestId).execute();
    await app.paymentWorkers.runOnce();
  } else {
    await fake.approve(push.checkoutRequestId);
  }
  return { seller, buyer, orderId };
}

const paymentOf = async (token: string, orderId: string) => (await orderAs(app, token, orderId)).json().order.payment;
const retryNow = (orderId: string) =>
  db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).where('needs_admin_since', 'is', null).execute();

describe('payouts and refunds', () => {
  it('never resend a payout that timed out in M-Pesa’s queue (it may still go): an administrator checks, a late result settles it', async () => {
    const { seller, buyer, orderId } = await heldOrder();
    for (const step of ['accept', 'complete']) await orderStep(app, seller.accessToken, orderId, step);
    await orderStep(app, buyer.accessToken, orderId, 'confirm');
    const payout = fake.payouts.at(-1)!;
    await fake.timeoutPayout(payout.originatorConversationId);
    const transfer = await db.selectFrom('payment_transfers').select('status').where('originator_conversation_id', '=', payout.originatorConversationId).executeTakeFirstOrThrow();
    expect(transfer.status).toBe('UNKNOWN');
    const payoutsBefore = fake.payouts.length;
    await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    await app.paymentWorkers.runOnce();
    expect(fake.payouts).toHaveLength(payoutsBefore);

    await fake.completePayout(payout.originatorConversationId);
    expect((await paymentOf(buyer.accessToken, orderId)).status).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('never resend a payout M-Pesa took but did not answer: an administrator decides, and a late result settles it', async () => {
    const { seller, buyer, orderId } = await heldOrder();
    for (const step of ['accept', 'complete']) await orderStep(app, seller.accessToken, orderId, step);
    const payoutsBefore = fake.payouts.length;
    fake.failNextRequest('/mpesa/b2c/v3/paymentrequest', { hangUp: true });
    await orderStep(app, buyer.accessToken, orderId, 'confirm');
    expect(fake.payouts).toHaveLength(payoutsBefore + 1);
    const waiting = await db.selectFrom('payments').select(['status', 'needs_admin_since']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(waiting.status).toBe('RELEASING');
    expect(waiting.needs_admin_since).not.toBeNull();
    expect((await db.selectFrom('payment_flags').select('reason').orderBy('id', 'desc').executeTakeFirstOrThrow()).reason).toBe(
      'No answer from M-Pesa to a payout: check before sending it again',
    );

    await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    await app.paymentWorkers.runOnce();
    expect(fake.payouts).toHaveLength(payoutsBefore + 1);

    // M-Pesa's result arrives after all: the payout is known to have gone.
    await fake.completePayout(fake.payouts.at(-1)!.originatorConversationId);
    const paid = await db.selectFrom('payments').select(['status', 'needs_admin_since']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(paid).toEqual({ status: 'RELEASED', needs_admin_since: null });
    await expectLedgerWhole(db, [orderId]);
  });

  it('refund by B2C to the paying number when the receipt is unknown (a success found by a status query)', async () => {
    const { seller, buyer, orderId } = await heldOrder({ viaQuery: true });
    expect(await paymentOf(buyer.accessToken, orderId)).toMatchObject({ status: 'HELD', receipt: null });
    const reversalsBefore = fake.reversals.length;
    await orderStep(app, seller.accessToken, orderId, 'reject');
    expect(fake.reversals).toHaveLength(reversalsBefore);
    const refund = fake.payouts.at(-1)!;
    expect(refund.request).toMatchObject({ PartyB: '254712345678', Amount: 1500, Remarks: 'Fundi refund' });
    await fake.completePayout(refund.originatorConversationId);
    expect((await paymentOf(buyer.accessToken, orderId)).status).toBe('REFUNDED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('try a refused reversal again when due, and settle on the next one', async () => {
    const { buyer, orderId } = await heldOrder();
    fake.failNextRequest('/mpesa/reversal/v1/request', { status: 500, body: { requestId: 'r', errorCode: '500.003.02', errorMessage: 'System is busy. Please try again.' } });
    await orderStep(app, buyer.accessToken, orderId, 'cancel');
    const afterRefusal = await db.selectFrom('payments').select(['status', 'failed_attempts']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(afterRefusal).toEqual({ status: 'REFUNDING', failed_attempts: 1 });
    await retryNow(orderId);
    await app.paymentWorkers.runOnce();
    const reversal = fake.reversals.at(-1)!;
    await fake.completeReversal(reversal.originatorConversationId);
    expect((await paymentOf(buyer.accessToken, orderId)).status).toBe('REFUNDED');
    await expectLedgerWhole(db, [orderId]);
  });
});
