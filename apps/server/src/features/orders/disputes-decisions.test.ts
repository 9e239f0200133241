import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { aReport, completedJob, decide, disputedJob, disputeOf } from '../../../test/disputes';
import { createTestContext } from '../../../test/helpers';
import { ledgerProblems } from '../../../test/ledger-invariants';
import { expectLedgerWhole } from '../../../test/mpesa';
import { signInAdministrator } from '../../../test/admin';

// An administrator decides disputes with the simulated provider (payouts and refunds settle at
// once) and a 10% platform fee: pay the seller, refund the buyer, or split.
const { app, db } = await createTestContext({ payments: { releaseAfterHours: 48, platformFeePercent: 10, mpesa: undefined } });
const admin = await signInAdministrator(app, db);
const asAdmin = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin.accessToken) });
const paymentOf = async (token: string, orderId: string) => (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) })).json().order.payment;
const transfersOf = (orderId: string) =>
  db
    .selectFrom('payment_transfers')
    .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
    .select(['payment_transfers.kind', 'payment_transfers.status', 'payment_transfers.amount_cents'])
    .where('payments.order_id', '=', orderId)
    .orderBy('payment_transfers.created_at')
    .execute();
const eventsOf = async (orderId: string) =>
  (
    await db
      .selectFrom('payment_events')
      .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
      .select(['payment_events.status', 'payment_events.cause'])
      .where('payments.order_id', '=', orderId)
      .orderBy('payment_events.id')
      .execute()
  ).slice(2);

describe('deciding a dispute', () => {
  it('pays the seller less the fee, as a release; both people see the decision and its reason', async () => {
    const { seller, buyer, orderId, disputeId } = await disputedJob(app, db, { priceKsh: 1500 });
    const decided = await decide(app, admin.accessToken, disputeId, { outcome: 'seller', reason: 'The photos show the job done' });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().dispute).toMatchObject({
      status: 'DECIDED',
      decision: { outcome: 'SELLER', buyerAmount: 0, sellerAmount: 1500, reason: 'The photos show the job done' },
      decidedBy: { id: admin.id, name: 'Ada Administrator' },
      payment: { status: 'RELEASED', amount: 1500, fee: 150 },
    });
    expect(await transfersOf(orderId)).toEqual([{ kind: 'PAYOUT', status: 'SUCCEEDED', amount_cents: 135_000 }]);
    expect(await eventsOf(orderId)).toEqual([
      { status: 'DISPUTED', cause: 'dispute-opened' },
      { status: 'RELEASING', cause: 'dispute-seller' },
      { status: 'RELEASED', cause: 'simulated' },
    ]);
    for (const token of [buyer.accessToken, seller.accessToken]) {
      expect((await disputeOf(app, token, orderId)).json().dispute.decision).toMatchObject({ outcome: 'SELLER', reason: 'The photos show the job done' });
    }
    expect((await paymentOf(buyer.accessToken, orderId)).status).toBe('RELEASED');
    await expectLedgerWhole(db, [orderId]);
  });

  it('refunds the buyer in full, as a refund', async () => {
    const { buyer, orderId, disputeId } = await disputedJob(app, db, { priceKsh: 2000 });
    const decided = await decide(app, admin.accessToken, disputeId, { outcome: 'BUYER', reason: 'The fundi never came' });
    expect(decided.json().dispute).toMatchObject({ decision: { outcome: 'BUYER', buyerAmount: 2000, sellerAmount: 0 }, payment: { status: 'REFUNDED', fee: 0 } });
    expect(await transfersOf(orderId)).toEqual([{ kind: 'REFUND', status: 'SUCCEEDED', amount_cents: 200_000 }]);
    expect((await eventsOf(orderId)).map((event) => event.cause)).toEqual(['dispute-opened', 'dispute-buyer', 'simulated']);
    const summary = await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(buyer.accessToken) });
    expect(summary.json().asBuyer).toMatchObject({ held: 0, refunded: 2000 });
    await expectLedgerWhole(db, [orderId]);
  });

  it('splits: the buyer’s share back, the seller’s share less the fee on it, then SPLIT', async () => {
    const { seller, buyer, orderId, disputeId } = await disputedJob(app, db, { priceKsh: 1500 });
    const decided = await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: '599', reason: 'Half the job was done' });
    expect(decided.statusCode, decided.body).toBe(200);
    // The seller's share is 901; the fee is 10% of it, rounded down to a shilling: 90.
    expect(decided.json().dispute).toMatchObject({ decision: { outcome: 'SPLIT', buyerAmount: 599, sellerAmount: 901 }, payment: { status: 'SPLIT', fee: 90 } });
    expect(await transfersOf(orderId)).toEqual([
      { kind: 'REFUND', status: 'SUCCEEDED', amount_cents: 59_900 },
      { kind: 'PAYOUT', status: 'SUCCEEDED', amount_cents: 81_100 },
    ]);
    expect((await eventsOf(orderId)).map((event) => [event.status, event.cause])).toEqual([
      ['DISPUTED', 'dispute-opened'],
      ['SPLITTING', 'dispute-split'],
      ['SPLIT', 'simulated'],
    ]);
    expect(await paymentOf(buyer.accessToken, orderId)).toMatchObject({ status: 'SPLIT', fee: 90 });
    const forSeller = await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(seller.accessToken) });
    expect(forSeller.json().asSeller).toEqual({ held: 0, releasing: 0, released: 811 });
    const forBuyer = await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(buyer.accessToken) });
    expect(forBuyer.json().asBuyer).toEqual({ held: 0, refunded: 599 });
    await expectLedgerWhole(db, [orderId]);
  });

  it.each([
    ['nothing to the buyer', 0],
    ['everything to the buyer', 1500],
    ['more than the payment', 2000],
    ['a part of a shilling', 10.5],
  ])('refuses a split giving %s', async (_name, buyerAmount) => {
    const { orderId, disputeId } = await disputedJob(app, db, { priceKsh: 1500 });
    const refused = await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'DISPUTE_SPLIT_AMOUNT_INVALID']);
    expect((await db.selectFrom('disputes').select('status').where('id', '=', disputeId).executeTakeFirstOrThrow()).status).toBe('OPEN');
    await expectLedgerWhole(db, [orderId]);
  });

  it('is made once, and recorded with who decided, why and the amounts', async () => {
    const { orderId, disputeId } = await disputedJob(app, db, { priceKsh: 1000 });
    expect((await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 400, reason: 'Fair shares' })).statusCode).toBe(200);
    const again = await decide(app, admin.accessToken, disputeId, { outcome: 'BUYER' });
    expect([again.statusCode, again.json()]).toEqual([409, { error: 'This dispute has already been decided', code: 'DISPUTE_ALREADY_DECIDED' }]);
    const actions = await db.selectFrom('admin_actions').select(['admin_id', 'action', 'subject_type', 'reason', 'details']).where('subject_id', '=', disputeId).execute();
    expect(actions).toEqual([
      { admin_id: admin.id, action: 'decide-dispute', subject_type: 'dispute', reason: 'Fair shares', details: { orderId, outcome: 'SPLIT', buyerAmount: 400, sellerAmount: 600 } },
    ]);
    const noReason = await decide(app, admin.accessToken, disputeId, { outcome: 'SELLER', reason: '' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'ADMIN_REASON_REQUIRED']);
    expect((await decide(app, admin.accessToken, '00000000-0000-4000-8000-000000000000', { outcome: 'SELLER' })).json().code).toBe('DISPUTE_NOT_FOUND');
  });

  it('is the console’s alone: anyone else finds no such address', async () => {
    const { seller, buyer, disputeId } = await disputedJob(app, db);
    for (const token of [buyer.accessToken, seller.accessToken]) {
      const tried = await decide(app, token, disputeId, { outcome: token === buyer.accessToken ? 'BUYER' : 'SELLER' });
      expect([tried.statusCode, tried.json()]).toEqual([404, { error: 'Not found', code: 'NOT_FOUND' }]);
      expect((await app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}`, headers: bearer(token) })).statusCode).toBe(404);
    }
    expect((await db.selectFrom('disputes').select('status').where('id', '=', disputeId).executeTakeFirstOrThrow()).status).toBe('OPEN');
  });
});

describe('the console’s list', () => {
  it('shows open disputes oldest first and decided ones newest first, a page at a time, with both people and the evidence', async () => {
    const jobs: Array<Awaited<ReturnType<typeof disputedJob>>> = [];
    for (let index = 0; index < 3; index += 1) jobs.push(await disputedJob(app, db));
    const openIds = jobs.map((job) => job.disputeId);
    const openNow = async () => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await asAdmin(`/api/admin/disputes?status=OPEN&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.statusCode).toBe(200);
        ids.push(...page.json().disputes.map((dispute: { id: string }) => dispute.id));
        cursor = page.json().nextCursor;
      } while (cursor);
      return ids.filter((id) => openIds.includes(id));
    };
    expect(await openNow()).toEqual(openIds);

    const first = (await asAdmin('/api/admin/disputes')).json().disputes.find((dispute: { id: string }) => dispute.id === jobs[0]!.disputeId);
    expect(first).toMatchObject({
      status: 'OPEN',
      reason: aReport.reason,
      buyer: { id: jobs[0]!.buyer.id, name: 'Wanjiru the Buyer', email: jobs[0]!.buyer.email },
      seller: { id: jobs[0]!.seller.id, name: 'Otieno the Plumber' },
      order: { id: jobs[0]!.orderId, status: 'COMPLETED' },
      payment: { status: 'DISPUTED', amount: 1500, fee: 0, receipt: null },
      decidedBy: null,
    });

    for (const job of [jobs[2]!, jobs[0]!]) await decide(app, admin.accessToken, job.disputeId, { outcome: 'BUYER' });
    expect(await openNow()).toEqual([jobs[1]!.disputeId]);
    const decidedIds = (await asAdmin('/api/admin/disputes?status=DECIDED&limit=100')).json().disputes.map((dispute: { id: string }) => dispute.id);
    expect(decidedIds.filter((id: string) => openIds.includes(id))).toEqual([jobs[2]!.disputeId, jobs[0]!.disputeId]);
    expect((await asAdmin('/api/admin/disputes?cursor=not-a-cursor')).json().code).toBe('INVALID_PAGE_CURSOR');
    const one = await asAdmin(`/api/admin/disputes/${jobs[0]!.disputeId}`);
    expect(one.json().dispute).toMatchObject({ id: jobs[0]!.disputeId, status: 'DECIDED', payment: { status: 'REFUNDED' } });
    expect((await asAdmin('/api/admin/disputes/00000000-0000-4000-8000-000000000000')).json().code).toBe('DISPUTE_NOT_FOUND');
  });
});

describe('the ledger check', () => {
  it('still catches a split paid out wrong, twice, or without its dispute', async () => {
    const { orderId, disputeId } = await disputedJob(app, db, { priceKsh: 1000 });
    await decide(app, admin.accessToken, disputeId, { outcome: 'SPLIT', buyerAmount: 300 });
    const payment = await db.selectFrom('payments').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(await ledgerProblems(db, payment.id)).toEqual([]);

    await db.updateTable('disputes').set({ buyer_amount_cents: 40_000 }).where('id', '=', disputeId).execute();
    expect(await ledgerProblems(db, payment.id)).toEqual(['a split decided as 40000 to the buyer but paid as 30000']);
    await db.updateTable('disputes').set({ buyer_amount_cents: 30_000 }).where('id', '=', disputeId).execute();

    await db.insertInto('payment_transfers').values({ payment_id: payment.id, kind: 'PAYOUT', method: 'SIMULATED', status: 'SUCCEEDED', originator_conversation_id: `twice-${payment.id}`, amount_cents: 63_000 }).execute();
    expect(await ledgerProblems(db, payment.id)).toEqual(['money in 100000 is not out 156000 + fee 7000 + held 0 + second payments due back 0', '2 PAYOUT transfers went through']);
    await db.deleteFrom('payment_transfers').where('originator_conversation_id', '=', `twice-${payment.id}`).execute();

    await db.updateTable('payments').set({ fee_cents: 0 }).where('id', '=', payment.id).execute();
    expect(await ledgerProblems(db, payment.id)).toEqual(['money in 100000 is not out 93000 + fee 0 + held 0 + second payments due back 0', 'a SPLIT payment with a PAYOUT of 63000 (expected 70000)']);
    await db.updateTable('payments').set({ fee_cents: 7000 }).where('id', '=', payment.id).execute();

    const { orderId: heldId } = await completedJob(app, db);
    const held = await db.selectFrom('payments').select('id').where('order_id', '=', heldId).executeTakeFirstOrThrow();
    await db.insertInto('disputes').values({ order_id: heldId, reason: 'other', description: 'Written by hand' }).execute();
    expect(await ledgerProblems(db, held.id)).toEqual(['a dispute (OPEN) about a payment that was never DISPUTED']);
    await db.deleteFrom('disputes').where('order_id', '=', heldId).execute();
  });
});
