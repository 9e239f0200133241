import { VERIFICATION_PHOTOS_KEPT_DAYS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { signInAdministrator } from '../../../test/admin';
import { createTestContext } from '../../../test/helpers';
import { createSeller } from '../../../test/marketplace';
import { askToBeVerified, decide, latestRequestId } from '../../../test/verification';
import { createVerificationHousekeeping } from './verification-housekeeping';
import { eraseDuePhotos } from './verification.service';

const { app, db } = await createTestContext();
const admin = await signInAdministrator(app, db);
const DAY_MS = 86_400_000;

/** A seller's request, decided `daysAgo` days before `now` (or still waiting when null). */
async function requestDecided(daysAgo: number | null, now: Date) {
  const seller = await createSeller(app, db);
  expect((await askToBeVerified(app, seller.accessToken)).statusCode).toBe(201);
  const id = await latestRequestId(db, seller.id);
  if (daysAgo !== null) {
    expect((await decide(app, admin.accessToken, id, 'reject', 'Blurred')).statusCode).toBe(200);
    await db.updateTable('verification_requests').set({ decided_at: new Date(now.getTime() - daysAgo * DAY_MS) }).where('id', '=', id).execute();
  }
  return { ...seller, requestId: id };
}

const photosOf = (id: string) =>
  db.selectFrom('verification_requests').select(['document_photo', 'selfie', 'photos_erased_at', 'document_number', 'status']).where('id', '=', id).executeTakeFirstOrThrow();

describe('erasing identity photos', () => {
  it('keeps them 90 days after the decision', () => {
    expect(VERIFICATION_PHOTOS_KEPT_DAYS).toBe(90);
  });

  it('erases exactly the photos decided more than 90 days ago, keeping the record of the decision', async () => {
    const now = new Date('2031-03-01T09:00:00Z');
    const [waiting, recent, due] = [await requestDecided(null, now), await requestDecided(89, now), await requestDecided(91, now)];

    expect(await eraseDuePhotos(db, now)).toEqual({ erased: 1 });
    expect(await photosOf(due.requestId)).toEqual({ document_photo: null, selfie: null, photos_erased_at: now, document_number: '12345678', status: 'REJECTED' });
    for (const kept of [waiting, recent]) {
      const row = await photosOf(kept.requestId);
      expect(row.document_photo).toBeInstanceOf(Buffer);
      expect(row.selfie).toBeInstanceOf(Buffer);
      expect(row.photos_erased_at).toBeNull();
    }
    // Done once: a second run (another instance, the next hour) finds nothing more.
    expect(await eraseDuePhotos(db, now)).toEqual({ erased: 0 });
    // The console then shows the request without its photos, and the photo routes answer 404.
    const photo = await app.inject({ method: 'GET', url: `/api/admin/verifications/${due.requestId}/document-photo`, headers: bearer(admin.accessToken) });
    expect(photo.statusCode).toBe(404);
  });

  it('erases the photos of a closed account at once, whatever the request’s state', async () => {
    const now = new Date();
    const seller = await requestDecided(null, now);
    await db.updateTable('users').set({ deleted_at: now }).where('id', '=', seller.id).execute();
    await createVerificationHousekeeping(db, app.log).runOnce(now);
    expect(await photosOf(seller.requestId)).toMatchObject({ document_photo: null, selfie: null, photos_erased_at: now });
    // Nor is a closed account's request left in the queue to decide.
    const queue = await app.inject({ method: 'GET', url: '/api/admin/verifications?limit=100', headers: bearer(admin.accessToken) });
    expect(queue.json().verifications.map((entry: { id: string }) => entry.id)).not.toContain(seller.requestId);
    expect((await decide(app, admin.accessToken, seller.requestId, 'approve')).statusCode).toBe(404);
  });

  it('runs on its own every interval once started, and stops', async () => {
    const now = new Date();
    const due = await requestDecided(VERIFICATION_PHOTOS_KEPT_DAYS + 1, now);
    const housekeeping = createVerificationHousekeeping(db, app.log, { intervalMs: 20 });
    await expect.poll(async () => (await photosOf(due.requestId)).photos_erased_at, { timeout: 5000 }).not.toBeNull();
    await housekeeping.stop();
  });
});
