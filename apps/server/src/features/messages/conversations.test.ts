import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';

const { app, db } = await createTestContext();
const conversations = async (token: string) => (await app.inject({ method: 'GET', url: '/api/conversations', headers: bearer(token) })).json();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

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
    await app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(wanjiru.accessToken),
      payload: { receiverId: amina.id, content: 'Habari, do you still need a cleaner?' },
    });

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
