import { randomBytes } from 'node:crypto';
import { SMS_MAX_LENGTH, type Language } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { signInAdministrator } from '../../../test/admin';
import { decide, reportProblem } from '../../../test/disputes';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller, dayInNairobi } from '../../../test/marketplace';
import { givePhone, noticesOf, smsIn, tellStepAgain, valuesIn } from '../../../test/notifications';
import { mailsIn } from '../../../test/outbox';
import { noticeFormats } from '../../lib/notifications/notice-formats';
import type { EmailedEvent } from '../../lib/notifications/render-notice';
import { isGsm7, smsLength } from '../../lib/notifications/sms-text';
import { notificationTexts } from '../../notification-texts';

// Who hears of each step of an order (docs/product.md §10), through the real API and the real
// worker: a Kiswahili-speaking seller and an English-speaking buyer, both with a phone and an
// e-mail, each told by SMS and by e-mail, once. Payments are simulated (settled at once) with a
// 10% fee; SMS and e-mails land in the outbox.
const PUBLIC_URL = 'http://localhost:3000';
const { app, db, outboxDir } = await createTestContext({ publicUrl: PUBLIC_URL, payments: { releaseAfterHours: 48, platformFeePercent: 10, mpesa: undefined } });
const admin = await signInAdministrator(app, db);
const sendDue = () => app.notificationWorkers.runOnce();

type Person = { id: string; email: string; phone: string; language: Language; accessToken: string };

/** A seller writing Kiswahili and a buyer writing English, both reachable by SMS and e-mail. */
async function sellerAndBuyer(priceKsh = 2500) {
  const title = `Sink repair ${randomBytes(3).toString('hex')}`;
  const seller = await createSeller(app, db, { priceKsh, title });
  const buyer = await createBuyer(app);
  return {
    title,
    serviceId: seller.serviceId,
    seller: { ...seller, language: 'sw', phone: await givePhone(db, seller.id, 'sw') } satisfies Person,
    buyer: { ...buyer, language: 'en', phone: await givePhone(db, buyer.id, 'en') } satisfies Person,
  };
}

async function paidBooking({ seller, buyer, serviceId }: Awaited<ReturnType<typeof sellerAndBuyer>>, bookingDate = dayInNairobi(2)) {
  const booked = await book(app, buyer.accessToken, { serviceId, sellerId: seller.id, bookingDate });
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json().order.payment.status).toBe('HELD');
  return booked.json().order.id as string;
}

async function step(token: string, orderId: string, action: string) {
  const response = await act(app, token, orderId, action);
  expect(response.statusCode, `${action}: ${response.body}`).toBe(200);
}

const shortId = (orderId: string) => orderId.slice(0, 8);
const valuesOf = (notice: { notice_values: unknown }) => notice.notice_values as Record<string, unknown>;

/**
 * The SMS and the e-mail telling `person` of `event` about the order: exactly one of each, each
 * the catalogue's text in the person's language filled in, the SMS in one GSM-7 message, and
 * exactly one SENT row per channel. Returns the values each was filled with.
 */
async function toldOnce(person: Person, event: EmailedEvent, orderId: string) {
  const texts = notificationTexts(person.language).events[event];
  const sms = smsIn(outboxDir)
    .filter((each) => each.to === person.phone)
    .flatMap((each) => {
      const values = valuesIn(texts.sms, each.text);
      return values?.order === shortId(orderId) ? [{ text: each.text, values }] : [];
    });
  expect(sms, `the ${event} SMS to ${person.phone}`).toHaveLength(1);
  expect(smsLength(sms[0]!.text)).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  expect(isGsm7(sms[0]!.text)).toBe(true);

  const mails = mailsIn(outboxDir)
    .filter((mail) => mail.to === person.email)
    .flatMap((mail) => {
      const values = valuesIn(texts.email, mail.text, { withinLines: true });
      const subject = valuesIn(texts.subject, mail.subject);
      return values?.order === shortId(orderId) && subject ? [{ values, subject }] : [];
    });
  expect(mails, `the ${event} e-mail to ${person.email}`).toHaveLength(1);

  const rows = (await noticesOf(db, person.id)).filter((row) => row.event === event && valuesOf(row).order === shortId(orderId));
  expect(rows.map(({ channel, recipient, language, status }) => ({ channel, recipient, language, status }))).toEqual([
    { channel: 'email', recipient: person.email, language: person.language, status: 'SENT' },
    { channel: 'sms', recipient: person.phone, language: person.language, status: 'SENT' },
  ]);
  return { sms: sms[0]!.values, email: mails[0]!.values, subject: mails[0]!.subject };
}

/** The events `person` was told of about the order, as written (one row per channel), oldest first. */
async function eventsTold(person: Person, orderId: string) {
  const rows = await noticesOf(db, person.id);
  return rows.filter((row) => valuesOf(row).order === shortId(orderId)).map((row) => `${row.event} ${row.channel}`);
}

const orderPage = { seller: `${PUBLIC_URL}/dashboard`, buyer: `${PUBLIC_URL}/orders` };

describe('the notices of an order', () => {
  it('tell the seller of a paid booking, the buyer of each step of the job, and the seller of the payout', async () => {
    const people = await sellerAndBuyer(2500);
    const { seller, buyer, title } = people;
    const bookingDate = dayInNairobi(3);
    const orderId = await paidBooking(people, bookingDate);
    await sendDue();
    const booked = await toldOnce(seller, 'booking-paid', orderId);
    expect(booked.sms).toEqual({ order: shortId(orderId), date: noticeFormats('sw').day(bookingDate), amount: 'KSh 2,500', link: orderPage.seller });
    expect(booked.email).toMatchObject({ buyer: 'Wanjiru', service: title, amount: 'KSh 2,500' });

    await step(seller.accessToken, orderId, 'accept');
    await sendDue();
    const accepted = await toldOnce(buyer, 'order-accepted', orderId);
    expect(accepted.sms).toEqual({ seller: 'Otieno', order: shortId(orderId), date: noticeFormats('en').day(bookingDate), link: orderPage.buyer });

    await step(seller.accessToken, orderId, 'start');
    await sendDue();
    expect((await toldOnce(buyer, 'job-started', orderId)).sms).toMatchObject({ seller: 'Otieno', link: orderPage.buyer });

    await step(seller.accessToken, orderId, 'complete');
    await sendDue();
    const { release_at: releaseAt } = await db.selectFrom('payments').select('release_at').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(Math.abs(releaseAt!.getTime() - (Date.now() + 48 * 3_600_000))).toBeLessThan(60_000);
    const deadline = noticeFormats('en').moment(releaseAt!);
    const completed = await toldOnce(buyer, 'job-completed', orderId);
    expect(completed.sms.deadline).toBe(deadline);
    expect(completed.email.deadline).toBe(deadline);
    expect(completed.subject.deadline).toBe(deadline);

    await step(buyer.accessToken, orderId, 'confirm');
    await sendDue();
    // 2,500 less the 10% fee.
    expect((await toldOnce(seller, 'paid-out', orderId)).sms).toMatchObject({ amount: 'KSh 2,250', link: orderPage.seller });

    expect(await eventsTold(seller, orderId)).toEqual(['booking-paid email', 'booking-paid sms', 'paid-out email', 'paid-out sms']);
    expect(await eventsTold(buyer, orderId)).toEqual([
      'order-accepted email',
      'order-accepted sms',
      'job-started email',
      'job-started sms',
      'job-completed email',
      'job-completed sms',
    ]);
  });

  it('tell the buyer that the seller declined, then that the money came back', async () => {
    const people = await sellerAndBuyer(1800);
    const orderId = await paidBooking(people);
    await step(people.seller.accessToken, orderId, 'reject');
    await sendDue();
    expect((await toldOnce(people.buyer, 'order-rejected', orderId)).sms).toMatchObject({ seller: 'Otieno', amount: 'KSh 1,800' });
    expect((await toldOnce(people.buyer, 'refunded', orderId)).sms).toMatchObject({ amount: 'KSh 1,800', link: orderPage.buyer });
    expect(await eventsTold(people.buyer, orderId)).toEqual(['order-rejected email', 'order-rejected sms', 'refunded email', 'refunded sms']);
    expect(await eventsTold(people.seller, orderId)).toEqual(['booking-paid email', 'booking-paid sms']);
  });

  it('tell the seller that the buyer cancelled a paid booking, and the buyer that the money came back', async () => {
    const people = await sellerAndBuyer(3000);
    const bookingDate = dayInNairobi(4);
    const orderId = await paidBooking(people, bookingDate);
    await step(people.buyer.accessToken, orderId, 'cancel');
    await sendDue();
    const cancelled = await toldOnce(people.seller, 'order-cancelled', orderId);
    expect(cancelled.sms).toMatchObject({ buyer: 'Wanjiru', date: noticeFormats('sw').day(bookingDate) });
    expect((await toldOnce(people.buyer, 'refunded', orderId)).sms).toMatchObject({ amount: 'KSh 3,000' });
    expect(await eventsTold(people.seller, orderId)).toEqual(['booking-paid email', 'booking-paid sms', 'order-cancelled email', 'order-cancelled sms']);
    expect(await eventsTold(people.buyer, orderId)).toEqual(['refunded email', 'refunded sms']);
  });

  it('tell the seller of a reported problem, and both of the decision with what each gets', async () => {
    const people = await sellerAndBuyer(1500);
    const { seller, buyer } = people;
    const orderId = await paidBooking(people);
    for (const action of ['accept', 'start', 'complete']) await step(seller.accessToken, orderId, action);
    const reported = await reportProblem(app, buyer.accessToken, orderId);
    expect(reported.statusCode, reported.body).toBe(201);
    await sendDue();
    const opened = await toldOnce(seller, 'dispute-opened', orderId);
    expect(opened.sms).toEqual({ order: shortId(orderId), link: orderPage.seller });
    expect(opened.email).toMatchObject({ buyer: 'Wanjiru' });

    const decided = await decide(app, admin.accessToken, reported.json().dispute.id, { outcome: 'SPLIT', buyerAmount: 599, reason: 'Half the job was done' });
    expect(decided.statusCode, decided.body).toBe(200);
    await sendDue();
    for (const person of [buyer, seller]) {
      const told = await toldOnce(person, 'dispute-decided', orderId);
      expect(told.sms).toMatchObject({ buyerAmount: 'KSh 599', sellerAmount: 'KSh 901' });
      expect(told.email).toMatchObject({ buyerAmount: 'KSh 599', sellerAmount: 'KSh 901' });
    }
    // The shares as they reach each M-Pesa: the seller's less 10% of it.
    expect((await toldOnce(buyer, 'refunded', orderId)).sms).toMatchObject({ amount: 'KSh 599' });
    expect((await toldOnce(seller, 'paid-out', orderId)).sms).toMatchObject({ amount: 'KSh 811' });
  });

  it('tell the seller nothing of a booking cancelled before it was paid', async () => {
    const people = await sellerAndBuyer(1200);
    const { seller, buyer } = people;
    // The simulated payment arrives about 2 s after the booking: the buyer cancels before it.
    const booking = book(app, buyer.accessToken, { serviceId: people.serviceId, sellerId: seller.id });
    let orderId: string | undefined;
    while (!orderId) {
      orderId = (await db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).executeTakeFirst())?.id;
      if (!orderId) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await step(buyer.accessToken, orderId, 'cancel');
    expect((await booking).json().order).toMatchObject({ status: 'CANCELLED' });
    await sendDue();

    expect(await eventsTold(seller, orderId)).toEqual([]);
    expect(await noticesOf(db, seller.id)).toEqual([]);
    expect(smsIn(outboxDir).filter((sms) => sms.to === seller.phone)).toEqual([]);
    // The payment that came after the cancellation went back, and the buyer hears of that.
    expect((await toldOnce(buyer, 'refunded', orderId)).sms).toMatchObject({ amount: 'KSh 1,200' });
  });

  it('tell each event once per person and channel, though its step is told again and the worker runs again', async () => {
    const people = await sellerAndBuyer(2000);
    const { seller, buyer } = people;
    const orderId = await paidBooking(people);
    const allNotices = async () => [...(await noticesOf(db, seller.id)), ...(await noticesOf(db, buyer.id))];
    // Told again before it was sent, and again after.
    await tellStepAgain(db, orderId, { payment: 'HELD', cause: 'simulated' });
    expect(await sendDue()).toBe(2);
    await tellStepAgain(db, orderId, { payment: 'HELD', cause: 'simulated' });
    await step(seller.accessToken, orderId, 'accept');
    await tellStepAgain(db, orderId, { order: 'ACCEPTED' });
    expect(await sendDue()).toBe(2);
    const notices = await allNotices();
    const smsCount = smsIn(outboxDir).length;
    const mailCount = mailsIn(outboxDir).length;

    await tellStepAgain(db, orderId, { payment: 'HELD', cause: 'simulated' });
    await tellStepAgain(db, orderId, { order: 'ACCEPTED' });
    expect(await sendDue()).toBe(0);
    expect(await sendDue()).toBe(0);

    expect(await allNotices()).toEqual(notices);
    expect(smsIn(outboxDir)).toHaveLength(smsCount);
    expect(mailsIn(outboxDir)).toHaveLength(mailCount);
    await toldOnce(seller, 'booking-paid', orderId);
    await toldOnce(buyer, 'order-accepted', orderId);
  });
});
