import { describe, expect, it } from 'vitest';
import { asAdmin, signInAdministrator } from '../admin';
import { signUpBuyer } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { book, createBuyer, createSeller } from '../marketplace';
import { orderProblems } from '../order-invariants';

// Suspending locks the account's row before its offerings (account-suspension.service.ts), the
// order closing an account and booking keep: racing requests wait for one another, never fail.
const { app, db } = await createTestContext();
const [ada, grace] = await Promise.all([signInAdministrator(app, db, 'Ada Administrator'), signInAdministrator(app, db, 'Grace Administrator')]);
const suspend = (token: string, userId: string) => asAdmin(app, token, 'PUT', `/api/admin/users/${userId}/suspend`, { reason: 'Reported for fraud' });

describe('racing suspensions', () => {
  it('of one account by two administrators: one suspends it, the other is told it already is; one record', async () => {
    const person = await signUpBuyer(app);
    const answers = await Promise.all([suspend(ada.accessToken, person.id), suspend(grace.accessToken, person.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('USER_ALREADY_SUSPENDED');
    const recorded = await db.selectFrom('admin_actions').select('action').where('subject_id', '=', person.id).execute();
    expect(recorded).toEqual([{ action: 'suspend-user' }]);
  });

  it('and bookings of the seller: each booking is placed before the suspension or refused after it, and no offering is left behind', async () => {
    const seller = await createSeller(app, db, { title: 'Race roof repair' });
    const buyers = await Promise.all([1, 2, 3, 4].map(() => createBuyer(app)));
    const [suspension, ...bookings] = await Promise.all([
      suspend(ada.accessToken, seller.id),
      ...buyers.map((buyer) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })),
    ]);
    expect(suspension!.statusCode).toBe(200);
    for (const booking of bookings) expect([201, 404]).toContain(booking.statusCode);
    expect(await db.selectFrom('offerings').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);
    expect(await db.selectFrom('suspended_offerings').select('id').where('seller_id', '=', seller.id).execute()).toHaveLength(1);
    for (const booking of bookings.filter((placed) => placed.statusCode === 201)) expect(await orderProblems(db, booking.json().order.id)).toEqual([]);
  });
});
