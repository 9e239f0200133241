import { afterAll, describe, expect, it } from 'vitest';
import { bookWithMpesa, createMpesaContext, expectLedgerWhole, mpesaPeople, orderAs, orderStep, pushesFor } from '../../../test/mpesa';

// What the server does with money when nobody asks, run by every instance. Two instances share
// one PostgreSQL here and run their workers at the same moment: each payment is moved by one.
const first = await createMpesaContext();
const second = await createMpesaContext({ fake: first.fake, databaseUrl: first.databaseUrl });
const { app, db, fake } = first;
afterAll(() => fake.close());

const paymentOf = async (orderId: string) => (await orderAs(app, buyerToken.get(orderId)!, orderId)).json().order.payment;
const buyerToken = new Map<string, string>();
const bothInstances = () => Promise.all([first.app.paymentWorkers.runOnce(), second.app.paymentWorkers.runOnce()]);

async function paidAndCompleted() {
  const { seller, buyer } = await mpesaPeople(app, db);
  const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  buyerToken.set(orderId, buyer.accessToken);
  await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
  for (const step of ['accept', 'start', 'complete']) expect((await orderStep(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
  return { seller, buyer, orderId };
}

const payoutsOf = (sellerPhone: string) => fake.payouts.filter((payout) => payout.request.PartyB === sellerPhone.replace('+', ''));

describe('the payment workers', () => {
  it('pay the seller once the release time has passed, once, though two instances run at once', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => paidAndCompleted()));
    const payoutsBefore = fake.payouts.length;
    await bothInstances();
    expect(fake.payouts).toHaveLength(payoutsBefore);

    await db.updateTable('payments').set({ release_at: new Date(Date.now() - 1000) }).where('order_id', 'in', orders.map((order) => order.orderId)).execute();
    await bothInstances();
    await bothInstances();
    for (const order of orders) {
      const phone = (await db.selectFrom('users').select('phone').where('id', '=', order.seller.id).executeTakeFirstOrThrow()).phone!;
      const payouts = payoutsOf(phone);
      expect(payouts).toHaveLength(1);
      await fake.completePayout(payouts[0]!.originatorConversationId);
      expect((await paymentOf(order.orderId)).status).toBe('RELEASED');
    }
    await expectLedgerWhole(db, orders.map((order) => order.orderId));
  });

  it('cancel a booking left unpaid for 30 minutes, once', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    buyerToken.set(orderId, buyer.accessToken);
    await bothInstances();
    expect((await orderAs(app, buyer.accessToken, orderId)).json().order.status).toBe('PENDING');

    await db.updateTable('payments').set({ created_at: new Date(Date.now() - 31 * 60_000) }).where('order_id', '=', orderId).execute();
    await bothInstances();
    const order = (await orderAs(app, buyer.accessToken, orderId)).json().order;
    expect(order).toMatchObject({ status: 'CANCELLED', payment: { status: 'FAILED', failureReason: 'Cancelled: not paid within 30 minutes', failureCode: 'PAYMENT_TIMED_OUT' } });
    const steps = await db.selectFrom('order_events').select(['to_status', 'actor_id']).where('order_id', '=', orderId).orderBy('id').execute();
    expect(steps).toEqual([
      { to_status: 'PENDING', actor_id: buyer.id },
      { to_status: 'CANCELLED', actor_id: null },
    ]);
    await expectLedgerWhole(db, [orderId]);
  });

  it('ask Daraja about a push that never called back, again while it is in progress, and record a failure it finds', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    buyerToken.set(orderId, buyer.accessToken);
    const push = pushesFor(fake, orderId)[0]!;
    const dueNow = () => db.updateTable('payment_collections').set({ next_query_at: new Date(Date.now() - 1000) }).where('reference', '=', push.checkoutRequestId).execute();
    const queries = () => fake.requests.filter((request) => request.path === '/mpesa/stkpushquery/v1/query').length;

    const before = queries();
    await dueNow();
    await bothInstances();
    expect(queries()).toBe(before + 1);
    expect((await paymentOf(orderId)).status).toBe('AWAITING_PAYMENT');
    // Not yet due again: nobody asks.
    await bothInstances();
    expect(queries()).toBe(before + 1);

    fake.dropCallback(push.checkoutRequestId);
    await fake.fail(push.checkoutRequestId, 1037);
    await dueNow();
    await bothInstances();
    expect(await paymentOf(orderId)).toMatchObject({ status: 'FAILED', failureReason: 'M-Pesa could not reach your phone. Check that it is on and try again.', failureCode: 'MPESA_PHONE_UNREACHABLE' });
    await expectLedgerWhole(db, [orderId]);
  });

  it('try a failed payout again later with a new id, and after the third failure leave it to an administrator', async () => {
    const { seller, buyer, orderId } = await paidAndCompleted();
    expect((await orderStep(app, buyer.accessToken, orderId, 'confirm')).statusCode).toBe(200);
    const phone = (await db.selectFrom('users').select('phone').where('id', '=', seller.id).executeTakeFirstOrThrow()).phone!;

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const payouts = payoutsOf(phone);
      expect(payouts).toHaveLength(attempt);
      await fake.completePayout(payouts.at(-1)!.originatorConversationId, { resultCode: 2001 });
      // Nothing goes again before its time...
      await bothInstances();
      expect(payoutsOf(phone)).toHaveLength(attempt);
      // ...and once it is due, exactly one new attempt with its own id.
      await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).where('needs_admin_since', 'is', null).execute();
      await bothInstances();
    }
    const payouts = payoutsOf(phone);
    expect(payouts).toHaveLength(3);
    expect(new Set(payouts.map((payout) => payout.originatorConversationId)).size).toBe(3);
    const payment = await db.selectFrom('payments').select(['status', 'failed_attempts', 'needs_admin_since']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'RELEASING', failed_attempts: 3 });
    expect(payment.needs_admin_since).not.toBeNull();
    const flag = await db.selectFrom('payment_flags').select('reason').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(flag.reason).toMatch(/^Payout failed 3 times/);
    await expectLedgerWhole(db, [orderId]);
  });

  it('hold a payout until a seller without an M-Pesa number adds one', async () => {
    const { seller, buyer } = await mpesaPeople(app, db, { sellerPhone: null });
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    buyerToken.set(orderId, buyer.accessToken);
    await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
    for (const step of ['accept', 'start', 'complete']) await orderStep(app, seller.accessToken, orderId, step);
    const payoutsBefore = fake.payouts.length;
    await orderStep(app, buyer.accessToken, orderId, 'confirm');
    expect(fake.payouts).toHaveLength(payoutsBefore);
    expect((await paymentOf(orderId)).status).toBe('RELEASING');

    await db.updateTable('users').set({ phone: '+254733445566' }).where('id', '=', seller.id).execute();
    await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', orderId).execute();
    await bothInstances();
    expect(payoutsOf('+254733445566')).toHaveLength(1);
    await fake.completePayout(payoutsOf('+254733445566')[0]!.originatorConversationId);
    expect((await paymentOf(orderId)).status).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);
  });
});
