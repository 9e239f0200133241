import { describe, expect, it } from 'vitest';
import { completedJob, decide, disputedJob, reportProblem } from '../disputes';
import { createTestContext } from '../helpers';
import { act } from '../marketplace';
import { expectLedgerWhole } from '../mpesa';
import { signInAdministrator } from '../admin';

// Requests about one dispute at the same moment: the order's row lock (and the unique order_id)
// lets exactly one win, and the money follows the winner (docs/decisions/0049-trust-and-administrators.md).
const { app, db } = await createTestContext();
const admin = await signInAdministrator(app, db);
const rounds = 3;
const jobs = <Job>(make: () => Promise<Job>) => Promise.all(Array.from({ length: rounds }, make));
/**
 * The winner sends the money after its commit, skipping an order another transaction holds
 * (the loser, briefly): then the workers send it, as they would within 5 s.
 */
const sendWhatIsDue = async () => {
  await app.paymentWorkers.runOnce();
  await app.paymentWorkers.runOnce();
};
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((answer) => answer.statusCode).sort();

describe('racing disputes', () => {
  it('two reports at once: one is the dispute, the other is refused', async () => {
    for (const { buyer, orderId } of await jobs(() => completedJob(app, db))) {
      const answers = await Promise.all([reportProblem(app, buyer.accessToken, orderId), reportProblem(app, buyer.accessToken, orderId)]);
      expect(statuses(answers)).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('DISPUTE_ALREADY_OPEN');
      expect(await db.selectFrom('disputes').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
      await expectLedgerWhole(db, [orderId]);
    }
  });

  it('a report and a confirmation at once: exactly one wins, and the money follows it', async () => {
    for (const { buyer, orderId } of await jobs(() => completedJob(app, db))) {
      const [report, confirm] = await Promise.all([reportProblem(app, buyer.accessToken, orderId), act(app, buyer.accessToken, orderId, 'confirm')]);
      await sendWhatIsDue();
      const payment = await db.selectFrom('payments').select('status').where('order_id', '=', orderId).executeTakeFirstOrThrow();
      if (report.statusCode === 201) {
        expect([confirm.statusCode, confirm.json().code]).toEqual([409, 'CONFIRM_NOT_HELD']);
        expect(payment.status).toBe('DISPUTED');
      } else {
        expect(confirm.statusCode).toBe(200);
        expect([report.statusCode, report.json().code]).toEqual([409, 'DISPUTE_NOT_HELD']);
        expect(payment.status).toBe('RELEASED');
      }
      await expectLedgerWhole(db, [orderId]);
    }
  });

  it('two decisions at once: one is carried out and recorded, the other is refused', async () => {
    for (const { orderId, disputeId } of await jobs(() => disputedJob(app, db))) {
      const answers = await Promise.all([
        decide(app, admin.accessToken, disputeId, { outcome: 'SELLER' }),
        decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 100 }),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      await sendWhatIsDue();
      const winner = await db
        .selectFrom('disputes')
        .innerJoin('payments', 'payments.order_id', 'disputes.order_id')
        .select(['disputes.outcome', 'payments.status'])
        .where('disputes.id', '=', disputeId)
        .executeTakeFirstOrThrow();
      const decided = answers.find((answer) => answer.statusCode === 200)!.json().dispute.decision.outcome;
      expect(winner).toEqual(decided === 'SELLER' ? { outcome: 'SELLER', status: 'RELEASED' } : { outcome: 'SPLIT', status: 'SPLIT' });
      const actions = await db.selectFrom('admin_actions').select('details').where('subject_id', '=', disputeId).execute();
      expect(actions).toHaveLength(1);
      expect(actions[0]!.details).toMatchObject({ outcome: winner.outcome });
      await expectLedgerWhole(db, [orderId]);
    }
  });
});
