import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { formData, pngFile, pngImage, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

// GET /api/pros/{id} (docs/decisions/0053-professional-pages.md): a professional's public page.

const queries: string[] = [];
const { app, db } = await createTestContext({ onQuery: (text) => queries.push(text) });

const page = (id: string, query = '') => app.inject({ method: 'GET', url: `/api/pros/${id}${query}` });
const unique = () => randomBytes(4).toString('hex');

/** A seller offering `title` at `priceKsh`, with another service added straight to the database. */
async function sellerWithTwoServices() {
  const seller = await createSeller(app, db, { priceKsh: 2500, title: `Blocked drain ${unique()}` });
  const cheaper = await db.insertInto('services').values({ category: 'plumbing', title: `Tap repair ${unique()}` }).returning(['id', 'title']).executeTakeFirstOrThrow();
  // No description of its own: the page says what it is, as a card does.
  await db.insertInto('offerings').values({ service_id: cheaper.id, seller_id: seller.id, description: '', price_cents: 150_050, experience_years: 7 }).execute();
  await db.updateTable('offerings').set({ experience_years: 3 }).where('seller_id', '=', seller.id).where('service_id', '=', seller.serviceId).execute();
  return { ...seller, cheaper };
}

/** A job of `seller` for a new buyer named `buyerName`, completed, confirmed and reviewed with `rating` through the API. */
async function reviewedJob(seller: { id: string; serviceId: string; accessToken: string }, buyerName: string, rating: number, comment?: string) {
  const buyer = await createBuyer(app, buyerName);
  const booked = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
  expect(booked.statusCode, booked.body).toBe(201);
  const orderId = booked.json().order.id as string;
  for (const step of ['accept', 'complete']) expect((await act(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
  expect((await act(app, buyer.accessToken, orderId, 'confirm')).statusCode).toBe(200);
  const reviewed = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/review`, headers: bearer(buyer.accessToken), payload: { rating, comment } });
  expect(reviewed.statusCode, reviewed.body).toBe(201);
  return buyer;
}

/**
 * `count` reviews of the seller written straight to the database (the API would take a booking
 * each), in threes at the very same moment: the pages must neither skip nor repeat those.
 */
async function manyReviews(seller: { id: string; serviceId: string }, count: number) {
  const buyer = await createBuyer(app, 'Many Reviews');
  await sql`
    with made as (
      insert into orders (buyer_id, seller_id, service_id, service_title, price_cents, booking_date, status, seller_sees, created_at)
      select ${buyer.id}, ${seller.id}, ${seller.serviceId}, 'Blocked drain', 250000, '2026-01-01', 'COMPLETED', true, now() - (n / 3) * interval '1 minute'
      from generate_series(1, ${count}::integer) as n
      returning id, created_at
    )
    insert into reviews (order_id, buyer_id, seller_id, service_id, rating, comment, created_at)
    select id, ${buyer.id}, ${seller.id}, ${seller.serviceId}, 4, 'Fine', created_at
    from made`.execute(db);
  await sql`update users set rating_sum = rating_sum + ${4 * count}, rating_count = rating_count + ${count} where id = ${seller.id}`.execute(db);
}

describe('a professional’s page', () => {
  it('shows who they are, their services cheapest first, their rating by stars, their reviews and their photos of past work', async () => {
    const seller = await sellerWithTwoServices();
    await db
      .updateTable('users')
      .set({ name: 'Joseph Otieno', bio: 'Plumber in South B since 2014.', location: 'South B, Nairobi', verified_at: new Date() })
      .where('id', '=', seller.id)
      .execute();
    await reviewedJob(seller, 'Wanjiku Kamau', 5, 'Came on time.');
    await reviewedJob(seller, 'Baraka', 4);
    const photo = await sendForm(app, 'POST', '/api/me/gallery', seller.accessToken, formData({}, { photo: pngFile(await pngImage()) }));
    expect(photo.statusCode, photo.body).toBe(201);
    const account = await db.selectFrom('users').select('created_at').where('id', '=', seller.id).executeTakeFirstOrThrow();

    const response = await page(seller.id);
    expect(response.statusCode, response.body).toBe(200);
    // Public and always revalidated; a phone holding this page gets an empty 304.
    expect(response.headers['cache-control']).toBe('public, no-cache');
    const again = await app.inject({ method: 'GET', url: `/api/pros/${seller.id}`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);

    const body = response.json();
    expect(body.professional).toEqual({
      id: seller.id,
      name: 'Joseph Otieno',
      profilePhoto: null,
      bio: 'Plumber in South B since 2014.',
      location: 'South B, Nairobi',
      town: 'Nairobi',
      townsServed: [],
      verified: true,
      rating: 4.5,
      reviewsCount: 2,
      ratingCounts: [0, 0, 0, 1, 1],
      experience: 7,
      memberSince: account.created_at.toISOString(),
    });
    expect(body.services).toEqual([
      {
        offeringId: expect.any(String),
        serviceId: seller.cheaper.id,
        title: seller.cheaper.title,
        category: 'plumbing',
        description: `Specializing in ${seller.cheaper.title}`,
        price: 1500.5,
        experience: 7,
      },
      { offeringId: expect.any(String), serviceId: seller.serviceId, title: expect.stringMatching(/^Blocked drain/), category: 'plumbing', description: 'Drains', price: 2500, experience: 3 },
    ]);
    expect(body.reviews).toEqual([
      { id: expect.any(String), rating: 4, comment: null, reviewer: 'Baraka', serviceTitle: expect.stringMatching(/^Blocked drain/), createdAt: expect.any(String) },
      { id: expect.any(String), rating: 5, comment: 'Came on time.', reviewer: 'Wanjiku K.', serviceTitle: expect.stringMatching(/^Blocked drain/), createdAt: expect.any(String) },
    ]);
    expect(body.nextCursor).toBeNull();
    const [galleryPhoto] = photo.json().gallery;
    expect(body.gallery).toEqual([{ id: galleryPhoto.id, url: `/uploads/${galleryPhoto.id}.webp` }]);
  });

  it('shows the same rating and town a category card shows', async () => {
    const seller = await createSeller(app, db, { title: `Card match ${unique()}` });
    await db.updateTable('users').set({ location: '  Kilimani ,  Nairobi ' }).where('id', '=', seller.id).execute();
    await Promise.all([5, 4, 4].map((rating) => reviewedJob(seller, 'Amina Odhiambo', rating)));
    const listing = await app.inject({ method: 'GET', url: `/api/categories/plumbing/professionals?q=${encodeURIComponent('Card match')}` });
    const card = listing.json().professionals.find((professional: { sellerId: string }) => professional.sellerId === seller.id);
    const { professional } = (await page(seller.id)).json();
    expect({ rating: professional.rating, town: professional.town, reviewsCount: professional.reviewsCount }).toEqual({ rating: card.rating, town: card.town, reviewsCount: card.reviewsCount });
    expect(professional.rating).toBe(4.3);
    expect(professional.ratingCounts).toEqual([0, 0, 0, 2, 1]);
  });

  it('never holds a phone number or an e-mail address, theirs or a reviewer’s', async () => {
    const seller = await createSeller(app, db, { title: `Private ${unique()}` });
    await db.updateTable('users').set({ phone: '+254712000123' }).where('id', '=', seller.id).execute();
    const buyer = await reviewedJob(seller, 'Zawadi Mwangi', 5, 'Good');
    await db.updateTable('users').set({ phone: '+254712000456' }).where('id', '=', buyer.id).execute();
    const text = (await page(seller.id)).body;
    expect([seller.email, buyer.email, '712000123', '712000456', buyer.id, 'Mwangi'].filter((value) => text.includes(value))).toEqual([]);
    expect(text).not.toMatch(/phone|email/i);
  });

  it('shows a closed account’s review under its anonymised name', async () => {
    const seller = await createSeller(app, db, { title: `Closed reviewer ${unique()}` });
    const buyer = await reviewedJob(seller, 'Otieno Ouma', 3, 'Okay');
    expect((await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(buyer.accessToken), payload: { reason: 'not-using' } })).statusCode).toBe(200);
    expect((await page(seller.id)).json().reviews).toEqual([expect.objectContaining({ reviewer: 'Deleted user', comment: 'Okay', rating: 3 })]);
  });

  it('pages the reviews newest first, with no review repeated or skipped among those made at the same moment', async () => {
    const seller = await createSeller(app, db, { title: `Busy ${unique()}` });
    await manyReviews(seller, 25);
    const expected = await db.selectFrom('reviews').select('id').where('seller_id', '=', seller.id).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await page(seller.id, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      seen.push(...body.reviews.map((review: { id: string }) => review.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected.map((review) => review.id));
    expect((await page(seller.id)).json().reviews).toHaveLength(10);
  });

  it('reads the whole page in two statements', async () => {
    const seller = await createSeller(app, db, { title: `Two reads ${unique()}` });
    queries.length = 0;
    expect((await page(seller.id)).statusCode).toBe(200);
    expect(queries).toHaveLength(2);
  });

  it('is read by anyone, signed in or not', async () => {
    const seller = await createSeller(app, db, { title: `Anyone ${unique()}` });
    const buyer = await createBuyer(app);
    expect((await page(seller.id)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/pros/${seller.id}`, headers: bearer(buyer.accessToken) })).statusCode).toBe(200);
  });
});

describe('a page that is not there', () => {
  const notFound = { error: 'Seller not found', code: 'SELLER_NOT_FOUND' };

  it('is a 404 for an unknown id, a buyer and a seller without a service', async () => {
    const buyer = await createBuyer(app);
    const seller = await createSeller(app, db, { title: `No services ${unique()}` });
    await db.deleteFrom('offerings').where('seller_id', '=', seller.id).execute();
    for (const id of ['00000000-0000-4000-8000-000000000000', buyer.id, seller.id]) {
      const response = await page(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('is a 404 for a closed account and a suspended one', async () => {
    const closed = await createSeller(app, db, { title: `Closed ${unique()}` });
    expect((await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(closed.accessToken), payload: { reason: 'not-using' } })).statusCode).toBe(200);
    const suspended = await createSeller(app, db, { title: `Suspended ${unique()}` });
    await db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', suspended.id).execute();
    for (const id of [closed.id, suspended.id]) expect((await page(id)).json()).toEqual(notFound);
  });

  it('is a 400 for an id that is not one, and for a page cursor it did not make', async () => {
    expect((await page('not-an-id')).statusCode).toBe(400);
    const seller = await createSeller(app, db, { title: `Bad cursor ${unique()}` });
    for (const cursor of ['nonsense', Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000000Z', seller.id])).toString('base64url')]) {
      const response = await page(seller.id, `?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid page cursor', code: 'INVALID_PAGE_CURSOR' });
    }
  });
});
