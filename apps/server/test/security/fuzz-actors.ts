import { randomBytes } from 'node:crypto';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import type { Database } from '../../src/db';
import { isSessionActive } from '../../src/features/auth/sessions.repository';
import { strongPassword } from '../auth-helpers';
import { dayInNairobi, tomorrowInNairobi } from '../marketplace';
import { openSession } from './tokens';
import { markers, type World } from './world';

/**
 * A signed-up seller who also buys, with a service, an order on each side and a chat, so
 * fuzzed ids and bodies reach the code behind the checks. Each is also an administrator, so
 * the console's routes are fuzzed past their door (everyone else's 404 there is the
 * authorization suite's). Written straight to the database:
 * hundreds are made per run, and a booking through the API waits for the payment provider.
 */
export type FuzzActor = { id: string; email: string; serviceId: string; orderIds: string[] };

async function createFuzzActor(db: Database, world: World): Promise<FuzzActor> {
  const suffix = randomBytes(6).toString('hex');
  const { password_hash } = await db.selectFrom('users').select('password_hash').where('id', '=', world.bob.id).executeTakeFirstOrThrow();
  const email = `fuzz-${suffix}@example.com`;
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Fuzz Actor', email, password_hash, role: 'both', location: 'Nairobi', gender: 'other', seller_profile_complete: true, is_admin: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await db.insertInto('services').values({ category: 'plumbing', title: `Fuzz service ${suffix}` }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('offerings').values({ service_id: service.id, seller_id: id, description: 'Fuzzing', price_cents: 150_000 }).execute();
  const order = (buyerId: string, sellerId: string, serviceId: string, title: string) => ({
    buyer_id: buyerId,
    seller_id: sellerId,
    service_id: serviceId,
    service_title: title,
    price_cents: 150_000,
    booking_date: tomorrowInNairobi(),
    // A paid order: its seller sees it (migration 0016).
    seller_sees: true,
  });
  const orders = await db
    .insertInto('orders')
    .values([order(id, world.alice.id, world.alice.serviceId, markers.public.serviceTitle), order(world.carol.id, id, service.id, 'Fuzz service')])
    .returning('id')
    .execute();
  await db.insertInto('messages').values({ sender_id: id, receiver_id: world.alice.id, content: 'Fuzz hello' }).execute();
  return { id, email, serviceId: service.id, orderIds: orders.map((row) => row.id) };
}

export type ActorPool = {
  actors: FuzzActor[];
  /** A valid token of actor `index`; `isNew` when a session had to be opened (a database write). */
  tokenOf: (index: number) => Promise<{ token: string; isNew: boolean }>;
};

/**
 * Actors that stay usable across routes: a session a fuzzed request ended (logout, password
 * change) is reopened, and an actor whose account a fuzzed request closed or suspended is replaced.
 */
export async function createActorPool(db: Database, world: World, size: number): Promise<ActorPool> {
  const actors = await Promise.all(Array.from({ length: size }, () => createFuzzActor(db, world)));
  const sessions = new Map<number, { sessionId: string; token: string }>();
  return {
    actors,
    async tokenOf(index) {
      const session = sessions.get(index);
      if (session && (await isSessionActive(db, { sessionId: session.sessionId, userId: actors[index]!.id }))) return { token: session.token, isNew: false };
      const { deleted_at, suspended_at } = await db.selectFrom('users').select(['deleted_at', 'suspended_at']).where('id', '=', actors[index]!.id).executeTakeFirstOrThrow();
      if (deleted_at || suspended_at) actors[index] = await createFuzzActor(db, world);
      const opened = await openSession(db, actors[index]!.id);
      sessions.set(index, opened);
      return { token: opened.token, isNew: true };
    },
  };
}

/** The routes that read a multipart form (or the same fields as JSON) in their handler. */
export const formRoutes = new Set([
  'POST /api/become-seller',
  'POST /api/services',
  'PUT /api/profile',
  'POST /api/me/verification',
  'POST /api/me/gallery',
  'POST /api/orders/:id/dispute',
  'POST /api/orders/:id/dispute/statements',
]);

/** A body each route accepts from the actor: the starting point fuzzing breaks. */
export function sampleBody(routeKey: string, actor: FuzzActor, world: World): Record<string, unknown> {
  const samples: Record<string, () => Record<string, unknown>> = {
    'POST /auth/signup': () => ({ name: 'Fuzz Person', email: `new-${actor.email}`, phone: null, password: strongPassword }),
    'POST /auth/login': () => ({ identifier: actor.email, password: strongPassword, rememberMe: false }),
    'POST /auth/refresh': () => ({ refreshToken: randomBytes(32).toString('base64url') }),
    'POST /auth/logout': () => ({ refreshToken: randomBytes(32).toString('base64url') }),
    'POST /auth/forgot-password': () => ({ identifier: actor.email }),
    'POST /auth/reset-password': () => ({ token: randomBytes(32).toString('base64url'), password: strongPassword }),
    'POST /auth/confirm-email': () => ({ token: randomBytes(32).toString('base64url') }),
    'POST /auth/undo-email-change': () => ({ token: randomBytes(32).toString('base64url') }),
    'POST /auth/change-password': () => ({ currentPassword: strongPassword, newPassword: 'Kenya#2027y' }),
    'DELETE /auth/users': () => ({ reason: 'other', otherReason: 'Fuzzing' }),
    'POST /api/contact-us': () => ({ name: 'Fuzz Person', email: 'fuzz@example.com', message: 'Hello support' }),
    'POST /api/orders': () => ({ serviceId: world.alice.serviceId, sellerId: world.alice.id, bookingDate: tomorrowInNairobi() }),
    'POST /api/orders/:id/review': () => ({ rating: 4, comment: 'Fine' }),
    'POST /api/seller-orders/reject-pending': () => ({ buyerId: world.carol.id }),
    'POST /api/messages': () => ({ receiverId: world.alice.id, content: 'Hello' }),
    'POST /api/become-seller': () => ({ name: 'Fuzz Actor', phone: '0712000000', location: 'Nairobi', gender: 'female' }),
    'POST /api/services': () => ({ category: 'plumbing', title: 'Fuzzed service', description: 'Fuzzing', price: 100, experience: 1 }),
    'PUT /api/profile': () => ({ name: 'Fuzz Actor', email: actor.email, phone: '', location: 'Nairobi', bio: 'Bio', services: 'Plumbing', currentPassword: strongPassword }),
    'POST /api/me/verification': () => ({ documentType: 'national_id', documentNumber: '12345678' }),
    'PUT /api/me/consents': () => ({ acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true }),
    'PUT /api/me/availability': () => ({ workingDays: [1, 2, 3, 4, 5, 6], blockedDates: [dayInNairobi(7), dayInNairobi(8)], dailyCapacity: 4 }),
    'PUT /api/me/notification-preferences': () => ({ orders: { sms: true, email: false }, messages: { sms: false, email: true }, news: { sms: false, email: true } }),
    'PUT /api/admin/verifications/:id/approve': () => ({ reason: 'Documents checked' }),
    'PUT /api/admin/verifications/:id/reject': () => ({ reason: 'The photo is blurred' }),
    'PUT /api/admin/users/:id/suspend': () => ({ reason: 'Reported for fraud' }),
    'PUT /api/admin/users/:id/restore': () => ({ reason: 'Cleared after review' }),
    'POST /api/admin/payments/:orderId/retry': () => ({ reason: 'Checked with M-Pesa: it did not go' }),
    'PUT /api/admin/flags/:id/resolve': () => ({ reason: 'Checked with M-Pesa' }),
    'POST /api/orders/:id/dispute': () => ({ reason: 'poor_work', description: 'The tap still leaks' }),
    'POST /api/orders/:id/dispute/statements': () => ({ text: 'The leak is from the old pipe' }),
    'PUT /api/admin/disputes/:id/decide': () => ({ outcome: 'SPLIT', buyerAmount: 500, reason: 'Half the job was done' }),
  };
  return samples[routeKey]?.() ?? {};
}
