import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@fundi/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, strongPassword } from '../../../test/auth-helpers';
import { startFakeAfricasTalking } from '../../../test/fake-africas-talking';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';
import { givePhone, noticesOf, randomMobile, valuesIn } from '../../../test/notifications';
import { notify } from '../../lib/notifications/notify';
import { notificationTexts } from '../../notification-texts';

// Sending the outbox through Africa's Talking over real HTTP (a fake of it on 127.0.0.1): what
// happens while it is down, when it refuses a number for good, when two instances send at the
// same moment, and what its callbacks (delivery reports, opt-outs) change.
const CALLBACK_SECRET = 'sms-callback-secret-0123456789abcdef';
const fake = await startFakeAfricasTalking();
afterAll(() => fake.close());
const sms = { username: fake.username, apiKey: fake.apiKey, baseUrl: fake.url, callbackSecret: CALLBACK_SECRET };
const first = await createTestContext({ sms });
const second = await createTestContext({ databaseUrl: first.databaseUrl, sms });
const { app, db } = first;
await app.listen({ port: 0, host: '127.0.0.1' });
const serverUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const deliveryReports = `${serverUrl}/api/sms/${CALLBACK_SECRET}/delivery-reports`;
const optOuts = `${serverUrl}/api/sms/${CALLBACK_SECRET}/opt-outs`;
const sendDue = () => app.notificationWorkers.runOnce();

const newMessageSms = notificationTexts('en').events['new-message'].sms;

async function personWithPhone(name = 'Baraka Mwangi') {
  const account = await createBuyer(app, name);
  return { ...account, phone: await givePhone(db, account.id, 'en') };
}

/** A message to someone away, which writes them a notice by SMS and by e-mail. */
async function messageTo(sender: { accessToken: string }, receiverId: string) {
  const sent = await app.inject({ method: 'POST', url: '/api/messages', headers: bearer(sender.accessToken), payload: { receiverId, content: 'Are you free on Friday?' } });
  expect(sent.statusCode, sent.body).toBe(201);
}

const smsNoticesOf = (userIds: string[]) =>
  db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'status', 'attempts', 'last_error', 'next_attempt_at', 'provider_message_id', 'provider_status', 'delivery_status', 'delivery_failure', 'delivered_at'])
    .where('user_id', 'in', userIds)
    .where('channel', '=', 'sms')
    .orderBy('created_at')
    .execute();

/** Makes waiting notices due now, as time passing would. */
const makeDue = (userIds: string[]) => db.updateTable('notifications').set({ next_attempt_at: sql<Date>`now()` }).where('user_id', 'in', userIds).execute();

const secondsFromNow = (at: Date | null) => (at!.getTime() - Date.now()) / 1000;

/**
 * Runs both at the same moment: they start while another transaction holds the outbox table
 * (EXCLUSIVE: plain reads pass, row locks and updates wait), and are let go together once both
 * wait on it, so their statements to take due notices run side by side.
 */
async function bothAtOnce<T>(one: () => Promise<T>, other: () => Promise<T>): Promise<[T, T]> {
  let both: Promise<[T, T]> | undefined;
  await db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE notifications IN EXCLUSIVE MODE`.execute(trx);
    both = Promise.all([one(), other()]);
    both.catch(() => undefined);
    for (let waited = 0; waited < 5000; waited += 10) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
      `.execute(db);
      if (rows[0]!.waiting >= 2) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the two instances never both waited for the outbox');
  });
  return both!;
}

function postForm(url: string, body: string) {
  return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
}

describe("sending SMS through Africa's Talking", () => {
  it('keeps each SMS waiting while the provider is down, and sends each exactly once when it is back', async () => {
    const sender = await createBuyer(app, 'Amina Njeri');
    const receivers = [await personWithPhone(), await personWithPhone(), await personWithPhone()];
    const ids = receivers.map((receiver) => receiver.id);
    for (const receiver of receivers) await messageTo(sender, receiver.id);
    const sentBefore = fake.sent.length;

    await fake.goDown('http-500');
    await sendDue();
    expect(fake.sent).toHaveLength(sentBefore);
    for (const notice of await smsNoticesOf(ids)) {
      expect(notice).toMatchObject({ status: 'PENDING', attempts: 1, last_error: "Africa's Talking answered HTTP 500", provider_message_id: null });
      expect(secondsFromNow(notice.next_attempt_at)).toBeGreaterThan(20);
    }
    // The e-mails do not wait for the SMS.
    for (const id of ids) expect((await noticesOf(db, id)).find((notice) => notice.channel === 'email')?.status).toBe('SENT');
    // Not due yet: nobody asks the provider again.
    const requestsWhileWaiting = fake.requests;
    await sendDue();
    expect(fake.requests).toBe(requestsWhileWaiting);

    await fake.goDown('refuse');
    await makeDue(ids);
    await sendDue();
    expect(fake.sent).toHaveLength(sentBefore);
    for (const notice of await smsNoticesOf(ids)) {
      expect(notice).toMatchObject({ status: 'PENDING', attempts: 2, last_error: "Africa's Talking could not be reached (ECONNREFUSED)" });
      // Further apart after each failure.
      expect(secondsFromNow(notice.next_attempt_at)).toBeGreaterThan(60);
    }

    await fake.comeBack();
    await sendDue();
    expect(fake.sent).toHaveLength(sentBefore);
    await makeDue(ids);
    await sendDue();
    await sendDue();
    await Promise.all([sendDue(), second.app.notificationWorkers.runOnce()]);

    expect(fake.sent).toHaveLength(sentBefore + receivers.length);
    const notices = await smsNoticesOf(ids);
    for (const receiver of receivers) {
      const received = fake.sent.filter((each) => each.to === receiver.phone);
      expect(received).toHaveLength(1);
      expect(valuesIn(newMessageSms, received[0]!.message)).toEqual({ sender: 'Amina', link: 'http://localhost:3000/messages' });
      expect(notices.find((notice) => notice.user_id === receiver.id)).toMatchObject({
        status: 'SENT',
        attempts: 3,
        last_error: null,
        next_attempt_at: null,
        provider_message_id: received[0]!.messageId,
        provider_status: 'Success 101 KES 0.8000',
      });
    }
  });

  it('gives an SMS up at once when the provider refuses its number for good, and never tries it again', async () => {
    const sender = await createBuyer(app, 'Amina Njeri');
    const receiver = await personWithPhone();
    fake.refuseNumber(receiver.phone, 406);
    await messageTo(sender, receiver.id);
    await sendDue();
    const [notice] = await smsNoticesOf([receiver.id]);
    expect(notice).toMatchObject({ status: 'FAILED', attempts: 1, next_attempt_at: null, provider_status: '406', last_error: "Africa's Talking refused the SMS: 406 UserInBlacklist" });

    const requests = fake.requests;
    await makeDue([receiver.id]);
    await sendDue();
    await sendDue();
    expect(fake.requests).toBe(requests);
    expect((await smsNoticesOf([receiver.id]))[0]).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(fake.messagesTo(receiver.phone)).toEqual([]);
  });

  it('sends each due SMS exactly once when two instances work the outbox at the same moment', async () => {
    // Whether the two reach for the same rows is down to timing: a few rounds make it likely
    // (the next test holds a row to show that a worker passes over what another is taking).
    for (let round = 0; round < 3; round += 1) {
      const person = await personWithPhone();
      // Forty notices, each naming another sender, so each text is told apart.
      const senders = Array.from({ length: 40 }, (_, index) => `Mtu${String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26))}`);
      for (const sender of senders) await notify(db, { userId: person.id, kind: 'messages', event: 'new-message', values: { sender, link: '/messages' }, channels: ['sms'] });
      const sentBefore = fake.sent.length;

      const [byFirst, bySecond] = await bothAtOnce(() => first.app.notificationWorkers.runOnce(), () => second.app.notificationWorkers.runOnce());
      expect(byFirst + bySecond).toBe(senders.length);

      const sent = fake.sent.slice(sentBefore);
      expect(sent.map((each) => valuesIn(newMessageSms, each.message)?.sender).sort()).toEqual([...senders].sort());
      const notices = await smsNoticesOf([person.id]);
      expect(notices).toHaveLength(senders.length);
      expect(notices.every((notice) => notice.status === 'SENT' && notice.attempts === 1)).toBe(true);
      expect(notices.map((notice) => notice.provider_message_id).sort()).toEqual(sent.map((each) => each.messageId).sort());
    }
  });
  it('passes over a notice another worker is taking, neither waiting for it nor sending it twice', async () => {
    const person = await personWithPhone();
    for (const sender of ['Amina', 'Baraka', 'Chebet']) await notify(db, { userId: person.id, kind: 'messages', event: 'new-message', values: { sender, link: '/messages' }, channels: ['sms'] });
    await db.transaction().execute(async (trx) => {
      // Another worker holds the oldest one's row.
      await trx.selectFrom('notifications').select('id').where('user_id', '=', person.id).orderBy('created_at').limit(1).forUpdate().execute();
      const tried = await Promise.race([sendDue(), new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5000))]);
      expect(tried).toBe(2);
    });
    expect(fake.messagesTo(person.phone).map((text) => valuesIn(newMessageSms, text)?.sender).sort()).toEqual(['Baraka', 'Chebet']);
    expect(await sendDue()).toBe(1);
    expect(fake.messagesTo(person.phone).map((text) => valuesIn(newMessageSms, text)?.sender).sort()).toEqual(['Amina', 'Baraka', 'Chebet']);
  });
  it('keeps back a notice it cannot word (an event only a newer version knows), and sends the rest of its batch', async () => {
    const person = await personWithPhone();
    const tell = (event: 'new-message', sender: string) => notify(db, { userId: person.id, kind: 'messages', event, values: { sender, link: '/messages' }, channels: ['sms'] });
    await tell('new-message', 'Amina');
    await tell('booking-rescheduled' as 'new-message', 'Baraka');
    await tell('new-message', 'Chebet');

    expect(await sendDue()).toBe(3);
    expect(fake.messagesTo(person.phone).map((text) => valuesIn(newMessageSms, text)?.sender).sort()).toEqual(['Amina', 'Chebet']);
    const notices = await noticesOf(db, person.id);
    expect(notices.map((notice) => notice.status)).toEqual(['SENT', 'PENDING', 'SENT']);
    const [kept] = await db.selectFrom('notifications').select(['attempts', 'last_error', 'next_attempt_at']).where('id', '=', notices[1]!.id).execute();
    expect(kept).toMatchObject({ attempts: 1, last_error: expect.any(String) });
    expect(secondsFromNow(kept!.next_attempt_at)).toBeGreaterThan(20);
  });
});

describe("Africa's Talking's callbacks", () => {
  /** Two SMS sent to two people; their rows. */
  async function twoSentSms() {
    const sender = await createBuyer(app, 'Amina Njeri');
    const receivers = [await personWithPhone(), await personWithPhone()];
    for (const receiver of receivers) await messageTo(sender, receiver.id);
    await sendDue();
    const notices = await smsNoticesOf(receivers.map((receiver) => receiver.id));
    expect(notices.map((notice) => notice.provider_message_id)).toEqual([expect.stringMatching(/^ATXid_/), expect.stringMatching(/^ATXid_/)]);
    return notices;
  }

  it('record the delivery report of an SMS: delivered, or failed and why', async () => {
    const [delivered, failed] = await twoSentSms();
    expect((await fake.deliveryReport(deliveryReports, delivered!.provider_message_id!, 'Success')).status).toBe(200);
    expect((await fake.deliveryReport(deliveryReports, failed!.provider_message_id!, 'Failed', 'DeliveryFailure')).status).toBe(200);

    const [afterDelivered, afterFailed] = await smsNoticesOf([delivered!.user_id, failed!.user_id]);
    expect(afterDelivered).toMatchObject({ delivery_status: 'Success', delivery_failure: null });
    expect(Math.abs(Date.now() - afterDelivered!.delivered_at!.getTime())).toBeLessThan(60_000);
    expect(afterFailed).toMatchObject({ delivery_status: 'Failed', delivery_failure: 'DeliveryFailure', delivered_at: null });

    // A report arriving after the one that said delivered (a late 'Sent') does not undo it.
    expect((await fake.deliveryReport(deliveryReports, delivered!.provider_message_id!, 'Sent')).status).toBe(200);
    const [afterLate] = await smsNoticesOf([delivered!.user_id]);
    expect(afterLate!.delivered_at).toEqual(afterDelivered!.delivered_at);
  });

  it('answer a wrong secret with 404, and a body that is no report with 200, and change nothing', async () => {
    const [notice] = await twoSentSms();
    const messageId = notice!.provider_message_id!;
    const wrongSecret = `${serverUrl}/api/sms/${'x'.repeat(CALLBACK_SECRET.length)}/delivery-reports`;
    expect((await fake.deliveryReport(wrongSecret, messageId, 'Success')).status).toBe(404);
    expect((await fake.deliveryReport(`${serverUrl}/api/sms/not-the-secret/delivery-reports`, messageId, 'Success')).status).toBe(404);

    for (const body of [`id=${messageId}&status=Delivered&phoneNumber=%2B254700000000`, `id=${messageId}`, 'garbage', `id=${messageId}&status=Success&phoneNumber=call-me`]) {
      expect((await postForm(deliveryReports, body)).status, body).toBe(200);
    }
    const json = await fetch(deliveryReports, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id: messageId, status: 42 }) });
    expect(json.status).toBe(200);
    expect((await smsNoticesOf([notice!.user_id]))[0]).toEqual(notice);
  });

  it('turn every SMS off for an account whose number replied STOP, leaving its e-mails on', async () => {
    const person = await personWithPhone();
    const bystander = await personWithPhone();
    const preferencesOf = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: bearer(token) })).json();

    expect((await fake.optOut(`${serverUrl}/api/sms/${'x'.repeat(CALLBACK_SECRET.length)}/opt-outs`, bystander.phone)).status).toBe(404);
    expect((await postForm(optOuts, `phoneNumber=everyone`)).status).toBe(200);
    expect((await postForm(optOuts, `senderId=FUNDI`)).status).toBe(200);
    expect(await preferencesOf(bystander.accessToken)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    expect((await fake.optOut(optOuts, person.phone)).status).toBe(200);
    expect(await preferencesOf(person.accessToken)).toEqual({ orders: { sms: false, email: true }, messages: { sms: false, email: true }, news: { sms: false, email: false } });
    expect(await preferencesOf(bystander.accessToken)).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    await messageTo(await createBuyer(app, 'Amina Njeri'), person.id);
    expect((await noticesOf(db, person.id)).map((notice) => notice.channel)).toEqual(['email']);
  });
});

describe('a password reset code sent by SMS', () => {
  it('reaches the phone, and neither the stored text nor the stored values keep the code once sent', async () => {
    const phone = randomMobile();
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Juma Phone', email: null, phone: `0${phone.slice(4)}`, password: strongPassword }, remoteAddress });
    expect(signup.statusCode, signup.body).toBe(201);
    const userId = signup.json().user.id as string;
    expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: phone }, remoteAddress })).statusCode).toBe(200);
    await sendDue();

    const [text] = fake.messagesTo(phone);
    const code = valuesIn(notificationTexts('en').events['reset-code'].sms, text ?? '')?.code;
    expect(code).toMatch(/^\d{6}$/);
    const [notice] = await noticesOf(db, userId);
    expect(notice).toMatchObject({ kind: 'account', event: 'reset-code', channel: 'sms', status: 'SENT' });
    expect(notice!.body).toContain('password reset code is');
    expect(notice!.body).not.toContain(code);
    expect(JSON.stringify(notice!.notice_values)).not.toContain(code);

    // The code the phone got is the one that works.
    const reset = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { identifier: phone, code, password: 'Mombasa#2027y' }, remoteAddress });
    expect(reset.statusCode, reset.body).toBe(200);
  });
  it('is tried again only while it could still be used, then given up and kept nowhere', async () => {
    const phone = randomMobile();
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Zawadi Phone', email: null, phone: `0${phone.slice(4)}`, password: strongPassword }, remoteAddress });
    const userId = signup.json().user.id as string;
    await fake.goDown('http-500');
    try {
      expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: phone }, remoteAddress })).statusCode).toBe(200);
      const attempts: string[] = [];
      for (let round = 0; round < 6; round += 1) {
        await makeDue([userId]);
        await sendDue();
        const [notice] = await noticesOf(db, userId);
        attempts.push(`${notice!.attempts} ${notice!.status}`);
      }
      // Three waits (15 s, 1 and 3 minutes) fit in the code's 10 minutes; the fourth failure gives up.
      expect(attempts).toEqual(['1 PENDING', '2 PENDING', '3 PENDING', '4 FAILED', '4 FAILED', '4 FAILED']);
      const [notice] = await noticesOf(db, userId);
      expect(JSON.stringify(notice!.notice_values)).not.toMatch(/\d{6}/);
    } finally {
      await fake.comeBack();
    }
    expect(fake.messagesTo(phone)).toEqual([]);
  });
});
