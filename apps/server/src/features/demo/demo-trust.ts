import { nairobiToday } from '@fundi/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { DemoSeller } from './data/types';
import { drawSpecimens } from './demo-specimens';
import { serviceKey, type Ids } from './seed-demo-data';

const day = 24 * 60 * 60 * 1000;

/** The console's demo administrator (README): signs in like every demo account. */
const demoAdministrator = { name: 'Grace Achieng', email: 'admin@fundi.test', phone: '+254722130487', location: 'Upper Hill, Nairobi' };

/**
 * Trust in the demo (docs/decisions/0049-trust-and-administrators.md): the administrator; about
 * half of the professionals verified long ago (their documents already erased, as after 90
 * days); two waiting in the console's queue with drawn specimens; and one job a buyer reported
 * a problem with, its payment frozen, with a statement from each side.
 */
export async function insertDemoTrust(trx: Transaction<DB>, ids: Ids, sellers: DemoSeller[], passwordHash: string): Promise<void> {
  const admin = await trx
    .insertInto('users')
    .values({
      name: demoAdministrator.name,
      email: demoAdministrator.email,
      phone: demoAdministrator.phone,
      location: demoAdministrator.location,
      password_hash: passwordHash,
      email_verified: true,
      is_admin: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const now = Date.now();
  const others = sellers.filter((seller) => seller.key !== 'demo-seller');
  const verified = [sellers.find((seller) => seller.key === 'demo-seller')!, ...others.filter((_seller, index) => index % 2 === 0)];
  for (const [index, seller] of verified.entries()) {
    const decidedAt = new Date(now - (120 + index * 3) * day);
    await trx
      .insertInto('verification_requests')
      .values({
        user_id: ids.users.get(seller.key)!,
        document_type: 'national_id',
        document_number: String(21_000_000 + index * 7919),
        status: 'APPROVED',
        decided_by: admin.id,
        decided_at: decidedAt,
        photos_erased_at: new Date(decidedAt.getTime() + 90 * day),
        created_at: new Date(decidedAt.getTime() - day),
      })
      .execute();
    await trx.updateTable('users').set({ verified_at: decidedAt }).where('id', '=', ids.users.get(seller.key)!).execute();
  }

  const waiting = others.filter((_seller, index) => index % 2 === 1).slice(0, 2);
  for (const [index, seller] of waiting.entries()) {
    const documentNumber = String(30_500_000 + index * 104_729);
    const { documentPhoto, selfie } = await drawSpecimens({ name: seller.name, documentNumber, hue: 150 + index * 90 });
    await trx
      .insertInto('verification_requests')
      .values({
        user_id: ids.users.get(seller.key)!,
        document_type: 'national_id',
        document_number: documentNumber,
        document_photo: documentPhoto,
        selfie,
        created_at: new Date(now - (2 - index) * day),
      })
      .execute();
  }

  await insertDemoDispute(trx, ids, waiting[0] ?? others[1]!, now);
}

/** Kevin Maina's cleaning job whose result he disputes; the cleaner answers. */
async function insertDemoDispute(trx: Transaction<DB>, ids: Ids, seller: DemoSeller, now: number): Promise<void> {
  const buyerId = ids.users.get('kevin-maina');
  const sellerId = ids.users.get(seller.key);
  if (!buyerId || !sellerId) return;
  const offering = seller.offerings[0]!;
  const bookedAt = new Date(now - 4 * day);
  const completedAt = new Date(now - 1 * day);
  const order = await trx
    .insertInto('orders')
    .values({
      buyer_id: buyerId,
      seller_id: sellerId,
      seller_sees: true,
      service_id: ids.services.get(serviceKey(offering))!,
      service_title: offering.title,
      price_cents: offering.priceKsh * 100,
      booking_date: nairobiToday(new Date(now - 2 * day)),
      status: 'COMPLETED',
      created_at: bookedAt,
      updated_at: completedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('order_events')
    .values([
      { order_id: order.id, from_status: null, to_status: 'PENDING', actor_id: buyerId, created_at: bookedAt },
      { order_id: order.id, from_status: 'PENDING', to_status: 'ACCEPTED', actor_id: sellerId, created_at: new Date(bookedAt.getTime() + 3_600_000) },
      { order_id: order.id, from_status: 'ACCEPTED', to_status: 'COMPLETED', actor_id: sellerId, created_at: completedAt },
    ])
    .execute();
  await trx
    .insertInto('payments')
    .values({
      order_id: order.id,
      amount_cents: offering.priceKsh * 100,
      status: 'DISPUTED',
      provider: 'simulated',
      provider_reference: `DEMO-${order.id.slice(0, 8).toUpperCase()}`,
      created_at: bookedAt,
      updated_at: new Date(now - 20 * 3_600_000),
    })
    .execute();
  const dispute = await trx
    .insertInto('disputes')
    .values({
      order_id: order.id,
      reason: 'poor_work',
      description: 'Only half of the job was done: the windows and the kitchen were left as they were, and we agreed on the whole flat.',
      created_at: new Date(now - 20 * 3_600_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('dispute_statements')
    .values({
      dispute_id: dispute.id,
      author_id: sellerId,
      text: 'We cleaned every room we were shown. The kitchen was locked when we arrived; I am happy to come back and finish it.',
      created_at: new Date(now - 10 * 3_600_000),
    })
    .execute();
}
