import { describe, expect, it } from 'vitest';
import { bearer, logIn, signUpBuyer } from './auth-helpers';
import { createTestContext } from './helpers';

// PostgreSQL keeps times to the microsecond, JavaScript's Date to the millisecond. A page
// cursor cut to the millisecond skipped every row made later in the same millisecond as the
// page's last row: two bookings or two messages a few microseconds apart. These lists are
// walked one row a page over rows that differ only in their microseconds.
const { app, db } = await createTestContext();
const sameMillisecond = ['2026-05-04T09:30:00.123900Z', '2026-05-04T09:30:00.123500Z', '2026-05-04T09:30:00.123100Z'];

async function signedIn() {
  const { email, id } = await signUpBuyer(app);
  return { ...(await logIn(app, email)), id };
}

/** Every item of a list, one per page, following the cursor the answer gives. */
async function walk<Item>(url: (cursor: string | null) => string, accessToken: string | undefined, read: (body: never) => { items: Item[]; cursor: string | null }) {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const response = await app.inject({ method: 'GET', url: url(cursor), headers: accessToken ? bearer(accessToken) : {} });
    expect(response.statusCode).toBe(200);
    const page = read(response.json() as never);
    expect(page.items.length).toBeLessThanOrEqual(1);
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < 10);
  return items;
}

describe('a list walked one row a page over rows made in the same millisecond', () => {
  it('GET /api/orders shows every order once, newest first', async () => {
    const buyer = await signedIn();
    const seller = await signUpBuyer(app);
    const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Same moment pipes' }).returning('id').executeTakeFirstOrThrow();
    const ids: string[] = [];
    for (const createdAt of sameMillisecond) {
      const order = await db
        .insertInto('orders')
        .values({ buyer_id: buyer.id, seller_id: seller.id, service_id: service.id, service_title: 'Same moment pipes', price_cents: 1_000_00, booking_date: '2026-05-10', created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(order.id);
    }
    const seen = await walk(
      (cursor) => `/api/orders?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      buyer.accessToken,
      (body: { orders: { id: string; createdAt: string }[]; nextCursor: string | null }) => ({ items: body.orders, cursor: body.nextCursor }),
    );
    expect(seen.map((order) => order.id)).toEqual(ids);
    // The API still shows SPEC's ISO time to the millisecond.
    expect(seen[0]!.createdAt).toBe('2026-05-04T09:30:00.123Z');
  });

  it('GET /api/messages/{userId} shows every message once, oldest first', async () => {
    const reader = await signedIn();
    const writer = await signUpBuyer(app);
    const ids: string[] = [];
    for (const createdAt of sameMillisecond) {
      const message = await db
        .insertInto('messages')
        .values({ sender_id: writer.id, receiver_id: reader.id, content: `Sent at ${createdAt}`, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(message.id);
    }
    const seen = await walk(
      (cursor) => `/api/messages/${writer.id}?limit=1${cursor ? `&before=${cursor}` : ''}`,
      reader.accessToken,
      (body: { messages: { id: string }[]; before: string | null }) => ({ items: body.messages, cursor: body.before }),
    );
    // Walked backwards from the newest: the oldest comes last.
    expect(seen.map((message) => message.id)).toEqual(ids);
  });

  it('GET /api/categories/{category}/professionals shows every professional once', async () => {
    const service = await db.insertInto('services').values({ category: 'moving', title: 'Same moment moves' }).returning('id').executeTakeFirstOrThrow();
    const names: string[] = [];
    for (const [index, createdAt] of sameMillisecond.entries()) {
      const name = `Mover ${index}`;
      const seller = await db
        .insertInto('users')
        .values({ name, email: `mover-${index}-${Date.now()}@example.com`, role: 'seller', location: 'Kasarani, Nairobi' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('offerings').values({ service_id: service.id, seller_id: seller.id, description: '', price_cents: 5_000_00, created_at: createdAt }).execute();
      names.push(name);
    }
    const seen = await walk(
      (cursor) => `/api/categories/moving/professionals?limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      undefined,
      (body: { professionals: { name: string }[]; nextCursor: string | null }) => ({ items: body.professionals, cursor: body.nextCursor }),
    );
    expect(seen.map((professional) => professional.name).sort()).toEqual(names);
  });
});
