import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';
import { act, book, createBuyer, createSeller } from '../marketplace';
import { orderProblems, ratingProblems } from '../order-invariants';

// The race and crash tests lean on these checks finding nothing; here they must find each
// kind of damage, so "no problems" elsewhere means something.
const { app, db } = await createTestContext();

describe('the consistency checks', () => {
  it('find nothing wrong with orders made through the API, and each kind of damage when it is there', async () => {
    const seller = await createSeller(app, db, { title: 'Checked orders' });
    const buyer = await createBuyer(app);
    const ids = await Promise.all(
      [1, 2, 3, 4, 5].map(async () => (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string),
    );
    for (const action of ['accept', 'complete']) await act(app, seller.accessToken, ids[0]!, action);
    for (const id of ids) expect(await orderProblems(db, id)).toEqual([]);

    const [completed, statusOnly, doublePaid, noHistory, wrongActor] = ids as [string, string, string, string, string];
    await db.updateTable('payments').set({ status: 'REFUNDED' }).where('order_id', '=', completed).execute();
    await db.updateTable('orders').set({ status: 'ACCEPTED' }).where('id', '=', statusOnly).execute();
    const payment = await db.selectFrom('payments').select('id').where('order_id', '=', doublePaid).executeTakeFirstOrThrow();
    await db.insertInto('payment_events').values({ payment_id: payment.id, status: 'RELEASED' }).execute();
    await db.deleteFrom('order_events').where('order_id', '=', noHistory).execute();
    await act(app, buyer.accessToken, wrongActor, 'cancel');
    await db.updateTable('order_events').set({ actor_id: seller.id }).where('order_id', '=', wrongActor).where('to_status', '=', 'CANCELLED').execute();

    expect(await orderProblems(db, completed)).toEqual([
      'payment REFUNDED for a COMPLETED order',
      'payment history ends at HELD but the payment is REFUNDED',
      'money in 250000 is not out 0 + fee 0 + held 0 + second payments due back 0',
      'a REFUNDED payment with no transfer',
    ]);
    expect(await orderProblems(db, statusOnly)).toEqual(['history ends at PENDING but the order is ACCEPTED']);
    expect(await orderProblems(db, doublePaid)).toEqual(['payment step HELD -> RELEASED is not in the diagram', 'payment history ends at RELEASED but the payment is HELD']);
    expect(await orderProblems(db, noHistory)).toEqual(['history does not start with the buyer booking it (-> PENDING)', 'history ends at undefined but the order is PENDING']);
    expect(await orderProblems(db, wrongActor)).toEqual(['step PENDING -> CANCELLED after PENDING is not in the lifecycle']);
  });

  it('notice a running rating that no longer matches the reviews', async () => {
    const seller = await createSeller(app, db, { title: 'Checked rating' });
    expect(await ratingProblems(db, seller.id)).toEqual([]);
    await db.updateTable('users').set({ rating_count: sql`rating_count + 1` }).where('id', '=', seller.id).execute();
    expect(await ratingProblems(db, seller.id)).toEqual(['rating 0/1 but the reviews add up to 0/0']);
  });
});
