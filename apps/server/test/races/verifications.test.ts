import { RATE_LIMITS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { signInAdministrator } from '../admin';
import { createTestContext } from '../helpers';
import { createSeller } from '../marketplace';
import { askToBeVerified, decide, identityPhotos, latestRequestId } from '../verification';

// One request waits per seller (the partial unique index of migration 0018 stops what the
// check before it lets through), and a request is decided once (its row is locked first).
const { app, db } = await createTestContext();
const [ada, ben, cy] = await Promise.all([
  signInAdministrator(app, db, 'Ada Administrator'),
  signInAdministrator(app, db, 'Ben Administrator'),
  signInAdministrator(app, db, 'Cy Administrator'),
]);

describe('racing identity checks', () => {
  it('of one seller sending the form many times at once: one request waits, every other send is told so', async () => {
    const seller = await createSeller(app, db);
    const files = await identityPhotos();
    const sends = RATE_LIMITS.verificationRequestsPerUser.max;
    const answers = await Promise.all(Array.from({ length: sends }, () => askToBeVerified(app, seller.accessToken, { files })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array<number>(sends - 1).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().code).toBe('VERIFICATION_ALREADY_PENDING');
    expect(await db.selectFrom('verification_requests').select('status').where('user_id', '=', seller.id).execute()).toEqual([{ status: 'PENDING' }]);
  });

  it('decided by three administrators at once: one decision stands, with one record, and the badge only if it was an approval', async () => {
    for (let round = 0; round < 3; round++) {
      const seller = await createSeller(app, db);
      expect((await askToBeVerified(app, seller.accessToken)).statusCode).toBe(201);
      const id = await latestRequestId(db, seller.id);
      const answers = await Promise.all([decide(app, ada.accessToken, id, 'approve'), decide(app, ben.accessToken, id, 'reject', 'Blurred'), decide(app, cy.accessToken, id, 'approve')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().verification;
      const row = await db.selectFrom('verification_requests').select(['status', 'decided_by']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: winner.status, decided_by: winner.decidedBy.id });
      const records = await db.selectFrom('admin_actions').select(['admin_id', 'action']).where('subject_id', '=', id).execute();
      expect(records).toEqual([{ admin_id: winner.decidedBy.id, action: winner.status === 'APPROVED' ? 'approve-verification' : 'reject-verification' }]);
      const account = await db.selectFrom('users').select('verified_at').where('id', '=', seller.id).executeTakeFirstOrThrow();
      expect(account.verified_at !== null).toBe(winner.status === 'APPROVED');
    }
  });
});
