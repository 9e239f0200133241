import { canPerform, orderTransitions, type OrderAction, type OrderParty, type OrderStatus } from '@fundi/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../helpers';
import { act, book, createBuyer, createSeller } from '../marketplace';
import { orderProblems } from '../order-invariants';

// Buyer and seller press their buttons on one order at the same moment. Whatever the
// interleaving, the result must be one the lifecycle table allows if the requests had come
// one after the other: every 200 is one step of the stored history, every refusal is the
// 409 of a status the order really passed through, and the money follows the final status.
const { app, db } = await createTestContext();
let seller: Awaited<ReturnType<typeof createSeller>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
beforeAll(async () => {
  seller = await createSeller(app, db, { title: 'Racing repairs' });
  buyer = await createBuyer(app);
});

const stepsTo: Record<'PENDING' | 'ACCEPTED' | 'IN_PROGRESS', OrderAction[]> = {
  PENDING: [],
  ACCEPTED: ['accept'],
  IN_PROGRESS: ['accept', 'start'],
};

async function orderAt(status: keyof typeof stepsTo): Promise<string> {
  const orderId = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  for (const action of stepsTo[status]) expect((await act(app, seller.accessToken, orderId, action)).statusCode).toBe(200);
  return orderId;
}

/**
 * For each of `rounds` orders, sends every action at once, each by the party allowed to take
 * it, and checks the outcome. The orders are booked together: a booking waits for the
 * simulated payment provider.
 */
async function race(status: keyof typeof stepsTo, actions: OrderAction[], rounds: number) {
  const orderIds = await Promise.all(Array.from({ length: rounds }, () => orderAt(status)));
  const outcomes = [];
  for (const orderId of orderIds) outcomes.push(await raceOn(orderId, status, actions));
  return outcomes;
}

async function raceOn(orderId: string, status: OrderStatus, actions: OrderAction[]) {
  const eventsBefore = (await db.selectFrom('order_events').select('id').where('order_id', '=', orderId).execute()).length;
  const answers = await Promise.all(
    actions.map((action) => act(app, orderTransitions[action].by === 'buyer' ? buyer.accessToken : seller.accessToken, orderId, action)),
  );

  expect(await orderProblems(db, orderId)).toEqual([]);
  const history = await db.selectFrom('order_events').select('to_status').where('order_id', '=', orderId).orderBy('id').execute();
  const path = [status, ...history.slice(eventsBefore).map((event) => event.to_status as OrderStatus)];
  const winners = actions.filter((_, index) => answers[index]!.statusCode === 200);
  // One stored step per 200, and no step without its 200.
  expect(winners.map((action) => orderTransitions[action].to).sort()).toEqual(path.slice(1).sort());
  answers.forEach((answer, index) => {
    if (answer.statusCode === 200) return;
    const action = actions[index]!;
    const party: OrderParty = orderTransitions[action].by;
    expect(answer.statusCode).toBe(409);
    // The refusal names a status the order was really in, one where this step is not allowed.
    const possible = path
      .filter((seen) => !canPerform(action, seen, party))
      .map((seen) => ({ error: `Cannot ${action} an order that is ${seen.toLowerCase().replace('_', ' ')}`, code: 'ORDER_ACTION_NOT_ALLOWED' }));
    expect(possible).toContainEqual(answer.json());
  });
  return { winners, finalStatus: path.at(-1)! };
}

describe('racing order transitions', () => {
  it('accept, reject and cancel at once on a pending order: one of them decides, the money follows', async () => {
    for (const { winners, finalStatus } of await race('PENDING', ['accept', 'reject', 'cancel', 'accept', 'reject', 'cancel'], 6)) {
      // Only "accept, then the buyer cancels the accepted order" lets two requests win.
      if (winners.length === 2) expect([...winners].sort()).toEqual(['accept', 'cancel']);
      else expect(winners).toHaveLength(1);
      expect(['ACCEPTED', 'REJECTED', 'CANCELLED']).toContain(finalStatus);
    }
  });

  it('start, complete and cancel at once on an accepted order never both pay the seller and refund the buyer', async () => {
    for (const { winners, finalStatus } of await race('ACCEPTED', ['start', 'complete', 'cancel', 'start', 'complete', 'cancel'], 6)) {
      expect(winners.filter((action) => action === 'cancel').length + winners.filter((action) => action === 'complete').length).toBe(
        finalStatus === 'IN_PROGRESS' ? 0 : 1,
      );
      expect(winners.filter((action) => action === 'start').length).toBeLessThanOrEqual(1);
    }
  });

  it('complete sent twice releases the money once', async () => {
    for (const { winners, finalStatus } of await race('IN_PROGRESS', ['complete', 'complete', 'cancel'], 4)) {
      expect(winners).toEqual(['complete']);
      expect(finalStatus).toBe('COMPLETED');
    }
  });

  it('start vs cancel: the order is either in progress or cancelled, never both', async () => {
    for (const { winners, finalStatus } of await race('ACCEPTED', ['start', 'cancel'], 4)) {
      expect(winners).toHaveLength(1);
      expect(finalStatus).toBe(winners[0] === 'start' ? 'IN_PROGRESS' : 'CANCELLED');
    }
  });
});
