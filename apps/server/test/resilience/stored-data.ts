import { expect } from 'vitest';
import { createDatabase } from '../../src/db';
import { orderProblems } from '../order-invariants';
import { answered, book, type LoadRecord, type Market } from './load';
import { bodyOf, embeddedDatabaseUrl } from './server-process';

/**
 * After a restart, reads the embedded database directly and checks what the load was told:
 * every booking and message answered 2xx is stored as sent (by id and content), every
 * refused message is absent, and nothing is half-written (each order whole: payment, its
 * events, a history from PENDING; each Idempotency-Key naming exactly one order).
 */
export async function expectEverythingAnsweredIsStored(dataDir: string, market: Market, record: LoadRecord): Promise<void> {
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 2 });
  const buyerIds = market.buyers.map((buyer) => buyer.id);
  try {
    for (const attempt of record.bookings.filter(answered)) {
      const { order } = bodyOf<{ order: { id: string; price: number } }>(attempt.answer);
      const row = await db
        .selectFrom('orders')
        .innerJoin('idempotency_keys', 'idempotency_keys.order_id', 'orders.id')
        .select(['buyer_id', 'seller_id', 'service_id', 'booking_date', 'price_cents', 'key'])
        .where('orders.id', '=', order.id)
        .executeTakeFirst();
      expect(row, `answered order ${order.id}`).toEqual({
        buyer_id: attempt.buyer.id,
        seller_id: attempt.body.sellerId,
        service_id: attempt.body.serviceId,
        booking_date: attempt.body.bookingDate,
        price_cents: order.price * 100,
        key: attempt.key,
      });
    }

    const messages = await db.selectFrom('messages').select(['id', 'sender_id', 'receiver_id', 'content']).where('sender_id', 'in', buyerIds).execute();
    const byContent = new Map(messages.map((message) => [message.content, message]));
    for (const attempt of record.messages) {
      const stored = byContent.get(attempt.content);
      if (answered(attempt)) {
        const { id } = bodyOf<{ message: { id: string } }>(attempt.answer).message;
        expect(stored, `answered message ${id}`).toEqual({ id, sender_id: attempt.sender.id, receiver_id: attempt.receiverId, content: attempt.content });
      } else if (attempt.answer?.status) {
        expect(stored, `refused message (${attempt.answer.status})`).toBeUndefined();
      }
    }
    // Nothing stored that no client sent.
    const sent = new Set(record.messages.map((attempt) => attempt.content));
    expect(messages.filter((message) => !sent.has(message.content))).toEqual([]);

    const orders = await db.selectFrom('orders').select('id').where('buyer_id', 'in', buyerIds).execute();
    for (const order of orders) expect(await orderProblems(db, order.id), `order ${order.id}`).toEqual([]);
    const keys = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', 'in', buyerIds).execute();
    expect(keys.filter((key) => key.order_id === null)).toEqual([]);
    expect(keys.map((key) => key.order_id).sort()).toEqual(orders.map((order) => order.id).sort());
  } finally {
    await db.destroy();
  }
}

/**
 * Sends again, with the same Idempotency-Key, every booking that got no answer, as the web app's
 * Retry does. Each must now succeed, and a booking that had been stored before the crash must
 * come back as that same order, never as a second one.
 */
export async function retryUnansweredBookings(url: string, dataDir: string, record: LoadRecord): Promise<void> {
  const unanswered = record.bookings.filter((attempt) => !answered(attempt));
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 2 });
  try {
    const storedBefore = new Map<string, string | null>();
    for (const attempt of unanswered) {
      const key = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', attempt.buyer.id).where('key', '=', attempt.key).executeTakeFirst();
      if (key) storedBefore.set(attempt.key, key.order_id);
    }
    const retries = await Promise.all(unanswered.map((attempt) => book(url, attempt)));
    for (const [index, attempt] of unanswered.entries()) {
      const retry = retries[index]!;
      expect(retry.status, JSON.stringify(retry)).toBe(201);
      const orderId = bodyOf<{ order: { id: string } }>(retry).order.id;
      if (storedBefore.has(attempt.key)) expect(orderId).toBe(storedBefore.get(attempt.key));
      const keyed = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', attempt.buyer.id).where('key', '=', attempt.key).execute();
      expect(keyed).toEqual([{ order_id: orderId }]);
      expect(await orderProblems(db, orderId)).toEqual([]);
      // From now on this booking counts as answered: later checks expect to find it.
      attempt.answer = retry;
    }
  } finally {
    await db.destroy();
  }
}

/**
 * After a clean stop, a request that got no answer (refused at connect, or reset before the
 * server read it) must have left no trace: the server either answers a request or never
 * carries it out. (After SIGKILL this does not hold: a commit may beat the kill.)
 */
export async function expectUnansweredUntouched(dataDir: string, record: LoadRecord): Promise<void> {
  const db = createDatabase(embeddedDatabaseUrl(dataDir), { max: 2 });
  try {
    for (const attempt of record.bookings.filter((booking) => booking.answer?.status === 0)) {
      const key = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', attempt.buyer.id).where('key', '=', attempt.key).executeTakeFirst();
      expect(key, `booking without an answer (${attempt.answer?.error})`).toBeUndefined();
    }
    for (const attempt of record.messages.filter((message) => message.answer?.status === 0)) {
      const stored = await db.selectFrom('messages').select('id').where('content', '=', attempt.content).executeTakeFirst();
      expect(stored, `message without an answer (${attempt.answer?.error})`).toBeUndefined();
    }
  } finally {
    await db.destroy();
  }
}
