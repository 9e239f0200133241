import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { signInAdministrator } from '../../../test/admin';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';
import { adminList, askToBeVerified, decide, latestRequestId } from '../../../test/verification';

const { app, db } = await createTestContext();
const [ada, ben] = await Promise.all([signInAdministrator(app, db, 'Ada Administrator'), signInAdministrator(app, db, 'Ben Administrator')]);
const notFound = { error: 'Not found', code: 'NOT_FOUND' };

/** A seller with a request waiting; `daysAgo` back-dates it so the queue's order is known. */
async function pendingSeller(daysAgo = 0) {
  const seller = await createSeller(app, db);
  expect((await askToBeVerified(app, seller.accessToken)).statusCode).toBe(201);
  const id = await latestRequestId(db, seller.id);
  if (daysAgo) await db.updateTable('verification_requests').set({ created_at: new Date(Date.now() - daysAgo * 86_400_000) }).where('id', '=', id).execute();
  return { ...seller, requestId: id };
}

const get = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('the queue', () => {
  it('lists waiting requests oldest first, with the account and paths to the two photos, a page at a time', async () => {
    const [older, newer] = [await pendingSeller(30), await pendingSeller(29)];
    const first = await adminList(app, ada.accessToken, '?limit=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const [entry] = first.json().verifications;
    expect(entry).toEqual({
      id: older.requestId,
      status: 'PENDING',
      documentType: 'national_id',
      documentNumber: '12345678',
      submittedAt: expect.any(String),
      decidedAt: null,
      decidedBy: null,
      reason: null,
      seller: { id: older.id, name: 'Otieno the Plumber', email: older.email, phone: null, location: null, profilePhoto: null },
      documentPhoto: `/api/admin/verifications/${older.requestId}/document-photo`,
      selfie: `/api/admin/verifications/${older.requestId}/selfie`,
    });
    const second = await adminList(app, ada.accessToken, `?limit=1&cursor=${first.json().nextCursor}`);
    expect(second.json().verifications.map((verification: { id: string }) => verification.id)).toEqual([newer.requestId]);
    expect((await adminList(app, ada.accessToken, '?cursor=not-ours')).json().code).toBe('INVALID_PAGE_CURSOR');
  });

  it('lists decided requests by their decision, newest first, with who decided and why', async () => {
    const [first, second] = [await pendingSeller(), await pendingSeller()];
    await decide(app, ada.accessToken, first.requestId, 'reject', 'Blurred');
    await decide(app, ben.accessToken, second.requestId, 'reject', 'Name differs');
    const rejected = (await adminList(app, ada.accessToken, '?status=REJECTED')).json().verifications;
    expect(rejected.slice(0, 2).map((entry: { id: string; reason: string; decidedBy: { name: string } }) => [entry.id, entry.reason, entry.decidedBy.name])).toEqual([
      [second.requestId, 'Name differs', 'Ben Administrator'],
      [first.requestId, 'Blurred', 'Ada Administrator'],
    ]);
    const pending = (await adminList(app, ada.accessToken)).json().verifications.map((entry: { id: string }) => entry.id);
    expect(pending).not.toContain(first.requestId);
  });
});

describe('deciding', () => {
  it('approves with “Documents checked” when no reason is given, and records who, what and why', async () => {
    const seller = await pendingSeller();
    const answer = await app.inject({ method: 'PUT', url: `/api/admin/verifications/${seller.requestId}/approve`, headers: bearer(ada.accessToken) });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().verification).toMatchObject({ status: 'APPROVED', reason: 'Documents checked', decidedBy: { id: ada.id, name: 'Ada Administrator' }, decidedAt: expect.any(String) });
    const record = await db.selectFrom('admin_actions').selectAll().where('subject_id', '=', seller.requestId).execute();
    expect(record).toEqual([
      expect.objectContaining({
        admin_id: ada.id,
        action: 'approve-verification',
        subject_type: 'verification',
        reason: 'Documents checked',
        details: { userId: seller.id, documentType: 'national_id' },
      }),
    ]);
  });

  it('records a rejection with its reason', async () => {
    const seller = await pendingSeller();
    expect((await decide(app, ben.accessToken, seller.requestId, 'reject', 'The selfie does not show a face')).statusCode).toBe(200);
    const record = await db.selectFrom('admin_actions').select(['admin_id', 'action', 'reason']).where('subject_id', '=', seller.requestId).execute();
    expect(record).toEqual([{ admin_id: ben.id, action: 'reject-verification', reason: 'The selfie does not show a face' }]);
  });

  it('refuses a rejection without a reason, and an unknown request', async () => {
    const seller = await pendingSeller();
    const bare = await decide(app, ada.accessToken, seller.requestId, 'reject');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().code).toBe('ADMIN_REASON_REQUIRED');
    expect((await decide(app, ada.accessToken, seller.requestId, 'reject', 'x'.repeat(501))).json().code).toBe('ADMIN_REASON_TOO_LONG');
    const unknown = await decide(app, ada.accessToken, randomUUID(), 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Verification request not found', code: 'VERIFICATION_NOT_FOUND' });
    expect(await db.selectFrom('admin_actions').select('id').where('subject_id', '=', seller.requestId).execute()).toEqual([]);
  });

  it('lets only one of two administrators deciding at once win', async () => {
    const seller = await pendingSeller();
    const answers = await Promise.all([decide(app, ada.accessToken, seller.requestId, 'approve'), decide(app, ben.accessToken, seller.requestId, 'reject', 'Blurred')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('VERIFICATION_ALREADY_DECIDED');
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().verification;
    const row = await db.selectFrom('verification_requests').select('status').where('id', '=', seller.requestId).executeTakeFirstOrThrow();
    expect(row.status).toBe(winner.status);
    // One decision, one record; the seller is verified exactly when the approval won.
    expect(await db.selectFrom('admin_actions').select('id').where('subject_id', '=', seller.requestId).execute()).toHaveLength(1);
    const account = await db.selectFrom('users').select('verified_at').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(account.verified_at !== null).toBe(winner.status === 'APPROVED');
  });

  it('puts the Verified badge on the seller in the catalogue and in the verified-only filter', async () => {
    const seller = await pendingSeller();
    const professionals = (query = '') => get(`/api/categories/plumbing/professionals${query}`).then((answer) => answer.json());
    const verifiedBefore = (await professionals('?verified=true&limit=48')).total;
    const cardOf = (page: { professionals: Array<{ sellerId: string; verified: boolean }> }) => page.professionals.find((card) => card.sellerId === seller.id);
    expect(cardOf(await professionals('?limit=48'))?.verified).toBe(false);

    expect((await decide(app, ada.accessToken, seller.requestId, 'approve')).statusCode).toBe(200);
    const catalogue = (await get('/api/services?category=plumbing')).json();
    const offerings = catalogue.services.flatMap((service: { sellers: Array<{ id: string; verified: boolean }> }) => service.sellers);
    expect(offerings.filter((offering: { id: string }) => offering.id === seller.id).map((offering: { verified: boolean }) => offering.verified)).toEqual([true]);
    const verifiedOnly = await professionals('?verified=true&limit=48');
    expect(verifiedOnly.total).toBe(verifiedBefore + 1);
    expect(cardOf(verifiedOnly)?.verified).toBe(true);
    expect(verifiedOnly.professionals.every((card: { verified: boolean }) => card.verified)).toBe(true);
  });

  it('limits each administrator’s writes', async () => {
    const limited = await signInAdministrator(app, db, 'Busy Administrator');
    const unknown = randomUUID();
    const statuses = await Promise.all(Array.from({ length: 121 }, () => decide(app, limited.accessToken, unknown, 'approve').then((answer) => answer.statusCode)));
    expect(statuses.filter((status) => status === 404)).toHaveLength(120);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
  });
});

describe('the photos, for administrators only', () => {
  it('serves each photo to an administrator as WebP that no cache keeps', async () => {
    const seller = await pendingSeller();
    for (const kind of ['document-photo', 'selfie']) {
      const answer = await get(`/api/admin/verifications/${seller.requestId}/${kind}`, ada.accessToken);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('answers the seller themself, another seller, a buyer and a stranger as an address that does not exist', async () => {
    const seller = await pendingSeller();
    const [otherSeller, buyer] = await Promise.all([createSeller(app, db), createBuyer(app)]);
    const urls = ['document-photo', 'selfie'].map((kind) => `/api/admin/verifications/${seller.requestId}/${kind}`);
    urls.push(`/api/admin/verifications`, `/api/admin/verifications?status=APPROVED`);
    for (const token of [seller.accessToken, otherSeller.accessToken, buyer.accessToken, undefined]) {
      for (const url of urls) {
        const answer = await get(url, token);
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json()).toEqual(notFound);
      }
    }
  });

  it('never serves them under /uploads, whatever id is guessed', async () => {
    const seller = await pendingSeller();
    const guesses = [seller.requestId, seller.id, `${seller.requestId}-selfie`, 'document-photo'];
    for (const guess of guesses) {
      for (const token of [undefined, seller.accessToken, ada.accessToken]) {
        expect((await get(`/uploads/${guess}.webp`, token)).statusCode, guess).toBe(404);
        expect((await get(`/uploads/${guess}`, token)).statusCode, guess).toBe(404);
      }
    }
  });

  it('answers 404 once the photos are erased, and lists them as gone', async () => {
    const seller = await pendingSeller();
    await decide(app, ada.accessToken, seller.requestId, 'approve');
    await db.updateTable('verification_requests').set({ document_photo: null, selfie: null, photos_erased_at: new Date() }).where('id', '=', seller.requestId).execute();
    const photo = await get(`/api/admin/verifications/${seller.requestId}/selfie`, ada.accessToken);
    expect(photo.statusCode).toBe(404);
    expect(photo.json().code).toBe('PHOTO_NOT_FOUND');
    expect((await get(`/api/admin/verifications/${randomUUID()}/selfie`, ada.accessToken)).json().code).toBe('VERIFICATION_NOT_FOUND');
    const approved = (await adminList(app, ada.accessToken, '?status=APPROVED&limit=100')).json().verifications;
    expect(approved.find((entry: { id: string }) => entry.id === seller.requestId)).toMatchObject({ documentPhoto: null, selfie: null });
  });
});
