import { randomInt, randomUUID } from 'node:crypto';
import { MAX_DAILY_CAPACITY, WEEKDAYS } from '@fundi/shared';
import { expect } from 'vitest';
import { bodyOf, call, type Answer } from './server-process';

export type Person = { id: string; token: string };
type Seller = Person & { serviceId: string };
export type Market = { sellers: Seller[]; buyers: Person[] };

type BookingRequest = { serviceId: string; sellerId: string; bookingDate: string };
export type BookingAttempt = { buyer: Person; key: string; body: BookingRequest; sentAt: number; answer?: Answer; answeredAt?: number };
type MessageAttempt = { sender: Person; receiverId: string; content: string; sentAt: number; answer?: Answer; answeredAt?: number };
/** Every request the load sent, with what came back (status 0: no answer at all). */
export type LoadRecord = { bookings: BookingAttempt[]; messages: MessageAttempt[] };

async function signUp(url: string, name: string): Promise<Person> {
  const email = `load-${randomUUID()}@example.com`;
  const answer = await call(url, 'POST', '/auth/signup', { body: { name, email, phone: null, password: 'Kenya#2026x' } });
  expect(answer.status, JSON.stringify(answer)).toBe(201);
  const body = bodyOf<{ token: string; user: { id: string } }>(answer);
  return { id: body.user.id, token: body.token };
}

/** Sellers (each offering one service) and buyers, made through the API like real people. */
export async function setUpMarket(url: string, { sellers = 2, buyers = 4 } = {}): Promise<Market> {
  const made: Seller[] = [];
  for (let index = 0; index < sellers; index += 1) {
    const person = await signUp(url, `Fundi ${index}`);
    const application = { name: `Fundi ${index}`, phone: `+25471${String(randomInt(10_000_000)).padStart(7, '0')}`, location: 'Kisumu', gender: 'female' };
    const became = await call(url, 'POST', '/api/become-seller', { token: person.token, body: application });
    expect(became.status, JSON.stringify(became)).toBe(200);
    const token = bodyOf<{ accessToken: string }>(became).accessToken;
    const draft = { category: 'plumbing', title: `Crash-proof plumbing ${index}`, description: 'Pipes and taps', price: '1500', experience: '3' };
    const added = await call(url, 'POST', '/api/services', { token, body: draft });
    expect(added.status, JSON.stringify(added)).toBe(201);
    // As many bookings a day as a seller may take (docs/decisions/0052-availability.md): the load
    // books random days, and a full one would refuse a retry this test expects to succeed.
    const availability = { workingDays: [...WEEKDAYS], blockedDates: [], dailyCapacity: MAX_DAILY_CAPACITY };
    const saved = await call(url, 'PUT', '/api/me/availability', { token, body: availability });
    expect(saved.status, JSON.stringify(saved)).toBe(200);
    made.push({ id: person.id, token, serviceId: bodyOf<{ service: { id: string } }>(added).service.id });
  }
  const people = await Promise.all(Array.from({ length: buyers }, (_, index) => signUp(url, `Buyer ${index}`)));
  return { sellers: made, buyers: people };
}

function dayInNairobi(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

export function book(url: string, attempt: Pick<BookingAttempt, 'buyer' | 'key' | 'body'>): Promise<Answer> {
  return call(url, 'POST', '/api/orders', { token: attempt.buyer.token, body: attempt.body, headers: { 'idempotency-key': attempt.key } });
}

/**
 * Steady load, as phones make it: each buyer keeps `bookingsPerBuyer` bookings going (each
 * with its own Idempotency-Key; the simulated payment takes 2 s, so several are always in
 * flight) and sends a message to a seller every `messageEveryMs`. A client stops once a request
 * gets no answer (the server is gone). `stop()` ends the load and waits for every client.
 */
export function startLoad(url: string, market: Market, { bookingsPerBuyer = 2, messageEveryMs = 200, maxMessagesPerBuyer = 50 } = {}) {
  const record: LoadRecord = { bookings: [], messages: [] };
  let stopped = false;
  const bookingClient = async (buyer: Person) => {
    // Staggered, so bookings start and finish all the time rather than in waves.
    await new Promise((resolve) => setTimeout(resolve, randomInt(2_000)));
    while (!stopped) {
      const seller = market.sellers[randomInt(market.sellers.length)]!;
      const body = { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: dayInNairobi(randomInt(1, 30)) };
      const attempt: BookingAttempt = { buyer, key: randomUUID(), body, sentAt: Date.now() };
      record.bookings.push(attempt);
      attempt.answer = await book(url, attempt);
      attempt.answeredAt = Date.now();
      if (attempt.answer.status === 0) return;
    }
  };
  // Kept under the 60 messages a minute each person may send.
  const messageClient = async (sender: Person) => {
    for (let sent = 0; !stopped && sent < maxMessagesPerBuyer; sent += 1) {
      const receiverId = market.sellers[sent % market.sellers.length]!.id;
      const attempt: MessageAttempt = { sender, receiverId, content: `Are you free? ${randomUUID()}`, sentAt: Date.now() };
      record.messages.push(attempt);
      attempt.answer = await call(url, 'POST', '/api/messages', { token: sender.token, body: { receiverId: attempt.receiverId, content: attempt.content } });
      attempt.answeredAt = Date.now();
      if (attempt.answer.status === 0) return;
      await new Promise((resolve) => setTimeout(resolve, messageEveryMs));
    }
  };
  const clients = market.buyers.flatMap((buyer) => [...Array.from({ length: bookingsPerBuyer }, () => bookingClient(buyer)), messageClient(buyer)]);
  return {
    record,
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

export const answered = (attempt: { answer?: Answer }) => attempt.answer !== undefined && attempt.answer.status >= 200 && attempt.answer.status < 300;
