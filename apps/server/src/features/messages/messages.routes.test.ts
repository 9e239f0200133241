import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';

const { app } = await createTestContext();
const send = (token: string, payload: object) => app.inject({ method: 'POST', url: '/api/messages', headers: bearer(token), payload });
const thread = (token: string, userId: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/messages/${userId}${query}`, headers: bearer(token) });
const conversations = async (token: string) => (await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(token) })).json();

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

  it('page back through a long thread', async () => {
    const a = await createBuyer(app, 'Long A');
    const b = await createBuyer(app, 'Long B');
    for (let index = 1; index <= 7; index += 1) await send(a.accessToken, { receiverId: b.id, content: `message ${index}` });
    const latest = (await thread(b.accessToken, a.id, '?limit=3')).json();
    expect(latest.messages.map((message: { content: string }) => message.content)).toEqual(['message 5', 'message 6', 'message 7']);
    const older = (await thread(b.accessToken, a.id, `?limit=3&before=${latest.before}`)).json();
    expect(older.messages.map((message: { content: string }) => message.content)).toEqual(['message 2', 'message 3', 'message 4']);
  });

  it('refuse blank, too long, self-addressed and unknown receivers with clear texts', async () => {
    const a = await createBuyer(app, 'Validator');
    expect((await send(a.accessToken, { receiverId: a.id, content: 'Hi me' })).json()).toEqual({ error: 'You cannot message yourself' });
    expect((await send(a.accessToken, { receiverId: '7f0c2b1e-1111-4222-8333-944455556666', content: 'Hi' })).json()).toEqual({
      error: 'Seller not found',
    });
    expect((await send(a.accessToken, { receiverId: 'not-an-id', content: 'Hi' })).statusCode).toBe(404);
    // Found by fuzzing: ids that only look like UUIDs used to reach PostgreSQL's uuid cast (a 500).
    for (const receiverId of ['000000000000001000080000000000000000', '-'.repeat(36)]) {
      expect((await send(a.accessToken, { receiverId, content: 'Hi' })).json()).toEqual({ error: 'Seller not found' });
    }
    expect((await send(a.accessToken, { receiverId: a.id, content: '   ' })).json()).toEqual({ error: 'Invalid message or receiver' });
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
