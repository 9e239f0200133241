import { afterAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from '../../lib/access-tokens';
import { bearer, logInFromOwnAddress, signUpBuyer } from '../../../test/auth-helpers';
import { createTestContext, testJwtSecret } from '../../../test/helpers';
import { openLiveSocket } from '../../../test/live';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';
import { findOrStartRedis } from '../../../test/redis';

const { app, db } = await createTestContext();
const redis = await findOrStartRedis();
afterAll(() => redis?.stop());

describe('the live socket', () => {
  it('answers a plain HTTP request with a JSON 426 that says to upgrade', async () => {
    const plain = await app.inject({ method: 'GET', url: '/api/ws' });
    expect(plain.statusCode).toBe(426);
    expect(plain.headers.upgrade).toBe('websocket');
    expect(plain.json()).toEqual({ error: 'Live updates need a WebSocket connection', code: 'WEBSOCKET_REQUIRED' });
  });

  it('delivers a new message, the unread total and the read receipt within a second', async () => {
    const buyer = await createBuyer(app, 'Live Buyer');
    const seller = await createBuyer(app, 'Live Seller');
    const sellerLive = await openLiveSocket(app, seller.accessToken);
    const buyerLive = await openLiveSocket(app, buyer.accessToken);
    await sellerLive.next('ready');
    await buyerLive.next('ready');

    await app.inject({ method: 'POST', url: '/api/messages', headers: bearer(buyer.accessToken), payload: { receiverId: seller.id, content: 'Hello live' } });
    expect(await sellerLive.next('message')).toMatchObject({ message: { content: 'Hello live', senderId: buyer.id } });
    expect(await sellerLive.next('unread')).toEqual({ type: 'unread', total: 1 });

    await app.inject({ method: 'GET', url: `/api/messages/${buyer.id}`, headers: bearer(seller.accessToken) });
    expect(await buyerLive.next('read')).toMatchObject({ readerId: seller.id });
    sellerLive.socket.terminate();
    buyerLive.socket.terminate();
  });

  it('tells both sides when an order changes, the seller from the moment it is paid', async () => {
    const seller = await createSeller(app, db, { title: 'Live order service' });
    const buyer = await createBuyer(app);
    const [buyerLive, sellerLive] = await Promise.all([openLiveSocket(app, buyer.accessToken), openLiveSocket(app, seller.accessToken)]);
    await Promise.all([buyerLive.next('ready'), sellerLive.next('ready')]);
    const orderId = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id;
    const paid = { type: 'order', order: { id: orderId, status: 'PENDING', paymentStatus: 'HELD' } };
    expect(await buyerLive.next('order')).toEqual(paid);
    expect(await sellerLive.next('order')).toEqual(paid);
    await act(app, seller.accessToken, orderId, 'accept');
    const accepted = { type: 'order', order: { id: orderId, status: 'ACCEPTED', paymentStatus: 'HELD' } };
    const ordersHeard = (live: typeof buyerLive) => live.events.filter((event) => event.type === 'order');
    await vi.waitFor(() => expect(ordersHeard(buyerLive)).toHaveLength(2));
    expect(ordersHeard(buyerLive)).toEqual([paid, accepted]);
    await vi.waitFor(() => expect(ordersHeard(sellerLive)).toEqual([paid, accepted]));
    buyerLive.socket.terminate();
    sellerLive.socket.terminate();
  });

  it('closes with 4401 for a forged token, an expired token, or no authentication', async () => {
    const forged = await openLiveSocket(app, 'forged.token.value');
    expect(await forged.closed).toEqual({ code: 4401, reason: 'Invalid or expired token' });

    const buyer = await createBuyer(app, 'Expiring');
    const [session] = await db.selectFrom('sessions').select('id').where('user_id', '=', buyer.id).execute();
    const shortLived = await createAccessTokens(testJwtSecret, 1).sign({ userId: buyer.id, role: 'buyer', sessionId: session!.id });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const expired = await openLiveSocket(app, shortLived);
    expect((await expired.closed).code).toBe(4401);
  });

  it('reaches a socket on another server instance through Redis', async (context) => {
    if (!redis) return context.skip('no Redis on this machine (REDIS_URL unset, none on 6379, no redis-server binary)');
    const instanceA = await createTestContext({ redisUrl: redis.url });
    const instanceB = await createTestContext({ redisUrl: redis.url, databaseUrl: instanceA.databaseUrl });
    // Logins from addresses of their own: with Redis the per-address count is shared by every test file and run.
    const sender = await logInFromOwnAddress(instanceA.app, (await signUpBuyer(instanceA.app, { name: 'On A' })).email);
    const receiver = await logInFromOwnAddress(instanceA.app, (await signUpBuyer(instanceA.app, { name: 'On B' })).email);
    const onB = await openLiveSocket(instanceB.app, receiver.accessToken);
    await onB.next('ready');
    await instanceA.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: bearer(sender.accessToken),
      payload: { receiverId: receiver.user.id, content: 'Across instances' },
    });
    expect(await onB.next('message')).toMatchObject({ message: { content: 'Across instances' } });
    onB.socket.terminate();
  });
});
