import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@fundi/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { openLiveSocket } from '../../../test/live';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';
import { givePhone, noticesOf } from '../../../test/notifications';

// Settings > Notification Preferences (docs/product.md §10): what each person chose, and that
// every notice obeys it; a message is told only to someone away, once an hour per conversation.
const { app, db } = await createTestContext();

const preferencesOf = (token: string) => app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: bearer(token) });
const savePreferences = (token: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: '/api/me/notification-preferences', headers: bearer(token), payload: payload as object });

const choices = (orders: [boolean, boolean], messages: [boolean, boolean], news: [boolean, boolean] = [false, false]): NotificationPreferences => ({
  orders: { sms: orders[0], email: orders[1] },
  messages: { sms: messages[0], email: messages[1] },
  news: { sms: news[0], email: news[1] },
});

/** Someone with a phone and an e-mail, who has chosen `preferences` (the defaults if none). */
async function person(name: string, preferences?: NotificationPreferences) {
  const account = await createBuyer(app, name);
  const phone = await givePhone(db, account.id, 'en');
  if (preferences) expect((await savePreferences(account.accessToken, preferences)).statusCode).toBe(200);
  return { ...account, phone };
}

const toldOf = async (userId: string, event: string) =>
  (await noticesOf(db, userId)).filter((notice) => notice.event === event).map(({ kind, channel, recipient }) => ({ kind, channel, recipient }));

async function sendMessage(from: { accessToken: string }, to: { id: string }) {
  const sent = await app.inject({ method: 'POST', url: '/api/messages', headers: bearer(from.accessToken), payload: { receiverId: to.id, content: 'Is Saturday morning fine?' } });
  expect(sent.statusCode, sent.body).toBe(201);
}

describe('notification preferences', () => {
  it('are orders and messages on, news off, for someone who never chose', async () => {
    const someone = await createBuyer(app, 'Achieng Otieno');
    const read = await preferencesOf(someone.accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ orders: { sms: true, email: true }, messages: { sms: true, email: true }, news: { sms: false, email: false } });
    expect(read.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('are saved whole and read back as saved', async () => {
    const someone = await createBuyer(app, 'Achieng Otieno');
    const chosen = choices([false, true], [true, false], [true, true]);
    const saved = await savePreferences(someone.accessToken, chosen);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await preferencesOf(someone.accessToken)).json()).toEqual(chosen);

    const changedAgain = choices([true, true], [false, false]);
    expect((await savePreferences(someone.accessToken, changedAgain)).json()).toEqual(changedAgain);
    expect((await preferencesOf(someone.accessToken)).json()).toEqual(changedAgain);
  });

  it('refuse a body that is not every kind and channel as a yes or no, and change nothing', async () => {
    const someone = await createBuyer(app, 'Achieng Otieno');
    const chosen = choices([false, true], [true, false]);
    await savePreferences(someone.accessToken, chosen);
    const { news: _, ...withoutNews } = chosen;
    const badBodies = [
      withoutNews,
      { ...chosen, orders: { sms: 'true', email: true } },
      { ...chosen, orders: { sms: 1, email: true } },
      { ...chosen, orders: { sms: true } },
      { ...chosen, marketing: { sms: true, email: true } },
      { ...chosen, orders: { sms: true, email: true, whatsapp: true } },
      { ...chosen, messages: null },
      [],
    ];
    for (const body of badBodies) {
      const refused = await savePreferences(someone.accessToken, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
    expect((await preferencesOf(someone.accessToken)).json()).toEqual(chosen);
  });

  it('are read and saved by the signed-in person only', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/notification-preferences' })).statusCode).toBe(401);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/me/notification-preferences', payload: choices([false, false], [false, false]) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the notices of an order step', () => {
  it('go only by the channels the person left on', async () => {
    const seller = await createSeller(app, db, { title: 'Gate welding' });
    const emailOnly = await person('Wanjiru Kamau', choices([false, true], [true, true]));
    const neither = await person('Kamau Njoroge', choices([false, false], [true, true]));
    const everything = await person('Njeri Wambui');
    for (const buyer of [emailOnly, neither, everything]) {
      const booked = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await act(app, seller.accessToken, booked.json().order.id, 'accept')).statusCode).toBe(200);
    }
    expect(await toldOf(emailOnly.id, 'order-accepted')).toEqual([{ kind: 'orders', channel: 'email', recipient: emailOnly.email }]);
    expect(await noticesOf(db, neither.id)).toEqual([]);
    expect(await toldOf(everything.id, 'order-accepted')).toEqual([
      { kind: 'orders', channel: 'email', recipient: everything.email },
      { kind: 'orders', channel: 'sms', recipient: everything.phone },
    ]);
  });
});

describe('the notice of a new message', () => {
  it('tells someone away by SMS and e-mail, once an hour per conversation', async () => {
    const receiver = await person('Wanjiru Kamau');
    const sender = await person('Baraka Mwangi');
    const otherSender = await person('Chebet Kiprono');

    await sendMessage(sender, receiver);
    expect(await toldOf(receiver.id, 'new-message')).toEqual([
      { kind: 'messages', channel: 'email', recipient: receiver.email },
      { kind: 'messages', channel: 'sms', recipient: receiver.phone },
    ]);
    const [told] = await noticesOf(db, receiver.id);
    expect(told!.notice_values).toEqual({ sender: 'Baraka Mwangi', link: '/messages' });

    // The same conversation within the hour: nothing more. Another conversation: told.
    await sendMessage(sender, receiver);
    expect(await toldOf(receiver.id, 'new-message')).toHaveLength(2);
    await sendMessage(otherSender, receiver);
    expect(await toldOf(receiver.id, 'new-message')).toHaveLength(4);

    // An hour on, the first conversation is told again.
    await db
      .updateTable('conversation_notices')
      .set({ last_told_at: sql<Date>`now() - interval '61 minutes'` })
      .where('user_id', '=', receiver.id)
      .where('other_id', '=', sender.id)
      .execute();
    await sendMessage(sender, receiver);
    expect(await toldOf(receiver.id, 'new-message')).toHaveLength(6);
    // The reply goes the other way: that conversation's notice is its own.
    await sendMessage(receiver, sender);
    expect(await toldOf(sender.id, 'new-message')).toHaveLength(2);
  });

  it('tells one reader of at most 5 conversations an hour, however many people write', async () => {
    const receiver = await person('Nyokabi Wairimu');
    const crowd = await Promise.all(Array.from({ length: 7 }, (_, index) => createBuyer(app, `Writer ${index}`)));
    for (const writer of crowd) await sendMessage(writer, receiver);
    const told = await toldOf(receiver.id, 'new-message');
    expect(told.filter((notice) => notice.channel === 'sms')).toHaveLength(5);
    expect(told.filter((notice) => notice.channel === 'email')).toHaveLength(5);
  });

  it('tells no one who has a live page open, nor who had one within 10 minutes', async () => {
    const sender = await person('Baraka Mwangi');
    const online = await person('Wanjiru Kamau');
    const live = await openLiveSocket(app, online.accessToken);
    await live.next('ready');
    await expect.poll(() => db.selectFrom('user_presence').select('user_id').where('user_id', '=', online.id).executeTakeFirst()).toBeDefined();
    await sendMessage(sender, online);
    expect(await live.next('message')).toMatchObject({ message: { senderId: sender.id } });
    expect(await noticesOf(db, online.id)).toEqual([]);
    live.socket.terminate();

    const justLeft = await person('Njeri Wambui');
    await db.insertInto('user_presence').values({ user_id: justLeft.id, last_connected_at: sql<Date>`now() - interval '9 minutes'` }).execute();
    await sendMessage(sender, justLeft);
    expect(await noticesOf(db, justLeft.id)).toEqual([]);

    const away = await person('Kamau Njoroge');
    await db.insertInto('user_presence').values({ user_id: away.id, last_connected_at: sql<Date>`now() - interval '11 minutes'` }).execute();
    await sendMessage(sender, away);
    expect(await toldOf(away.id, 'new-message')).toHaveLength(2);
  });

  it('goes only by the channels the person left on for messages', async () => {
    const sender = await person('Baraka Mwangi');
    const smsOnly = await person('Wanjiru Kamau', choices([true, true], [true, false]));
    await sendMessage(sender, smsOnly);
    expect(await toldOf(smsOnly.id, 'new-message')).toEqual([{ kind: 'messages', channel: 'sms', recipient: smsOnly.phone }]);

    const neither = await person('Kamau Njoroge', choices([true, true], [false, false]));
    await sendMessage(sender, neither);
    expect(await noticesOf(db, neither.id)).toEqual([]);
  });
});
