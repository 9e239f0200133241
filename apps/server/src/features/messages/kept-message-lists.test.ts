import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';

// The conversations and threads are kept and sent again while the person's messages are
// unchanged (kept-message-lists.ts); none of these may ever show an answer older than the data.
const { app, db, databaseUrl } = await createTestContext();
const amina = await createBuyer(app, 'Amina');
const joseph = await createBuyer(app, 'Joseph');

const send = (from: { accessToken: string }, to: { id: string }, content: string, server = app) =>
  server.inject({ method: 'POST', url: '/api/messages', headers: bearer(from.accessToken), payload: { receiverId: to.id, content } });
const get = (token: string, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const conversations = async (reader: { accessToken: string }) => (await get(reader.accessToken, '/api/conversations')).json();
const thread = async (reader: { accessToken: string }, other: { id: string }) => (await get(reader.accessToken, `/api/messages/${other.id}`)).json();
type Listed = { content: string; isRead: boolean };

describe('kept Messages lists', () => {
  it('show a new message, its read mark and the sender’s new name at once', async () => {
    await send(amina, joseph, 'Are you free on Thursday?');
    // Read twice, so that the second answer is a kept one.
    await conversations(joseph);
    expect((await conversations(joseph)).conversations[0]).toMatchObject({ id: amina.id, lastMessage: 'Are you free on Thursday?', unreadCount: 1 });

    await send(amina, joseph, 'Morning works best.');
    expect(await conversations(joseph)).toMatchObject({ unreadTotal: 2, conversations: [{ lastMessage: 'Morning works best.', unreadCount: 2 }] });

    await thread(joseph, amina);
    expect(await conversations(joseph)).toMatchObject({ unreadTotal: 0, conversations: [{ unreadCount: 0 }] });
    // The sender sees the double tick: their kept thread moved with the reader's marks.
    expect((await thread(amina, joseph)).messages.map((message: Listed) => message.isRead)).toEqual([true, true]);

    // Not through any messages route: a rename straight in the database.
    await db.updateTable('users').set({ name: 'Amina Wanjiku' }).where('id', '=', amina.id).execute();
    expect((await conversations(joseph)).conversations[0].name).toBe('Amina Wanjiku');
    expect((await thread(joseph, amina)).messages[0].sender.name).toBe('Amina Wanjiku');
  });

  it('never skip a read mark: a thread opened again marks what arrived meanwhile', async () => {
    await thread(joseph, amina);
    await thread(joseph, amina);
    await send(amina, joseph, 'Shall I bring the ladder?');
    const opened = await thread(joseph, amina);
    expect(opened.messages.at(-1)).toMatchObject({ content: 'Shall I bring the ladder?', isRead: true });
    const stored = await db.selectFrom('messages').select('read_at').where('content', '=', 'Shall I bring the ladder?').executeTakeFirstOrThrow();
    expect(stored.read_at).not.toBeNull();
    expect((await thread(joseph, amina)).messages.at(-1).isRead).toBe(true);
    expect((await conversations(joseph)).unreadTotal).toBe(0);
  });

  it('see a message sent through another server instance', async () => {
    const other = await createTestContext({ databaseUrl });
    await conversations(joseph);
    await conversations(joseph);
    await send(amina, joseph, 'Sent through the other instance', other.app);
    expect((await conversations(joseph)).conversations[0]).toMatchObject({ lastMessage: 'Sent through the other instance', unreadCount: 1 });
    expect((await thread(joseph, amina)).messages.at(-1).content).toBe('Sent through the other instance');
  });

  it('refuse a session that has ended even when its lists are kept', async () => {
    const session = await logIn(app, joseph.email);
    for (const url of ['/api/conversations', `/api/messages/${amina.id}`]) {
      expect((await get(session.accessToken, url)).statusCode).toBe(200);
      expect((await get(session.accessToken, url)).statusCode).toBe(200);
    }
    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(session.accessToken), payload: { refreshToken: session.refreshToken } });
    for (const url of ['/api/conversations', `/api/messages/${amina.id}`]) {
      const refused = await get(session.accessToken, url);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('ladder');
    }
  });

  it('are each person’s own, and a thread is kept per partner', async () => {
    const kamau = await createBuyer(app, 'Kamau');
    await send(kamau, joseph, 'Do you do tiling?');
    await thread(joseph, amina);
    expect((await thread(joseph, kamau)).messages.map((message: Listed) => message.content)).toEqual(['Do you do tiling?']);
    expect((await conversations(kamau)).conversations.map((conversation: { id: string }) => conversation.id)).toEqual([joseph.id]);
  });

  it('answer a phone that already holds the list with an empty 304, privately', async () => {
    const first = await get(joseph.accessToken, '/api/conversations');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await get(joseph.accessToken, '/api/conversations', { 'if-none-match': etag })).statusCode).toBe(304);
    await send(amina, joseph, 'One more thing');
    const changed = await get(joseph.accessToken, '/api/conversations', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().conversations[0].lastMessage).toBe('One more thing');
  });
});
