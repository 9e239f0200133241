import { afterAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { tomorrowInNairobi } from '../../../test/marketplace';
import { bookWithMpesa, CALLBACK_SECRET, createMpesaContext, expectLedgerWhole, mpesaPeople, orderAs, orderStep, pushesFor } from '../../../test/mpesa';

// A booking paid by M-Pesa from the PIN prompt to the seller's payout, against our fake Daraja
// on 127.0.0.1 (test/fake-daraja.ts), which calls the server back over HTTP as Safaricom does.
const { app, db, fake } = await createMpesaContext({ platformFeePercent: 10 });
afterAll(() => fake.close());

const waitFor = async (check: () => Promise<boolean> | boolean) => {
  for (let tries = 0; tries < 100; tries += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('waited 2 s in vain');
};

describe('paying a booking with M-Pesa', () => {
  it('holds the money once the buyer enters the PIN, pays the seller less the fee once the buyer confirms', async () => {
    const { seller, buyer } = await mpesaPeople(app, db, { priceKsh: 1500, sellerPhone: '+254722000111' });
    const booked = await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, phone: '0712 345 678' });
    expect(booked.statusCode).toBe(201);
    const orderId = booked.json().order.id as string;
    expect(booked.json().order.payment).toMatchObject({ status: 'AWAITING_PAYMENT', amount: 1500, provider: 'mpesa', phone: '2547•••••678', receipt: null });

    // The push Daraja got: the buyer's number in Daraja's form, whole shillings, our secret callback.
    const [push] = pushesFor(fake, orderId);
    expect(push!.request).toMatchObject({ Amount: 1500, PartyA: '254712345678', PhoneNumber: '254712345678', TransactionDesc: 'Fundi booking' });
    expect(push!.request.CallBackURL).toMatch(new RegExp(`/api/mpesa/${CALLBACK_SECRET}/stk$`));
    expect(booked.json().order.payment.transactionId).toBe(push!.checkoutRequestId);

    // Unpaid, the order is the buyer's alone.
    expect((await orderAs(app, seller.accessToken, orderId)).statusCode).toBe(404);
    expect((await orderStep(app, seller.accessToken, orderId, 'accept')).statusCode).toBe(404);
    const sellerLists = await app.inject({ method: 'GET', url: '/api/seller-orders', headers: bearer(seller.accessToken) });
    expect(sellerLists.json()).toMatchObject({ newOrders: [], newOrdersCount: 0 });

    const approved = await fake.approve(push!.checkoutRequestId);
    const held = (await orderAs(app, buyer.accessToken, orderId)).json().order;
    expect(held.payment).toMatchObject({ status: 'HELD', receipt: approved.receipt, failureReason: null });
    expect((await orderAs(app, seller.accessToken, orderId)).statusCode).toBe(200);

    for (const step of ['accept', 'start', 'complete']) expect((await orderStep(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
    expect(fake.payouts).toHaveLength(0);
    const confirmed = await orderStep(app, buyer.accessToken, orderId, 'confirm');
    expect(confirmed.statusCode).toBe(200);
    // 10% of 1,500 is 150: the seller gets 1,350 by B2C to their account's number.
    expect(confirmed.json().order.payment).toMatchObject({ status: 'RELEASING', fee: 150 });
    const payout = fake.payouts.at(-1)!;
    expect(payout.request).toMatchObject({ CommandID: 'BusinessPayment', Amount: 1350, PartyB: '254722000111' });
    expect(payout.request.ResultURL).toContain(`/api/mpesa/${CALLBACK_SECRET}/b2c/result`);

    await fake.completePayout(payout.originatorConversationId);
    const paid = (await orderAs(app, seller.accessToken, orderId)).json().order;
    expect(paid.payment.status).toBe('RELEASED');
    expect(paid.payment.settledAt).not.toBeNull();
    expect(paid.payment.events.map((event: { status: string }) => event.status)).toEqual(['AWAITING_PAYMENT', 'HELD', 'RELEASING', 'RELEASED']);
    const summary = await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(seller.accessToken) });
    expect(summary.json()).toMatchObject({ asSeller: { held: 0, releasing: 0, released: 1350 }, payoutPhone: '2547•••••111' });
    await expectLedgerWhole(db, [orderId]);
  });

  it('asks for the M-Pesa number when neither the booking nor the account has one, and creates nothing', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const before = await db.selectFrom('orders').select('id').execute();
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer.accessToken),
      payload: { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: tomorrowInNairobi() },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Enter the M-Pesa phone number to pay from');
    const wrongNumber = await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, phone: '020 386 3400' });
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json().error).toBe('Enter a valid M-Pesa number, such as 0712 345 678');
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it.each([
    [1032, 'You cancelled the M-Pesa request.', 'MPESA_CANCELLED'],
    [1037, 'M-Pesa could not reach your phone. Check that it is on and try again.', 'MPESA_PHONE_UNREACHABLE'],
    [1, 'Not enough money in your M-Pesa account.', 'MPESA_NOT_ENOUGH_MONEY'],
    [2001, 'Wrong M-Pesa PIN. Please try again.', 'MPESA_WRONG_PIN'],
    [17, 'M-Pesa payment failed. Please try again.', 'MPESA_FAILED'],
  ])('fails with result %i in the buyer’s words and their code; asking again sends a new prompt, which pays', async (resultCode, reason, code) => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    await fake.fail(pushesFor(fake, orderId)[0]!.checkoutRequestId, resultCode);
    expect((await orderAs(app, buyer.accessToken, orderId)).json().order.payment).toMatchObject({ status: 'FAILED', failureReason: reason, failureCode: code });

    const again = await orderStep(app, buyer.accessToken, orderId, 'pay', 'POST', { phone: '+254 798 000 111' });
    expect(again.statusCode).toBe(202);
    expect(again.json().order.payment).toMatchObject({ status: 'AWAITING_PAYMENT', failureReason: null, failureCode: null, phone: '2547•••••111' });
    const pushes = pushesFor(fake, orderId);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]!.request.PhoneNumber).toBe('254798000111');
    // A second prompt while this one waits for the PIN would only confuse the phone.
    const tooSoon = await orderStep(app, buyer.accessToken, orderId, 'pay', 'POST', {});
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().error).toBe('M-Pesa is still waiting for your PIN. Try again in a minute.');

    await fake.approve(pushes[1]!.checkoutRequestId);
    expect((await orderAs(app, buyer.accessToken, orderId)).json().order.payment.status).toBe('HELD');
    const paidAgain = await orderStep(app, buyer.accessToken, orderId, 'pay', 'POST', {});
    expect(paidAgain.json().error).toBe('This order is already paid');
    await expectLedgerWhole(db, [orderId]);
  });

  it('lets only the buyer pay or confirm, and someone else’s order is not found', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const stranger = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    await fake.fail(pushesFor(fake, orderId)[0]!.checkoutRequestId, 1032);
    expect((await orderStep(app, stranger.buyer.accessToken, orderId, 'pay', 'POST', {})).statusCode).toBe(404);
    expect((await orderStep(app, stranger.buyer.accessToken, orderId, 'confirm')).statusCode).toBe(404);
    expect((await orderAs(app, stranger.buyer.accessToken, orderId)).statusCode).toBe(404);
    expect(pushesFor(fake, orderId)).toHaveLength(1);
  });

  it('refunds a rejected booking by reversing the buyer’s payment', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    const paid = await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
    expect((await orderStep(app, seller.accessToken, orderId, 'reject')).json().order.payment.status).toBe('REFUNDING');
    const reversal = fake.reversals.at(-1)!;
    expect(reversal.request).toMatchObject({ CommandID: 'TransactionReversal', TransactionID: paid.receipt, Amount: 1500, RecieverIdentifierType: '11' });
    await fake.completeReversal(reversal.originatorConversationId);
    expect((await orderAs(app, buyer.accessToken, orderId)).json().order.payment.status).toBe('REFUNDED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('cancels an unpaid booking without asking M-Pesa for anything, and a payment that arrives later goes back', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    const requestsBefore = fake.requests.length;
    const reversalsBefore = fake.reversals.length;
    const cancelled = await orderStep(app, buyer.accessToken, orderId, 'cancel');
    expect(cancelled.json().order).toMatchObject({ status: 'CANCELLED', payment: { status: 'FAILED', failureReason: 'The booking was cancelled before it was paid.', failureCode: 'PAYMENT_BOOKING_CANCELLED' } });
    expect(fake.requests.slice(requestsBefore)).toEqual([]);

    // The buyer entered the PIN anyway: the money is held, then sent straight back.
    await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
    expect((await orderAs(app, buyer.accessToken, orderId)).json().order.payment.status).toBe('REFUNDING');
    expect(fake.reversals).toHaveLength(reversalsBefore + 1);
    await fake.completeReversal(fake.reversals.at(-1)!.originatorConversationId);
    await waitFor(async () => (await orderAs(app, buyer.accessToken, orderId)).json().order.payment.status === 'REFUNDED');
    expect((await orderAs(app, seller.accessToken, orderId)).statusCode).toBe(404);
    await expectLedgerWhole(db, [orderId]);
  });

  it('marks the payment failed with a clear reason when M-Pesa refuses the push', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    fake.failNextRequest('/mpesa/stkpush/v1/processrequest', { status: 400, body: { requestId: 'x', errorCode: '400.002.02', errorMessage: 'Bad Request - Invalid PhoneNumber' } });
    const booked = await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    expect(booked.statusCode).toBe(201);
    expect(booked.json().order.payment).toMatchObject({ status: 'FAILED', failureReason: 'M-Pesa could not be reached. Please try again.', failureCode: 'MPESA_NOT_REACHED' });
    await expectLedgerWhole(db, [booked.json().order.id]);
  });
});
