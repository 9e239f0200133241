import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { asAdmin, signInAdministrator } from '../../../test/admin';
import { bookWithMpesa, CALLBACK_SECRET, createMpesaContext, expectLedgerWhole, mpesaPeople, orderStep, pushesFor } from '../../../test/mpesa';

// What an administrator does about money the server stopped moving: a payout failed three
// times, or one whose fate is unknown, is sent again once they have checked, exactly once;
// flags about money are resolved with a reason. Every action is recorded.
const { app, db, fake, publicUrl } = await createMpesaContext();
afterAll(() => fake.close());
const admin = await signInAdministrator(app, db);

const waiting = async () => {
  const answer = await asAdmin(app, admin.accessToken, 'GET', '/api/admin/payments');
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { payments: Array<Record<string, unknown> & { orderId: string }>; flags: Array<Record<string, unknown> & { id: string; orderId: string | null }> };
};
const retry = (orderId: string, reason = 'Checked with M-Pesa: it did not go') => asAdmin(app, admin.accessToken, 'POST', `/api/admin/payments/${orderId}/retry`, { reason });
const resolve = (flagId: string, reason = 'Checked with M-Pesa') => asAdmin(app, admin.accessToken, 'PUT', `/api/admin/flags/${flagId}/resolve`, { reason });
const paymentRow = (orderId: string) => db.selectFrom('payments').select(['status', 'failed_attempts', 'needs_admin_since']).where('order_id', '=', orderId).executeTakeFirstOrThrow();

/** A job done and confirmed by its buyer: the payout has gone to M-Pesa once. */
async function confirmedJob() {
  const { seller, buyer } = await mpesaPeople(app, db);
  const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
  for (const step of ['accept', 'complete']) expect((await orderStep(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
  expect((await orderStep(app, buyer.accessToken, orderId, 'confirm')).statusCode).toBe(200);
  const phone = (await db.selectFrom('users').select('phone').where('id', '=', seller.id).executeTakeFirstOrThrow()).phone!.replace('+', '');
  return { seller, buyer, orderId, payouts: () => fake.payouts.filter((payout) => payout.request.PartyB === phone) };
}

/** A payout M-Pesa refused three times: the server stops and waits for an administrator. */
async function payoutFailedThreeTimes() {
  const job = await confirmedJob();
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await fake.completePayout(job.payouts().at(-1)!.originatorConversationId, { resultCode: 2001 });
    await db.updateTable('payments').set({ next_attempt_at: new Date(Date.now() - 1000) }).where('order_id', '=', job.orderId).where('needs_admin_since', 'is', null).execute();
    await app.paymentWorkers.runOnce();
  }
  expect(job.payouts()).toHaveLength(3);
  return job;
}

describe('payments waiting for an administrator', () => {
  it('lists a payout failed three times with its people, its last attempt and its flag', async () => {
    const { seller, buyer, orderId } = await payoutFailedThreeTimes();
    const { payments, flags } = await waiting();
    expect(payments.find((payment) => payment.orderId === orderId)).toEqual({
      orderId,
      serviceTitle: expect.stringMatching(/^M-Pesa job/),
      status: 'RELEASING',
      amount: 1500,
      fee: 0,
      buyer: { id: buyer.id, name: 'Wanjiru the Buyer', email: buyer.email, phone: null },
      seller: { id: seller.id, name: 'Otieno the Plumber', email: seller.email, phone: expect.stringMatching(/^\+2547/) },
      waitingSince: expect.any(String),
      failedAttempts: 3,
      lastAttempt: { kind: 'PAYOUT', status: 'FAILED', result: expect.any(String), at: expect.any(String) },
    });
    expect(flags.filter((flag) => flag.orderId === orderId)).toEqual([
      { id: expect.any(String), reason: expect.stringMatching(/^Payout failed 3 times/), createdAt: expect.any(String), orderId, callback: null, resolvedAt: null, resolution: null },
    ]);
  });

  it('sends a payout failed three times again, exactly once, and records who did it and why', async () => {
    const { orderId, payouts } = await payoutFailedThreeTimes();
    const answer = await retry(orderId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ payment: null, message: 'Payout sent again' });
    expect(payouts()).toHaveLength(4);
    expect(await paymentRow(orderId)).toEqual({ status: 'RELEASING', failed_attempts: 0, needs_admin_since: null });
    expect((await waiting()).payments.map((payment) => payment.orderId)).not.toContain(orderId);

    // Nothing more goes while M-Pesa works on it, whoever asks.
    await app.paymentWorkers.runOnce();
    const again = await retry(orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This payment is not waiting for an administrator', code: 'PAYMENT_NOT_WAITING_FOR_ADMIN' });
    expect(payouts()).toHaveLength(4);

    await fake.completePayout(payouts().at(-1)!.originatorConversationId);
    expect((await paymentRow(orderId)).status).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);
    const recorded = await db.selectFrom('admin_actions').select(['admin_id', 'action', 'subject_type', 'reason', 'details']).where('subject_id', '=', orderId).execute();
    expect(recorded).toEqual([
      {
        admin_id: admin.id,
        action: 'retry-payment',
        subject_type: 'payment',
        reason: 'Checked with M-Pesa: it did not go',
        details: { paymentId: expect.any(String), status: 'RELEASING', failedAttempts: 3, attemptsMarkedFailed: [] },
      },
    ]);
  });

  it('records an attempt of unknown fate as failed once an administrator checked, then sends it again once', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    await fake.approve(pushesFor(fake, orderId)[0]!.checkoutRequestId);
    for (const step of ['accept', 'complete']) await orderStep(app, seller.accessToken, orderId, step);
    const payoutsBefore = fake.payouts.length;
    // M-Pesa takes the payout but the answer never arrives: it may have gone.
    fake.failNextRequest('/mpesa/b2c/v3/paymentrequest', { hangUp: true });
    await orderStep(app, buyer.accessToken, orderId, 'confirm');
    const unknown = fake.payouts.at(-1)!;
    const listed = (await waiting()).payments.find((payment) => payment.orderId === orderId);
    expect(listed).toMatchObject({ failedAttempts: 0, lastAttempt: { kind: 'PAYOUT', status: 'UNKNOWN' } });

    expect((await retry(orderId)).statusCode).toBe(200);
    expect(fake.payouts).toHaveLength(payoutsBefore + 2);
    const first = await db.selectFrom('payment_transfers').select(['status', 'result_desc']).where('originator_conversation_id', '=', unknown.originatorConversationId).executeTakeFirstOrThrow();
    expect(first).toEqual({ status: 'FAILED', result_desc: 'An administrator checked: it did not go' });
    const action = await db.selectFrom('admin_actions').select('details').where('subject_id', '=', orderId).executeTakeFirstOrThrow();
    expect(action.details).toMatchObject({ attemptsMarkedFailed: [expect.any(String)] });

    await fake.completePayout(fake.payouts.at(-1)!.originatorConversationId);
    expect((await paymentRow(orderId)).status).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);

    // The administrator was wrong: M-Pesa's result says the first attempt went through after all.
    // Nothing moves, and someone is asked to look at a seller who may have been paid twice.
    await fake.completePayout(unknown.originatorConversationId);
    const flags = await db.selectFrom('payment_flags').innerJoin('payments', 'payments.id', 'payment_flags.payment_id').select('reason').where('payments.order_id', '=', orderId).execute();
    expect(flags.map((flag) => flag.reason)).toContain('M-Pesa reports a transfer went through that was recorded as failed: check whether it was paid twice');
    expect(await db.selectFrom('payment_transfers').select('status').where('originator_conversation_id', '=', unknown.originatorConversationId).executeTakeFirstOrThrow()).toEqual({ status: 'FAILED' });
    expect((await paymentRow(orderId)).status).toBe('RELEASED');
  });

  it('refuses a payment that is not waiting (or whose attempt is still under way), and an order that does not exist', async () => {
    const { orderId, payouts } = await confirmedJob();
    const notWaiting = await retry(orderId);
    expect(notWaiting.statusCode).toBe(409);
    expect(notWaiting.json().code).toBe('PAYMENT_NOT_WAITING_FOR_ADMIN');
    // Waiting, but M-Pesa took the attempt and its result has not come: a second would pay twice.
    await db.updateTable('payments').set({ needs_admin_since: new Date() }).where('order_id', '=', orderId).execute();
    expect((await retry(orderId)).statusCode).toBe(409);
    expect(payouts()).toHaveLength(1);

    const missing = await retry(randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ORDER_NOT_FOUND');
    expect(await db.selectFrom('admin_actions').select('id').where('subject_id', '=', orderId).execute()).toEqual([]);
  });
});

describe('payment flags', () => {
  it('show a flagged callback with its body as it arrived, and are resolved once, with the reason recorded', async () => {
    const { seller, buyer } = await mpesaPeople(app, db);
    const orderId = (await bookWithMpesa(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    const push = pushesFor(fake, orderId)[0]!;
    const body = {
      Body: {
        stkCallback: {
          MerchantRequestID: push.merchantRequestId,
          CheckoutRequestID: push.checkoutRequestId,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: { Item: [{ Name: 'Amount', Value: 1 }, { Name: 'MpesaReceiptNumber', Value: 'SWRONG0001' }] },
        },
      },
    };
    await fake.sendCallback(`${publicUrl}/api/mpesa/${CALLBACK_SECRET}/stk`, body);
    const flag = (await waiting()).flags.find((candidate) => candidate.orderId === orderId)!;
    expect(flag).toMatchObject({ reason: 'M-Pesa reported 1 for a push of 1500', callback: { id: expect.any(String), kind: 'stk', body, receivedAt: expect.any(String) } });

    const resolved = await resolve(flag.id, 'A test payment of 1 shilling; refunded by hand');
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().flag).toMatchObject({ id: flag.id, resolvedAt: expect.any(String), resolution: 'A test payment of 1 shilling; refunded by hand' });
    expect((await waiting()).flags.map((candidate) => candidate.id)).not.toContain(flag.id);
    const row = await db.selectFrom('payment_flags').select('resolved_by').where('id', '=', Number(flag.id)).executeTakeFirstOrThrow();
    expect(row.resolved_by).toBe(admin.id);

    const twice = await resolve(flag.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This flag has already been resolved', code: 'FLAG_ALREADY_RESOLVED' });
    const recorded = await db.selectFrom('admin_actions').select(['action', 'subject_type', 'reason']).where('subject_id', '=', flag.id).where('subject_type', '=', 'flag').execute();
    expect(recorded).toEqual([{ action: 'resolve-flag', subject_type: 'flag', reason: 'A test payment of 1 shilling; refunded by hand' }]);
  });

  it('answers 404 for a flag that does not exist (400 for what cannot be a flag’s number), and resolves one of two racing administrators', async () => {
    const missing = await resolve('999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Flag not found', code: 'FLAG_NOT_FOUND' });
    for (const id of ['0', 'abc', '1.5', '99999999999999999999']) {
      const answer = await resolve(id);
      expect(answer.statusCode, id).toBe(400);
      expect(answer.json().code).toBe('FLAG_NOT_FOUND');
    }
    const { id } = await db.insertInto('payment_flags').values({ reason: 'A callback for nothing we know' }).returning('id').executeTakeFirstOrThrow();
    const answers = await Promise.all([resolve(String(id)), resolve(String(id))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});
