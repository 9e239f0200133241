import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startFakeDaraja } from '../../../test/fake-daraja';
import { bookWithMpesa, CALLBACK_SECRET, createMpesaContext, expectLedgerWhole, mpesaPeople, orderAs, pushesFor } from '../../../test/mpesa';

// Callbacks as an attacker, a flaky network or Daraja itself may send them: forged, repeated,
// late, for nothing, with the wrong amount. Each is stored, none moves money it should not.
const { app, db, fake, publicUrl, logFile } = await createMpesaContext();
afterAll(() => fake.close());

const stkUrl = (secret = CALLBACK_SECRET) => `${publicUrl}/api/mpesa/${secret}/stk`;

async function bookedOrder() {
  const { seller, buyer } = await mpesaPeople(app, db);
  const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  return { seller, buyer, orderId, push: pushesFor(fake, orderId)[0]! };
}

function successBody(push: { merchantRequestId: string; checkoutRequestId: string }, { amount = 1500, receipt = 'SFORGED001' } = {}) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: receipt },
            { Name: 'TransactionDate', Value: 20261126143015 },
            { Name: 'PhoneNumber', Value: 254712345678 },
          ],
        },
      },
    },
  };
}

const statusOf = async (token: string, orderId: string) => (await orderAs(app, token, orderId)).json().order.payment.status as string;
const flags = () => db.selectFrom('payment_flags').select(['reason', 'payment_id', 'callback_id']).orderBy('id').execute();

describe('M-Pesa callbacks', () => {
  it('refuse a wrong secret with a 404 that stores and changes nothing', async () => {
    const { buyer, orderId, push } = await bookedOrder();
    const stored = (await db.selectFrom('mpesa_callbacks').select('id').execute()).length;
    for (const secret of ['wrong-secret', CALLBACK_SECRET.slice(0, -1), `${CALLBACK_SECRET}x`, CALLBACK_SECRET.toUpperCase()]) {
      const forged = await fake.sendCallback(stkUrl(secret), successBody(push));
      expect(forged.status).toBe(404);
    }
    expect(await db.selectFrom('mpesa_callbacks').select('id').execute()).toHaveLength(stored);
    expect(await statusOf(buyer.accessToken, orderId)).toBe('AWAITING_PAYMENT');
  });

  it('apply a success once: a repeat changes nothing, and the answer is always Accepted', async () => {
    const { buyer, orderId, push } = await bookedOrder();
    const answers = await Promise.all([1, 2, 3].map(() => fake.sendCallback(stkUrl(), successBody(push, { receipt: 'SREPEAT001' }))));
    for (const answer of answers) expect(answer.status).toBe(200);
    const sent = await fetch(stkUrl(), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(successBody(push, { receipt: 'SREPEAT001' })) });
    expect(await sent.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await statusOf(buyer.accessToken, orderId)).toBe('HELD');
    const outcomes = await db.selectFrom('mpesa_callbacks').select('outcome').where('reference', '=', push.checkoutRequestId).orderBy('id').execute();
    expect(outcomes.map((row) => row.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'paid']);
    await expectLedgerWhole(db, [orderId]);
  });

  it('hold nothing for a wrong amount, and flag it for an administrator', async () => {
    const { buyer, orderId, push } = await bookedOrder();
    await fake.sendCallback(stkUrl(), successBody(push, { amount: 1, receipt: 'SWRONG0001' }));
    expect(await statusOf(buyer.accessToken, orderId)).toBe('AWAITING_PAYMENT');
    expect((await flags()).at(-1)!.reason).toBe('M-Pesa reported 1 for a push of 1500');
    await expectLedgerWhole(db, [orderId]);
  });

  it('flag a callback for nothing we sent, and one we cannot read, without moving any money', async () => {
    const before = await db.selectFrom('payments').select(['id', 'status']).orderBy('id').execute();
    await fake.sendCallback(stkUrl(), successBody({ merchantRequestId: 'm-unknown', checkoutRequestId: 'ws_CO_NOTOURS' }));
    const unreadable = await fake.sendCallback(stkUrl(), { hello: 'world' });
    expect(unreadable.status).toBe(200);
    const stored = await db.selectFrom('mpesa_callbacks').select(['outcome', 'reference']).orderBy('id', 'desc').limit(2).execute();
    expect(stored.map((row) => row.outcome)).toEqual(['unreadable', 'unmatched']);
    expect((await flags()).at(-1)!.reason).toBe('An M-Pesa callback we could not read');
    expect(await db.selectFrom('payments').select(['id', 'status']).orderBy('id').execute()).toEqual(before);
  });

  it('let a late callback add the receipt to a success a status query found, and nothing else', async () => {
    const { buyer, orderId, push } = await bookedOrder();
    fake.dropCallback(push.checkoutRequestId);
    const paid = await fake.approve(push.checkoutRequestId);
    expect(await statusOf(buyer.accessToken, orderId)).toBe('AWAITING_PAYMENT');
    // A minute on, the server asks Daraja what became of the push.
    await db.updateTable('payment_collections').set({ next_query_at: new Date(Date.now() - 1000) }).where('reference', '=', push.checkoutRequestId).execute();
    await app.paymentWorkers.runOnce();
    const found = (await orderAs(app, buyer.accessToken, orderId)).json().order.payment;
    expect(found).toMatchObject({ status: 'HELD', receipt: null });

    await fake.sendCallback(stkUrl(), successBody(push, { receipt: paid.receipt! }));
    const withReceipt = (await orderAs(app, buyer.accessToken, orderId)).json().order.payment;
    expect(withReceipt).toMatchObject({ status: 'HELD', receipt: paid.receipt });
    expect(withReceipt.events.map((event: { status: string }) => event.status)).toEqual(['AWAITING_PAYMENT', 'HELD']);
    await expectLedgerWhole(db, [orderId]);
  });

  it('send back a second payment of an order already paid, and flag it', async () => {
    const { buyer, orderId, push } = await bookedOrder();
    // The buyer was offered a new prompt after a minute without an answer, then approved both.
    await db.updateTable('payment_collections').set({ created_at: new Date(Date.now() - 120_000) }).where('reference', '=', push.checkoutRequestId).execute();
    const again = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/pay`, headers: { authorization: `Bearer ${buyer.accessToken}` }, payload: {} });
    expect(again.statusCode).toBe(202);
    const second = pushesFor(fake, orderId)[1]!;
    await fake.approve(second.checkoutRequestId);
    const first = await fake.approve(push.checkoutRequestId);
    expect(await statusOf(buyer.accessToken, orderId)).toBe('HELD');
    const reversal = fake.reversals.at(-1)!;
    expect(reversal.request).toMatchObject({ TransactionID: first.receipt, Amount: 1500 });
    expect((await flags()).at(-1)!.reason).toContain('A second payment');
    await fake.completeReversal(reversal.originatorConversationId);
    await expectLedgerWhole(db, [orderId]);
  });

  it('apply a callback that arrives before our record of its push', async () => {
    // A fake that delivers each push's success before it answers the push: the server stores the
    // callback before it knows the CheckoutRequestID, and must apply it once it does.
    const instant = await startFakeDaraja({ approveBeforeAnswer: true });
    const racing = await createMpesaContext({ fake: instant });
    try {
      const people = await Promise.all(Array.from({ length: 8 }, () => mpesaPeople(racing.app, racing.db)));
      const booked = await Promise.all(
        people.flatMap(({ seller, buyer }) =>
          [1, 2, 3, 4, 5].map(async () => (await bookWithMpesa(racing.app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string),
        ),
      );
      await vi.waitFor(
        async () => {
          const payments = await racing.db.selectFrom('payments').select('status').where('order_id', 'in', booked).execute();
          expect(payments.filter((payment) => payment.status === 'HELD')).toHaveLength(booked.length);
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(await racing.db.selectFrom('mpesa_callbacks').select('id').where('outcome', '=', 'unmatched').execute()).toEqual([]);
      await expectLedgerWhole(racing.db, booked);
    } finally {
      await instant.close();
    }
  });

  it('never write the callback secret to the log', async () => {
    await bookedOrder();
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('/api/mpesa/[redacted]/stk');
    expect(log).not.toContain(CALLBACK_SECRET);
  });
});
