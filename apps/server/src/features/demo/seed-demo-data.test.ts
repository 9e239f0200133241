import { categoryIds, GALLERY_MAX_PHOTOS, type ProResponse } from '@fundi/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { allDemoBuyers, allDemoSellers, demoReviews } from './data';
import { sellersWithoutPictures } from './demo-pictures';
import { seedDemoData } from './seed-demo-data';

const { app, db } = await createTestContext();
const log = app.log;
const count = async (table: 'users' | 'offerings' | 'reviews' | 'orders' | 'photos' | 'gallery_photos') =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('demo data', () => {
  it('fills an empty database once, and never again on later starts, even when they race', async () => {
    await seedDemoData(db, log);
    const users = await count('users');
    // And the console's administrator (docs/decisions/0049-trust-and-administrators.md).
    expect(users).toBe(allDemoSellers.length + allDemoBuyers.length + 1);
    expect(await count('reviews')).toBe(demoReviews.length);
    const photos = await count('photos');
    const galleryPhotos = await count('gallery_photos');

    await Promise.all([seedDemoData(db, log), seedDemoData(db, log)]);
    expect(await count('users')).toBe(users);
    expect(await count('reviews')).toBe(demoReviews.length);
    expect(await count('photos')).toBe(photos);
    expect(await count('gallery_photos')).toBe(galleryPhotos);
  });

  it('has sellers in every one of the 16 categories, with prices in shillings', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/services' });
    expect(response.statusCode).toBe(200);
    const { services } = response.json() as { services: Array<{ category: string; price: number; sellers: unknown[] }> };
    const categories = new Set(services.map((service) => service.category));
    expect([...categories].sort()).toEqual([...categoryIds].sort());
    for (const service of services) {
      expect(service.sellers.length).toBeGreaterThan(0);
      expect(service.price).toBeGreaterThan(0);
    }
  });

  it('gives a few Mombasa people accounts in Kiswahili, the rest English (docs/decisions/0047-two-languages.md)', async () => {
    const inKiswahili = await db.selectFrom('users').select('email').where('language', '=', 'sw').orderBy('email').execute();
    expect(inKiswahili.map((user) => user.email)).toEqual([
      'abdullahi.hussein@example.co.ke',
      'kazungu.baya@example.co.ke',
      'rehema.kahindi@example.co.ke',
      'salim.mwinyi@example.co.ke',
    ]);
    const kazungu = await db.selectFrom('users').select('bio').where('email', '=', 'kazungu.baya@example.co.ke').executeTakeFirstOrThrow();
    expect(kazungu.bio).toMatch(/^Fundi bomba/);
  });

  it('keeps each seller rating in step with their reviews', async () => {
    const mismatched = await db
      .selectFrom('users')
      .leftJoin('reviews', 'reviews.seller_id', 'users.id')
      .select(['users.id', 'users.rating_count', 'users.rating_sum'])
      .select((eb) => [eb.fn.count('reviews.id').as('reviews'), eb.fn.coalesce(eb.fn.sum('reviews.rating'), eb.lit(0)).as('sum')])
      .groupBy('users.id')
      .execute();
    for (const row of mismatched) {
      expect(row.rating_count).toBe(Number(row.reviews));
      expect(row.rating_sum).toBe(Number(row.sum));
    }
  });

  it('gives the demo buyer orders in several states and an unread message from the demo seller', async () => {
    const buyer = await db.selectFrom('users').select('id').where('email', '=', 'buyer@fundi.test').executeTakeFirstOrThrow();
    const seller = await db.selectFrom('users').select(['id', 'role']).where('email', '=', 'seller@fundi.test').executeTakeFirstOrThrow();
    expect(seller.role).toBe('both');
    const statuses = await db.selectFrom('orders').select('status').where('buyer_id', '=', buyer.id).execute();
    expect(statuses.map((order) => order.status)).toEqual(expect.arrayContaining(['PENDING', 'ACCEPTED', 'COMPLETED']));
    const unread = await db.selectFrom('messages').select('id').where('sender_id', '=', seller.id).where('receiver_id', '=', buyer.id).where('read_at', 'is', null).execute();
    expect(unread).toHaveLength(1);
  });

  it('gives every demo payment its ledger history', async () => {
    const unrecorded = await db
      .selectFrom('payments')
      .leftJoin('payment_events', 'payment_events.payment_id', 'payments.id')
      .select('payments.id')
      .where('payment_events.id', 'is', null)
      .execute();
    expect(unrecorded).toEqual([]);
    const released = await db.selectFrom('payments').select('id').where('status', '=', 'RELEASED').execute();
    const releaseEvents = await db.selectFrom('payment_events').select('id').where('status', '=', 'RELEASED').execute();
    expect(releaseEvents).toHaveLength(released.length);
  });

  it('has an administrator, verified and unverified professionals, two checks waiting and one job in dispute', async () => {
    const admins = await db.selectFrom('users').select('email').where('is_admin', '=', true).execute();
    expect(admins).toEqual([{ email: 'admin@fundi.test' }]);
    const { services } = (await app.inject({ method: 'GET', url: '/api/services' })).json() as { services: Array<{ sellers: Array<{ verified: boolean }> }> };
    const cards = services.flatMap((service) => service.sellers);
    expect(cards.some((card) => card.verified)).toBe(true);
    expect(cards.some((card) => !card.verified)).toBe(true);
    const waiting = await db.selectFrom('verification_requests').select(['document_photo', 'selfie']).where('status', '=', 'PENDING').execute();
    expect(waiting).toHaveLength(2);
    for (const request of waiting) expect(request.document_photo?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Approved long ago: their documents are already erased, as they are 90 days after a decision.
    const kept = await db.selectFrom('verification_requests').select('id').where('status', '=', 'APPROVED').where('document_photo', 'is not', null).execute();
    expect(kept).toEqual([]);
    const disputed = await db
      .selectFrom('disputes')
      .innerJoin('payments', 'payments.order_id', 'disputes.order_id')
      .select(['disputes.status', 'payments.status as paymentStatus'])
      .execute();
    expect(disputed).toEqual([{ status: 'OPEN', paymentStatus: 'DISPUTED' }]);
  });

  it('gives every professional but two a drawn portrait and two or three photos of past work, each their own', async () => {
    const sellers = await db
      .selectFrom('users')
      .select(['id', 'email', 'profile_photo_id'])
      .where('email', 'in', allDemoSellers.map((seller) => seller.email.toLowerCase()))
      .execute();
    expect(sellers).toHaveLength(allDemoSellers.length);
    const keyOf = new Map(allDemoSellers.map((seller) => [seller.email.toLowerCase(), seller.key]));
    const photos = await db.selectFrom('photos').select(['id', 'owner_id', 'width', 'height', 'bytes', 'content_type']).execute();
    const gallery = await db.selectFrom('gallery_photos').innerJoin('photos', 'photos.id', 'gallery_photos.photo_id').select(['gallery_photos.seller_id', 'photos.owner_id', 'photos.width', 'photos.height']).execute();

    for (const seller of sellers) {
      const isLeftBare = sellersWithoutPictures.has(keyOf.get(seller.email!)!);
      const own = gallery.filter((photo) => photo.seller_id === seller.id);
      if (isLeftBare) {
        expect(seller.profile_photo_id, seller.email!).toBeNull();
        expect(own).toEqual([]);
        continue;
      }
      const portrait = photos.find((photo) => photo.id === seller.profile_photo_id);
      expect(portrait, seller.email!).toMatchObject({ owner_id: seller.id, width: 256, height: 256 });
      expect(own.length, seller.email!).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const photo of own) expect(photo).toMatchObject({ width: 640, height: 480 });
    }
    expect(sellersWithoutPictures.size).toBe(2);
    for (const photo of gallery) {
      expect(photo.owner_id).toBe(photo.seller_id);
      expect(gallery.filter((other) => other.seller_id === photo.seller_id).length).toBeLessThanOrEqual(GALLERY_MAX_PHOTOS);
    }

    for (const photo of photos) {
      const metadata = await sharp(photo.bytes).metadata();
      expect(photo.content_type).toBe('image/webp');
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format: 'webp', width: photo.width, height: photo.height });
    }
  });

  it('serves a professional’s portrait and photos of past work like any uploaded photo', async () => {
    const seller = await db.selectFrom('users').select('id').where('email', '=', 'seller@fundi.test').executeTakeFirstOrThrow();
    const { professional, gallery } = (await app.inject({ method: 'GET', url: `/api/pros/${seller.id}` })).json() as ProResponse;
    expect(professional.profilePhoto).toMatch(/^\/uploads\/.+\.webp$/);
    expect(gallery.length).toBeGreaterThanOrEqual(2);
    for (const url of [professional.profilePhoto!, ...gallery.map((photo) => photo.url)]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it('leaves a database that already has users alone', async () => {
    const other = await createTestContext();
    await other.db.insertInto('users').values({ name: 'Real User', email: 'real@example.com' }).execute();
    await seedDemoData(other.db, log);
    const users = await other.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'real@example.com' }]);
  });
});
