import type { ProfessionalsResponse } from '@fundi/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

let queries = 0;
const { app, db } = await createTestContext({ onQuery: () => (queries += 1) });

type Seller = { name: string; ratings?: number[]; location?: string | null; bio?: string | null; title?: string };

/** Adds sellers offering one service each in `category`, with reviews summed on their row as the review route does. */
async function addSellers(category: string, sellers: Seller[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, seller] of sellers.entries()) {
    const title = seller.title ?? 'General work';
    await db.insertInto('services').values({ category, title }).onConflict((conflict) => conflict.doNothing()).execute();
    const service = await db.selectFrom('services').select('id').where('category', '=', category).where('title', '=', title).executeTakeFirstOrThrow();
    const ratings = seller.ratings ?? [];
    const user = await db
      .insertInto('users')
      .values({
        name: seller.name,
        email: `${category}-${index}-${Math.random().toString(36).slice(2)}@example.com`,
        role: 'seller',
        location: seller.location === undefined ? 'Kilimani, Nairobi' : seller.location,
        bio: seller.bio === undefined ? `Bio of ${seller.name}` : seller.bio,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('offerings').values({ service_id: service.id, seller_id: user.id, description: '', price_cents: 150_000 + index * 100, experience_years: 3 }).execute();
    if (ratings.length > 0) {
      await db
        .updateTable('users')
        .set({ rating_sum: ratings.reduce((sum, rating) => sum + rating, 0), rating_count: ratings.length })
        .where('id', '=', user.id)
        .execute();
    }
    ids.push(user.id);
  }
  return ids;
}

/** A second (third...) service for a seller already in `category`: KSh 900, or `priceCents`. */
async function addService(sellerId: string, category: string, title: string, priceCents = 90_000): Promise<void> {
  const service = await db.insertInto('services').values({ category, title }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('offerings').values({ service_id: service.id, seller_id: sellerId, description: '', price_cents: priceCents, experience_years: 7 }).execute();
}

async function page(category: string, query = ''): Promise<ProfessionalsResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/categories/${category}/professionals${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Every card of a listing, following its cursors. */
async function walk(category: string, query: string, limit: number): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams(query);
    params.set('limit', String(limit));
    if (cursor) params.set('cursor', cursor);
    const answer = await page(category, `?${params.toString()}`);
    expect(answer.professionals.length).toBeLessThanOrEqual(limit);
    names.push(...answer.professionals.map((professional) => professional.name));
    cursor = answer.nextCursor;
  } while (cursor);
  return names;
}

describe('GET /api/categories/{category}/professionals', () => {
  it('shows each professional with every field of a card, best rated first, then most reviewed', async () => {
    await addSellers('painting', [
      { name: 'Three Stars', ratings: [3] },
      { name: 'Five Stars Twice', ratings: [5, 5], location: 'South B, Nairobi', bio: null, title: 'Wall painting' },
      { name: 'Five Stars Once', ratings: [5] },
      { name: 'No Reviews Yet' },
    ]);
    const answer = await page('painting');
    expect(answer.professionals.map((professional) => professional.name)).toEqual(['Five Stars Twice', 'Five Stars Once', 'Three Stars', 'No Reviews Yet']);
    expect(answer.professionals[0]).toEqual({
      offeringId: expect.any(String),
      sellerId: expect.any(String),
      name: 'Five Stars Twice',
      profilePhoto: null,
      serviceId: expect.any(String),
      serviceTitle: 'Wall painting',
      category: 'painting',
      // No bio and no description of their own: the spec's default description.
      bio: 'Specializing in Wall painting',
      rating: 5,
      reviewsCount: 2,
      price: 1501,
      experience: 3,
      location: 'South B, Nairobi',
      town: 'Nairobi',
      verified: false,
      services: [{ offeringId: expect.any(String), serviceId: expect.any(String), title: 'Wall painting', price: 1501, experience: 3 }],
    });
    expect(answer.professionals[3]).toMatchObject({ rating: 0, reviewsCount: 0 });
    expect(answer).toMatchObject({ total: 4, nextCursor: null, towns: [{ name: 'Nairobi', professionals: 4 }] });
  });

  it('shows a person with two services in the category as one card listing both, cheapest first, and counts them once on both pages', async () => {
    const [twice] = await addSellers('cleaning', [{ name: 'Two Services', ratings: [5], location: 'Nyali, Mombasa', title: 'House cleaning' }, { name: 'One Service', ratings: [4] }]);
    await addService(twice!, 'cleaning', 'Sofa cleaning');
    const answer = await page('cleaning');
    expect(answer.professionals.map((professional) => professional.name)).toEqual(['Two Services', 'One Service']);
    const card = answer.professionals[0]!;
    // The card's own service is the newest, so clients reading one service per card still work.
    expect(card).toMatchObject({ serviceTitle: 'Sofa cleaning', price: 900, experience: 7 });
    expect(card.services).toEqual([
      { offeringId: card.offeringId, serviceId: card.serviceId, title: 'Sofa cleaning', price: 900, experience: 7 },
      { offeringId: expect.any(String), serviceId: expect.any(String), title: 'House cleaning', price: 1500, experience: 3 },
    ]);
    await addService(twice!, 'cleaning', 'Carpet cleaning', 120_000);
    const cheapestFirst = (await page('cleaning')).professionals[0]!;
    expect(cheapestFirst.serviceTitle).toBe('Carpet cleaning');
    expect(cheapestFirst.services.map((service) => [service.title, service.price])).toEqual([
      ['Sofa cleaning', 900],
      ['Carpet cleaning', 1200],
      ['House cleaning', 1500],
    ]);
    expect(answer.total).toBe(2);
    expect(answer.towns).toEqual([
      { name: 'Mombasa', professionals: 1 },
      { name: 'Nairobi', professionals: 1 },
    ]);
    expect((await page('cleaning', '?town=Mombasa')).total).toBe(1);
    const counts = (await app.inject({ method: 'GET', url: '/api/categories' })).json() as { categories: { id: string; professionals: number }[] };
    expect(counts.categories.find((category) => category.id === 'cleaning')?.professionals).toBe(answer.total);
  });

  it("lists only a person's services that match a search on the title, and all of them when their name matches", async () => {
    const [id] = await addSellers('petcare', [{ name: 'Wambui Njeri', title: 'Dog walking' }, { name: 'Other Walker', title: 'Cat sitting' }]);
    await addService(id!, 'petcare', 'Dog grooming');
    await addService(id!, 'petcare', 'Bird feeding');
    const dog = await page('petcare', '?q=dog');
    expect(dog.total).toBe(1);
    expect(dog.professionals.map((professional) => professional.services.map((service) => service.title))).toEqual([['Dog grooming', 'Dog walking']]);
    // The name matches: every service of theirs in the category.
    const byName = await page('petcare', '?q=wambui');
    expect(byName.professionals[0]!.services.map((service) => service.title)).toEqual(['Bird feeding', 'Dog grooming', 'Dog walking']);
    expect((await page('petcare', '?q=sitting')).professionals.map((professional) => professional.name)).toEqual(['Other Walker']);
  });

  it('pages through people with several services exactly once each, whatever the page size', async () => {
    const ids = await addSellers('it', Array.from({ length: 9 }, (_, index) => ({ name: `Techie ${index}`, ratings: index % 2 ? [4] : [] })));
    for (const [index, id] of ids.entries()) {
      if (index % 3 === 0) await addService(id, 'it', `Laptop repair ${index}`);
      if (index % 4 === 0) await addService(id, 'it', `Wi-Fi setup ${index}`);
    }
    const everything = (await page('it', '?limit=48')).professionals.map((professional) => professional.name);
    expect([...everything].sort()).toEqual(Array.from({ length: 9 }, (_, index) => `Techie ${index}`));
    for (const limit of [1, 2, 4]) expect(await walk('it', '', limit)).toEqual(everything);
    expect((await page('it', '?limit=2')).total).toBe(9);
  });

  it('rounds the rating to 1 decimal as the spec asks, the same as the whole catalogue shows it', async () => {
    // 87 / 20 is 4.35 exactly: a half rounds up, on both lists (one stored rating serves both).
    await addSellers('catering', [{ name: 'Mixed Reviews', ratings: [5, 4, 4] }, { name: 'Exactly Halfway', ratings: [...Array(7).fill(5), ...Array(13).fill(4)] }]);
    const ratings = (await page('catering')).professionals.map(({ name, rating }) => [name, rating]);
    expect(ratings).toEqual([['Exactly Halfway', 4.4], ['Mixed Reviews', 4.3]]);
    const catalogue = (await app.inject({ method: 'GET', url: '/api/services?category=catering' })).json() as { services: { sellers: { name: string; rating: number }[] }[] };
    const inCatalogue = catalogue.services.flatMap((service) => service.sellers).map(({ name, rating }) => [name, rating]);
    expect(inCatalogue).toEqual(expect.arrayContaining(ratings));
  });

  it('pages through every professional exactly once, in order, whatever the page size', async () => {
    const sellers = Array.from({ length: 23 }, (_, index) => ({ name: `Gardener ${String(index).padStart(2, '0')}`, ratings: index % 3 === 0 ? [] : [1 + (index % 5)] }));
    await addSellers('gardening', sellers);
    const everything = (await page('gardening', '?limit=48')).professionals.map((professional) => professional.name);
    expect(everything).toHaveLength(23);
    for (const limit of [1, 5, 12]) expect(await walk('gardening', '', limit)).toEqual(everything);
    const first = await page('gardening');
    expect(first.professionals).toHaveLength(12);
    expect(first.total).toBe(23);
  });

  it('keeps its place when a professional already shown rises with a new review meanwhile', async () => {
    await addSellers('carpentry', [
      { name: 'Carpenter A', ratings: [5] },
      { name: 'Carpenter B', ratings: [4] },
      { name: 'Carpenter C', ratings: [3] },
    ]);
    const first = await page('carpentry', '?limit=1');
    const a = first.professionals[0]!;
    await db.updateTable('users').set({ rating_sum: sql`rating_sum + 5`, rating_count: sql`rating_count + 1` }).where('id', '=', a.sellerId).execute();
    const rest = await page('carpentry', `?limit=5&cursor=${first.nextCursor}`);
    expect(rest.professionals.map((professional) => professional.name)).toEqual(['Carpenter B', 'Carpenter C']);
  });

  it("searches the professional's name or the service title in any case, with % and _ taken literally", async () => {
    await addSellers('electrical', [
      { name: 'Achieng Odhiambo', title: 'Socket repair' },
      { name: 'Brian Kiptoo', title: 'Wiring 100% safe' },
      { name: 'Catherine Wanjiku', title: 'Solar_panels' },
    ]);
    const names = async (q: string) => (await page('electrical', `?q=${encodeURIComponent(q)}`)).professionals.map((professional) => professional.name).sort();
    expect(await names('achieng')).toEqual(['Achieng Odhiambo']);
    expect(await names('SOCKET')).toEqual(['Achieng Odhiambo']);
    expect(await names('  wiring ')).toEqual(['Brian Kiptoo']);
    expect(await names('%')).toEqual(['Brian Kiptoo']);
    expect(await names('r_')).toEqual(['Catherine Wanjiku']);
    expect(await names('nobody')).toEqual([]);
    const searched = await page('electrical', '?q=an');
    expect(searched.total).toBe(searched.professionals.length);
    // The town filter lists the whole category's towns, not only the matches'.
    expect(searched.towns).toEqual([{ name: 'Nairobi', professionals: 3 }]);
  });

  it('narrows to one town and lists the towns with most professionals first', async () => {
    await addSellers('moving', [
      { name: 'Mover Mombasa 1', location: 'Nyali, Mombasa' },
      { name: 'Mover Nairobi 1', location: 'Westlands, Nairobi' },
      { name: 'Mover Mombasa 2', location: 'Mombasa' },
      { name: 'Mover Nowhere', location: null },
      { name: 'Mover Blank', location: ' , ' },
    ]);
    const all = await page('moving');
    expect(all.towns).toEqual([
      { name: 'Mombasa', professionals: 2 },
      { name: 'Nairobi', professionals: 1 },
    ]);
    expect(all.total).toBe(5);
    const mombasa = await page('moving', '?town=Mombasa');
    expect(mombasa.professionals.map((professional) => professional.name).sort()).toEqual(['Mover Mombasa 1', 'Mover Mombasa 2']);
    expect(mombasa.total).toBe(2);
    expect((await page('moving', '?town=Mombasa&q=nyali')).total).toBe(0);
  });

  it('moves a professional to their new town when they change their location', async () => {
    const [id] = await addSellers('fitness', [{ name: 'Trainer', location: 'Kisumu' }]);
    await db.updateTable('users').set({ location: 'Milimani, Nakuru' }).where('id', '=', id!).execute();
    expect((await page('fitness')).towns).toEqual([{ name: 'Nakuru', professionals: 1 }]);
    expect((await page('fitness', '?town=Nakuru')).professionals[0]).toMatchObject({ town: 'Nakuru', location: 'Milimani, Nakuru' });
  });

  it("keeps the towns' counters equal to a recount of people through joining, a second service, moving, switching service and leaving", async () => {
    const recount = async () =>
      (
        await sql<{ category: string; town: string; sellers: number }>`
          SELECT category, coalesce(seller_town, '') AS town, count(DISTINCT seller_id)::int AS sellers FROM offerings GROUP BY 1, 2
          EXCEPT SELECT category, town, sellers FROM category_towns WHERE sellers > 0
          UNION ALL
          (SELECT category, town, sellers FROM category_towns WHERE sellers > 0
           EXCEPT SELECT category, coalesce(seller_town, ''), count(DISTINCT seller_id)::int FROM offerings GROUP BY 1, 2)
        `.execute(db)
      ).rows;
    const ids = await addSellers('events', [{ name: 'Planner 1', location: 'Thika' }, { name: 'Planner 2', location: 'Thika' }, { name: 'Planner 3', location: null }]);
    expect(await recount()).toEqual([]);
    await addService(ids[0]!, 'events', 'Wedding tents');
    expect(await recount()).toEqual([]);
    expect((await page('events')).towns).toEqual([{ name: 'Thika', professionals: 2 }]);
    await db.updateTable('users').set({ location: 'Ruiru' }).where('id', 'in', ids).execute();
    expect(await recount()).toEqual([]);
    const other = await db.insertInto('services').values({ category: 'cleaning', title: 'Event clean-up' }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('offerings').set({ service_id: other.id }).where('seller_id', '=', ids[1]!).execute();
    expect(await recount()).toEqual([]);
    await db.deleteFrom('offerings').where('seller_id', '=', ids[0]!).where('price_cents', '=', 90_000).execute();
    expect(await recount()).toEqual([]);
    // Planner 1 keeps a service, Planner 2 left for cleaning, Planner 3 moved to Ruiru too.
    expect((await page('events')).towns).toEqual([{ name: 'Ruiru', professionals: 2 }]);
    await db.deleteFrom('offerings').where('seller_id', 'in', ids).execute();
    expect(await recount()).toEqual([]);
    expect((await page('events')).towns).toEqual([]);
  });

  it('counts a seller who adds two services to a category at the same moment once', async () => {
    const [id] = await addSellers('tutoring', [{ name: 'Tutor', location: 'Eldoret' }]);
    const [maths, english] = await Promise.all(['Maths', 'English'].map((title) => db.insertInto('services').values({ category: 'tutoring', title }).returning('id').executeTakeFirstOrThrow()));
    // Two transactions, each adding one offering and holding it uncommitted while the other adds its own.
    const addInTransaction = (serviceId: string) =>
      db.transaction().execute(async (trx) => {
        await trx.insertInto('offerings').values({ service_id: serviceId, seller_id: id!, description: '', price_cents: 100_000 }).execute();
        await sql`SELECT pg_sleep(0.2)`.execute(trx);
      });
    await Promise.all([addInTransaction(maths!.id), addInTransaction(english!.id)]);
    const answer = await page('tutoring');
    expect(answer.total).toBe(1);
    expect(answer.towns).toEqual([{ name: 'Eldoret', professionals: 1 }]);
    expect(answer.professionals).toHaveLength(1);
    expect(answer.professionals[0]!.services.map((service) => service.title).sort()).toEqual(['English', 'General work', 'Maths']);
  });

  it('refuses an unknown category, a forged cursor and an oversized page with a clear 400', async () => {
    const ask = (url: string) => app.inject({ method: 'GET', url });
    expect((await ask('/api/categories/rocket-science/professionals')).json()).toEqual({ error: 'Unknown category', code: 'CATEGORY_UNKNOWN' });
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', crypto.randomUUID(), 4.5, 1])).toString('base64url');
    const badCursor = await ask(`/api/categories/plumbing/professionals?cursor=${forged}`);
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json()).toEqual({ error: 'Invalid page cursor', code: 'INVALID_PAGE_CURSOR' });
    expect((await ask('/api/categories/plumbing/professionals?limit=49')).statusCode).toBe(400);
    expect((await ask(`/api/categories/plumbing/professionals?q=${'x'.repeat(101)}`)).json()).toEqual({ error: 'Search text is too long', code: 'SEARCH_TOO_LONG' });
  });

  it('runs the same queries for 10 professionals as for 300', async () => {
    await addSellers('appliance', Array.from({ length: 10 }, (_, index) => ({ name: `Fixer ${index}` })));
    queries = 0;
    await page('appliance');
    const withTen = queries;
    await addSellers('appliance', Array.from({ length: 290 }, (_, index) => ({ name: `Repairer ${index}` })));
    queries = 0;
    const answer = await page('appliance');
    expect(answer.total).toBe(300);
    expect(queries).toBe(withTen);
    expect(withTen).toBeLessThanOrEqual(2);
  });

  it('no longer shows a professional who closed their account', async () => {
    const [id] = await addSellers('photography', [{ name: 'Leaving Photographer' }, { name: 'Staying Photographer' }]);
    await db.deleteFrom('offerings').where('seller_id', '=', id!).execute();
    await db.updateTable('users').set({ deleted_at: new Date() }).where('id', '=', id!).execute();
    const answer = await page('photography');
    expect(answer.professionals.map((professional) => professional.name)).toEqual(['Staying Photographer']);
    expect(answer.total).toBe(1);
  });
});

describe('GET /api/categories', () => {
  it('counts the different professionals of every category, a seller offering two services once', async () => {
    const [id] = await addSellers('beauty', [{ name: 'Stylist', title: 'Braiding' }, { name: 'Barber', title: 'Haircut' }]);
    const braiding = await db.selectFrom('services').select('id').where('category', '=', 'beauty').where('title', '=', 'Haircut').executeTakeFirstOrThrow();
    await db.insertInto('offerings').values({ service_id: braiding.id, seller_id: id!, description: '', price_cents: 100_000 }).execute();
    const response = await app.inject({ method: 'GET', url: '/api/categories' });
    const { categories } = response.json() as { categories: { id: string; professionals: number }[] };
    expect(categories).toHaveLength(16);
    expect(categories.find((category) => category.id === 'beauty')).toEqual({ id: 'beauty', professionals: 2 });
    expect(categories.find((category) => category.id === 'events')).toEqual({ id: 'events', professionals: 0 });
    expect(response.headers['cache-control']).toBe('public, no-cache');
  });
});

describe('GET /api/categories/{category}/professionals, one a page', () => {
  it('shows every professional once when their offerings differ only in their microseconds', async () => {
    // PostgreSQL keeps times to the microsecond, JavaScript's Date to the millisecond: a cursor
    // cut to the millisecond skipped every row made later in the same millisecond.
    const service = await db.insertInto('services').values({ category: 'moving', title: 'Same moment moves' }).returning('id').executeTakeFirstOrThrow();
    const names: string[] = [];
    for (const [index, createdAt] of ['2026-05-04T09:30:00.123900Z', '2026-05-04T09:30:00.123500Z', '2026-05-04T09:30:00.123100Z'].entries()) {
      const name = `Same Moment Mover ${index}`;
      const seller = await db
        .insertInto('users')
        .values({ name, email: `mover-${index}-${Date.now()}@example.com`, role: 'seller', location: 'Kasarani, Nairobi' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('offerings').values({ service_id: service.id, seller_id: seller.id, description: '', price_cents: 5_000_00, created_at: createdAt }).execute();
      names.push(name);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = (await app.inject({ method: 'GET', url: `/api/categories/moving/professionals?limit=1${cursor ? `&cursor=${cursor}` : ''}` })).json() as ProfessionalsResponse;
      expect(page.professionals.length).toBeLessThanOrEqual(1);
      seen.push(...page.professionals.map((professional) => professional.name));
      cursor = page.nextCursor;
    } while (cursor && seen.length < 50);
    // Other tests of this file list movers too: each appears once, these three among them.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((name) => names.includes(name)).sort()).toEqual(names);
  });
});
