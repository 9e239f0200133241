import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';

const { app, db } = await createTestContext();
const send = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload });
const thread = (token: string, userId: string, query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/messages/${userId}${query}`, headers: { ...bearer(token), ...headers } });
const conversations = async (token: string) => (await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(token) })).json();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('messages', () => {
  it('reach the receiver, count as unread until read, then show as read to the sender', async () => {
    const amina = await createBuyer(app, 'Amina');
    const joseph = await createBuyer(app, 'Joseph');
    const sent = await send(amina.accessToken, { receiverId: joseph.id, content: '  Are you free on Thursday?  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().message).toMatchObject({
      senderId: amina.id,
      receiverId: joseph.id,
      sender: { id: amina.id, name: 'Amina' },
      receiver: { id: joseph.id, name: 'Joseph' },
      content: 'Are you free on Thursday?',
      isRead: false,
    });
    await send(amina.accessToken, { receiverId: joseph.id, content: 'Morning works best.' });

    const before = await conversations(joseph.accessToken);
    expect(before.unreadTotal).toBe(2);
    expect(before.conversations).toEqual([
      expect.objectContaining({ id: amina.id, name: 'Amina', unreadCount: 2, lastMessage: 'Morning works best.' }),
    ]);

    const read = (await thread(joseph.accessToken, amina.id)).json();
    expect(read.messages.map((message: { content: string }) => message.content)).toEqual(['Are you free on Thursday?', 'Morning works best.']);
    // The reading that marked them shows them read, as the reader now sees them.
    expect(read.messages.every((message: { isRead: boolean }) => message.isRead)).toBe(true);
    expect((await conversations(joseph.accessToken)).unreadTotal).toBe(0);
    const seenBySender = (await thread(amina.accessToken, joseph.id)).json();
    expect(seenBySender.messages.every((message: { isRead: boolean }) => message.isRead)).toBe(true);
    // The sender reading the thread does not mark anything read for the receiver.
    expect((await conversations(amina.accessToken)).conversations[0]).toMatchObject({ id: joseph.id, unreadCount: 0 });
  });

  it('are private to the two people', async () => {
    const a = await createBuyer(app, 'A');
    const b = await createBuyer(app, 'B');
    const c = await createBuyer(app, 'C');
    await send(a.accessToken, { receiverId: b.id, content: 'Private between A and B' });
    expect((await thread(c.accessToken, a.id)).json().messages).toEqual([]);
    expect((await thread(c.accessToken, b.id)).json().messages).toEqual([]);
    expect((await conversations(c.accessToken)).conversations).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/api/messages/${a.id}` })).statusCode).toBe(401);
  });

  it('mark what arrived since a thread was last opened when it is opened again', async () => {
    const amina = await createBuyer(app, 'Amina Again');
    const joseph = await createBuyer(app, 'Joseph Again');
    await send(amina.accessToken, { receiverId: joseph.id, content: 'Are you free on Thursday?' });
    await thread(joseph.accessToken, amina.id);
    await send(amina.accessToken, { receiverId: joseph.id, content: 'Shall I bring the ladder?' });
    const opened = (await thread(joseph.accessToken, amina.id)).json();
    expect(opened.messages.at(-1)).toMatchObject({ content: 'Shall I bring the ladder?', isRead: true });
    const stored = await db.selectFrom('messages').select('read_at').where('content', '=', 'Shall I bring the ladder?').executeTakeFirstOrThrow();
    expect(stored.read_at).not.toBeNull();
    expect((await conversations(joseph.accessToken)).unreadTotal).toBe(0);
  });

  it('mark nothing read for a session that has ended', async () => {
    const reader = await createBuyer(app, 'Logged Out Reader');
    const writer = await createBuyer(app, 'Writer');
    const session = await logIn(app, reader.email);
    await send(writer.accessToken, { receiverId: reader.id, content: 'Still unread?' });
    await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken: session.refreshToken } });
    expect((await thread(session.accessToken, writer.id)).statusCode).toBe(401);
    expect((await thread(writer.accessToken, reader.id)).json().messages).toEqual([expect.objectContaining({ content: 'Still unread?', isRead: false })]);
  });

  it('page back through a long thread', async () => {
    const a = await createBuyer(app, 'Long A');
    const b = await createBuyer(app, 'Long B');
    for (let index = 1; index <= 7; index += 1) await send(a.accessToken, { receiverId: b.id, content: `message ${index}` });
    const latest = (await thread(b.accessToken, a.id, '?limit=3')).json();
    expect(latest.messages.map((message: { content: string }) => message.content)).toEqual(['message 5', 'message 6', 'message 7']);
    const older = (await thread(b.accessToken, a.id, `?limit=3&before=${latest.before}`)).json();
    expect(older.messages.map((message: { content: string }) => message.content)).toEqual(['message 2', 'message 3', 'message 4']);
  });

  it('page back through messages that differ only in their microseconds, each once', async () => {
    // PostgreSQL keeps times to the microsecond, JavaScript's Date to the millisecond: a cursor
    // cut to the millisecond skipped every message sent later in the same millisecond.
    const reader = await createBuyer(app, 'Same Moment Reader');
    const writer = await createBuyer(app, 'Same Moment Writer');
    const ids: string[] = [];
    for (const createdAt of ['2026-05-04T09:30:00.123900Z', '2026-05-04T09:30:00.123500Z', '2026-05-04T09:30:00.123100Z']) {
      const message = await db.insertInto('messages').values({ sender_id: writer.id, receiver_id: reader.id, content: `Sent at ${createdAt}`, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
      ids.push(message.id);
    }
    const seen: string[] = [];
    let before: string | null = null;
    do {
      const page = (await thread(reader.accessToken, writer.id, `?limit=1${before ? `&before=${before}` : ''}`)).json() as { messages: { id: string }[]; before: string | null };
      expect(page.messages.length).toBeLessThanOrEqual(1);
      seen.push(...page.messages.map((message) => message.id));
      before = page.before;
    } while (before && seen.length < 10);
    // Walked backwards from the newest: the oldest comes last.
    expect(seen).toEqual(ids);
  });

  it('refuse a forged page cursor and a thread with oneself with a 400', async () => {
    const a = await createBuyer(app, 'Cursor Forger');
    const b = await createBuyer(app, 'Cursor Partner');
    expect((await thread(a.accessToken, b.id, '?before=forged')).json()).toEqual({ error: 'Invalid page cursor', code: 'INVALID_PAGE_CURSOR' });
    expect((await thread(a.accessToken, a.id)).json()).toEqual({ error: 'You cannot message yourself', code: 'MESSAGE_TO_SELF' });
  });

  it('refuse blank, too long, self-addressed and unknown receivers with clear texts', async () => {
    const a = await createBuyer(app, 'Validator');
    expect((await send(a.accessToken, { receiverId: a.id, content: 'Hi me' })).json()).toEqual({ error: 'You cannot message yourself', code: 'MESSAGE_TO_SELF' });
    expect((await send(a.accessToken, { receiverId: '7f0c2b1e-1111-4222-8333-944455556666', content: 'Hi' })).json()).toEqual({
      error: 'Seller not found',
      code: 'SELLER_NOT_FOUND',
    });
    expect((await send(a.accessToken, { receiverId: 'not-an-id', content: 'Hi' })).statusCode).toBe(404);
    // Found by fuzzing: ids that only look like UUIDs used to reach PostgreSQL's uuid cast (a 500).
    for (const receiverId of ['000000000000001000080000000000000000', '-'.repeat(36)]) {
      expect((await send(a.accessToken, { receiverId, content: 'Hi' })).json()).toEqual({ error: 'Seller not found', code: 'SELLER_NOT_FOUND' });
    }
    expect((await send(a.accessToken, { receiverId: a.id, content: '   ' })).json()).toEqual({ error: 'Invalid message or receiver', code: 'MESSAGE_INVALID' });
    const tooLong = await send(a.accessToken, { receiverId: a.id, content: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('limit one person to 60 messages a minute', async () => {
    const a = await createBuyer(app, 'Chatty');
    const b = await createBuyer(app, 'Patient');
    for (let index = 0; index < 60; index += 1) expect((await send(a.accessToken, { receiverId: b.id, content: `m${index}` })).statusCode).toBe(201);
    const limited = await send(a.accessToken, { receiverId: b.id, content: 'one more' });
    expect(limited.statusCode).toBe(429);
  });
});

describe('GET /api/conversations', () => {
  it('shows each person once with the latest message from either side, newest conversation first', async () => {
    const amina = await createBuyer(app, 'Amina');
    const joseph = await createBuyer(app, 'Joseph');
    const wanjiru = await createBuyer(app, 'Wanjiru');
    // Written straight to the database and out of order: the list must not depend on the API
    // having written them, nor on the order in which they were stored.
    const store = (from: string, to: string, content: string, createdAt: Date) =>
      db.insertInto('messages').values({ sender_id: from, receiver_id: to, content, created_at: createdAt }).execute();
    await store(amina.id, joseph.id, 'Are you free this week?', daysAgo(3));
    await store(joseph.id, amina.id, 'Yes, Thursday at 9.', daysAgo(1));
    await store(amina.id, joseph.id, 'Stored late but written earlier', daysAgo(2));
    await send(wanjiru.accessToken, { receiverId: amina.id, content: 'Habari, do you still need a cleaner?' });

    const list = await conversations(amina.accessToken);
    expect(list.conversations).toEqual([
      expect.objectContaining({ id: wanjiru.id, name: 'Wanjiru', lastMessage: 'Habari, do you still need a cleaner?', unreadCount: 1 }),
      expect.objectContaining({ id: joseph.id, name: 'Joseph', lastMessage: 'Yes, Thursday at 9.', unreadCount: 1 }),
    ]);
    expect(list.unreadTotal).toBe(2);
    expect((await conversations(joseph.accessToken)).conversations).toEqual([
      expect.objectContaining({ id: amina.id, lastMessage: 'Yes, Thursday at 9.', unreadCount: 2 }),
    ]);
  });
});

describe('the Messages page’s lists', () => {
  it.each(['conversations', 'thread'])('answer a phone that already holds the %s with an empty 304, privately', async (list) => {
    const amina = await createBuyer(app, 'Amina Phone');
    const joseph = await createBuyer(app, 'Joseph Phone');
    await send(amina.accessToken, { receiverId: joseph.id, content: 'Are you free on Thursday?' });
    const get = (headers: Record<string, string> = {}) =>
      list === 'thread' ? thread(joseph.accessToken, amina.id, '', headers) : app.inject({ method: 'GET', url: '/api/conversations', headers: { ...bearer(joseph.accessToken), ...headers } });
    await get(); // opening the thread marks it read: the answer after that is the one a phone keeps
    const first = await get();
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await send(amina.accessToken, { receiverId: joseph.id, content: 'One more thing' });
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('One more thing');
  });
});
