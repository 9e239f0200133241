import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

let queries = 0;
const { app, db } = await createTestContext({ onQuery: () => (queries += 1) });

type Listing = { services: Array<{ id: string; title: string; category: string; price: number; sellers: Array<Record<string, unknown>> }> };
const list = async (url = '/api/services') => (await app.inject({ method: 'GET', url })).json() as Listing;

/** Adds `count` sellers, each offering one service of the category, with one 5-star and one 4-star review. */
async function addSellers(count: number, category: string, title: string) {
  await sql`
    WITH service AS (
      INSERT INTO services (category, title) VALUES (${category}, ${title})
      ON CONFLICT DO NOTHING RETURNING id
    ), sellers AS (
      INSERT INTO users (name, email, role, location, bio, rating_sum, rating_count)
      SELECT 'Seller ' || n, lower(replace(${title}, ' ', '-')) || '-' || n || '@example.com', 'seller', 'Kilimani, Nairobi', 'Bio ' || n, 9, 2
      FROM generate_series(1, ${count}) AS n RETURNING id
    )
    INSERT INTO offerings (service_id, seller_id, description, price_cents, experience_years)
    SELECT (SELECT id FROM service), sellers.id, '', 150000, 4 FROM sellers
  `.execute(db);
}

describe('GET /api/services', () => {
  it('lists each service with its sellers carrying every field of a seller offering', async () => {
    await addSellers(2, 'plumbing', 'Leak repair');
    const [service] = (await list()).services;
    expect(service).toMatchObject({ title: 'Leak repair', category: 'plumbing', price: 1500 });
    expect(service!.sellers[0]).toEqual({
      id: expect.any(String),
      offeringId: expect.any(String),
      name: expect.stringMatching(/^Seller /),
      price: 1500,
      rating: 4.5,
      ratings: [],
      reviewsCount: 2,
      // An offering without its own description falls back to the spec's default.
      description: 'Specializing in Leak repair',
      bio: expect.stringMatching(/^Bio /),
      experience: 4,
      location: 'Kilimani, Nairobi',
      phone: null,
      profilePhoto: null,
      verified: false,
    });
  });

  it('narrows to one category and refuses an unknown one', async () => {
    await addSellers(1, 'cleaning', 'Sofa cleaning');
    const cleaning = await list('/api/services?category=cleaning');
    expect(cleaning.services.map((service) => service.category)).toEqual(['cleaning']);
    const unknown = await app.inject({ method: 'GET', url: '/api/services?category=rocket-science' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Unknown category', code: 'CATEGORY_UNKNOWN' });
  });

  it('answers 304 without a body when the phone already has the current list', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/services' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await addSellers(1, 'moving', 'House moving');
    const changed = await app.inject({ method: 'GET', url: '/api/services', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('runs the same number of queries for 10 sellers as for 500', async () => {
    await addSellers(10, 'painting', 'Interior painting');
    queries = 0;
    expect((await list('/api/services?category=painting')).services[0]!.sellers).toHaveLength(10);
    const withTen = queries;

    await addSellers(490, 'painting', 'Exterior painting');
    queries = 0;
    const painting = await list('/api/services?category=painting');
    expect(painting.services.flatMap((service) => service.sellers)).toHaveLength(500);
    expect(queries).toBe(withTen);
    // The catalogue's version, the offerings, their sellers' ratings.
    expect(withTen).toBeLessThanOrEqual(3);
  });

  it('reads only the version while nothing changed, and shows any change to what it lists at once', async () => {
    await addSellers(2, 'beauty', 'Braiding');
    const first = await list('/api/services?category=beauty');
    queries = 0;
    expect(await list('/api/services?category=beauty')).toEqual(first);
    expect(queries).toBe(1);

    const seller = await db.selectFrom('users').select('id').where('email', 'like', 'braiding-%').executeTakeFirstOrThrow();
    await db.updateTable('users').set({ name: 'Renamed Stylist' }).where('id', '=', seller.id).execute();
    const renamed = await list('/api/services?category=beauty');
    expect(renamed.services[0]!.sellers.map((one) => one.name)).toContain('Renamed Stylist');

    await db.updateTable('users').set({ rating_sum: 5, rating_count: 1 }).where('id', '=', seller.id).execute();
    const rated = await list('/api/services?category=beauty');
    expect(rated.services[0]!.sellers.find((one) => one.id === seller.id)).toMatchObject({ rating: 5, reviewsCount: 1 });

    await db.deleteFrom('offerings').where('seller_id', '=', seller.id).execute();
    expect((await list('/api/services?category=beauty')).services[0]!.sellers.map((one) => one.id)).not.toContain(seller.id);

    // A write elsewhere (a password change) does not make every phone download the catalogue again.
    const before = (await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version;
    await db.updateTable('users').set({ password_hash: 'x' }).where('id', '=', seller.id).execute();
    expect((await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow()).version).toBe(before);
  });
});

describe('compression', () => {
  it('sends the catalogue brotli-compressed to a phone that accepts it, and plain to one that does not', async () => {
    await addSellers(40, 'gardening', 'Lawn mowing');
    const plain = await app.inject({ method: 'GET', url: '/api/services' });
    const compressed = await app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });
});

describe('many requests at once', () => {
  it('share one read of the catalogue, yet a change made before a request is never missed', async () => {
    await addSellers(3, 'tutoring', 'Maths tutoring');
    queries = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/api/services?category=tutoring' })));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // The first request reads the version and the catalogue (three queries); all that arrived
    // while it ran share one more read of the version, which has not moved.
    expect(queries).toBeLessThanOrEqual(4);
    await addSellers(1, 'tutoring', 'Chemistry tutoring');
    expect((await list('/api/services?category=tutoring')).services.map((service) => service.title)).toContain('Chemistry tutoring');
  });

  it('get the compressed form each accepts, made once and sent with its length', async () => {
    await addSellers(40, 'cleaning', 'Carpet cleaning');
    const ask = (acceptEncoding: string) => app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': acceptEncoding } });
    const [gzip, refusesBrotli, plain] = await Promise.all([ask('gzip'), ask('br;q=0, gzip'), ask('identity')]);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gzip.headers.vary).toContain('accept-encoding');
    const unchanged = await app.inject({ method: 'GET', url: '/api/services', headers: { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-encoding']).toBeUndefined();
  });
});
