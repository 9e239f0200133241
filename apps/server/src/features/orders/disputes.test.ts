import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { addStatement, aReport, completedJob, decide, disputedJob, disputeOf, evidencePhotos, reportProblem } from '../../../test/disputes';
import { createTestContext } from '../../../test/helpers';
import { openLiveSocket } from '../../../test/live';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';
import { expectLedgerWhole } from '../../../test/mpesa';
import { signInAdministrator } from '../../../test/admin';

// A buyer reports a problem with a completed job and both sides make their case, with the
// simulated provider (docs/decisions/0049-trust-and-administrators.md). The console's decisions:
// disputes-decisions.test.ts; with M-Pesa: disputes-mpesa.test.ts.
const { app, db } = await createTestContext();
const admin = await signInAdministrator(app, db);
const paymentOf = async (token: string, orderId: string) => (await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) })).json().order.payment;

describe('reporting a problem', () => {
  it('freezes the held payment: DISPUTED for both sides, with the report, its photos and no decision', async () => {
    const { seller, buyer, orderId } = await completedJob(app, db);
    const sellerLive = await openLiveSocket(app, seller.accessToken);
    await sellerLive.next('ready');
    const reported = await reportProblem(app, buyer.accessToken, orderId, { reason: 'DAMAGE', description: '  The sink cracked.  ' }, await evidencePhotos(2));
    expect(reported.statusCode, reported.body).toBe(201);
    const { dispute } = reported.json();
    expect(dispute).toMatchObject({ orderId, status: 'OPEN', reason: 'damage', description: 'The sink cracked.', amount: 1500, statements: [], decision: null });
    expect(dispute.photos).toHaveLength(2);
    for (const photo of dispute.photos) expect(photo.path).toBe(`/api/disputes/${dispute.id}/photos/${photo.id}`);

    // The seller's card refreshes at once.
    expect(await sellerLive.next('order')).toEqual({ type: 'order', order: { id: orderId, status: 'COMPLETED', paymentStatus: 'DISPUTED' } });
    sellerLive.socket.terminate();

    for (const token of [buyer.accessToken, seller.accessToken]) {
      expect(await paymentOf(token, orderId)).toMatchObject({ status: 'DISPUTED', releaseAt: null });
      const seen = await disputeOf(app, token, orderId);
      expect(seen.statusCode).toBe(200);
      expect(seen.json().dispute).toEqual(dispute);
    }
    await expectLedgerWhole(db, [orderId]);
  });

  it('stops the release clock: the workers never pay a DISPUTED payment out, and confirming is refused', async () => {
    const { buyer, seller, orderId } = await disputedJob(app, db);
    await db.updateTable('payments').set({ release_at: new Date(Date.now() - 60_000) }).where('order_id', '=', orderId).execute();
    await app.paymentWorkers.runOnce();
    expect((await paymentOf(seller.accessToken, orderId)).status).toBe('DISPUTED');
    const confirmed = await act(app, buyer.accessToken, orderId, 'confirm');
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().code).toBe('CONFIRM_NOT_HELD');
    expect(await db.selectFrom('payment_transfers').innerJoin('payments', 'payments.id', 'payment_transfers.payment_id').select('payment_transfers.id').where('payments.order_id', '=', orderId).execute()).toEqual([]);
    await expectLedgerWhole(db, [orderId]);
  });

  it('is the buyer’s alone, of a completed job whose money is still held, once', async () => {
    const { seller, buyer, orderId } = await completedJob(app, db);
    const bySeller = await reportProblem(app, seller.accessToken, orderId);
    expect([bySeller.statusCode, bySeller.json().code]).toEqual([403, 'DISPUTE_BUYER_ONLY']);

    const stranger = await createBuyer(app, 'Stranger');
    const byStranger = await reportProblem(app, stranger.accessToken, orderId);
    expect([byStranger.statusCode, byStranger.json()]).toEqual([404, { error: 'Order not found', code: 'ORDER_NOT_FOUND' }]);

    const first = await reportProblem(app, buyer.accessToken, orderId);
    expect(first.statusCode).toBe(201);
    const second = await reportProblem(app, buyer.accessToken, orderId);
    expect([second.statusCode, second.json().code]).toEqual([409, 'DISPUTE_ALREADY_OPEN']);

    // Not completed yet, and completed but already confirmed (the money has gone to the seller).
    const otherSeller = await createSeller(app, db, { title: 'Still going' });
    const [early, confirmedJob] = await Promise.all([
      book(app, buyer.accessToken, { serviceId: otherSeller.serviceId, sellerId: otherSeller.id }),
      book(app, buyer.accessToken, { serviceId: otherSeller.serviceId, sellerId: otherSeller.id }),
    ]);
    const earlyId = early.json().order.id as string;
    await act(app, otherSeller.accessToken, earlyId, 'accept');
    const tooEarly = await reportProblem(app, buyer.accessToken, earlyId);
    expect([tooEarly.statusCode, tooEarly.json().code]).toEqual([409, 'DISPUTE_NOT_COMPLETED']);
    const confirmedId = confirmedJob.json().order.id as string;
    for (const step of ['accept', 'complete']) await act(app, otherSeller.accessToken, confirmedId, step);
    expect((await act(app, buyer.accessToken, confirmedId, 'confirm')).statusCode).toBe(200);
    const tooLate = await reportProblem(app, buyer.accessToken, confirmedId);
    expect([tooLate.statusCode, tooLate.json()]).toEqual([409, { error: 'The payment for this job has already been paid out or refunded', code: 'DISPUTE_NOT_HELD' }]);
    expect(await db.selectFrom('disputes').select('id').where('order_id', 'in', [earlyId, confirmedId]).execute()).toEqual([]);
    await expectLedgerWhole(db, [orderId, earlyId, confirmedId]);
  });

  it('refuses a report without a reason or description, or with a fourth photo, and keeps nothing', async () => {
    const { buyer, orderId } = await completedJob(app, db);
    const noReason = await reportProblem(app, buyer.accessToken, orderId, { description: 'Broken' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([400, 'DISPUTE_REASON_REQUIRED']);
    const noDescription = await reportProblem(app, buyer.accessToken, orderId, { reason: 'other', description: '   ' });
    expect([noDescription.statusCode, noDescription.json().code]).toEqual([400, 'DISPUTE_DESCRIPTION_REQUIRED']);
    const fourPhotos = await reportProblem(app, buyer.accessToken, orderId, aReport, await evidencePhotos(4));
    expect([fourPhotos.statusCode, fourPhotos.json()]).toEqual([400, { error: 'Add at most 3 photos', code: 'DISPUTE_TOO_MANY_PHOTOS' }]);
    expect(await db.selectFrom('disputes').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect((await paymentOf(buyer.accessToken, orderId)).status).toBe('HELD');
  });

  it('tells a party there is no dispute yet, and a stranger only that the order is not found', async () => {
    const { seller, buyer, orderId } = await completedJob(app, db);
    for (const token of [buyer.accessToken, seller.accessToken]) {
      expect((await disputeOf(app, token, orderId)).json()).toEqual({ error: 'Dispute not found', code: 'DISPUTE_NOT_FOUND' });
    }
    await reportProblem(app, buyer.accessToken, orderId);
    const stranger = await createBuyer(app, 'Stranger');
    const seen = await disputeOf(app, stranger.accessToken, orderId);
    expect([seen.statusCode, seen.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(seen.body).not.toContain(aReport.description);
  });
});

describe('statements', () => {
  it('come from both sides in order, with their photos, each side told live, until the decision', async () => {
    const { seller, buyer, orderId, disputeId } = await disputedJob(app, db);
    const buyerLive = await openLiveSocket(app, buyer.accessToken);
    await buyerLive.next('ready');
    const fromSeller = await addStatement(app, seller.accessToken, orderId, 'I fixed the tap; the leak is from the old pipe.', await evidencePhotos(1));
    expect(fromSeller.statusCode, fromSeller.body).toBe(201);
    expect(await buyerLive.next('order')).toMatchObject({ order: { id: orderId } });
    buyerLive.socket.terminate();
    const fromBuyer = await addStatement(app, buyer.accessToken, orderId, 'The pipe was fine before.');
    expect(fromBuyer.statusCode).toBe(201);

    const { statements } = fromBuyer.json().dispute;
    expect(statements).toMatchObject([
      { author: 'seller', authorName: 'Otieno the Plumber', text: 'I fixed the tap; the leak is from the old pipe.' },
      { author: 'buyer', authorName: 'Wanjiru the Buyer', text: 'The pipe was fine before.', photos: [] },
    ]);
    expect(statements[0].photos).toHaveLength(1);
    expect((await disputeOf(app, seller.accessToken, orderId)).json().dispute.statements).toEqual(statements);

    expect((await decide(app, admin.accessToken, disputeId, { outcome: 'SELLER' })).statusCode).toBe(200);
    for (const token of [buyer.accessToken, seller.accessToken]) {
      const late = await addStatement(app, token, orderId, 'One more thing');
      expect([late.statusCode, late.json()]).toEqual([409, { error: 'This dispute has been decided', code: 'DISPUTE_CLOSED' }]);
    }
    expect(await db.selectFrom('dispute_statements').select('id').where('dispute_id', '=', disputeId).execute()).toHaveLength(2);
  });

  it('are refused without text, on an order without a dispute, and to a stranger', async () => {
    const { seller, buyer, orderId } = await completedJob(app, db);
    const noDispute = await addStatement(app, seller.accessToken, orderId, 'Hello');
    expect([noDispute.statusCode, noDispute.json().code]).toEqual([404, 'DISPUTE_NOT_FOUND']);
    await reportProblem(app, buyer.accessToken, orderId);
    const empty = await addStatement(app, seller.accessToken, orderId, '  ');
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'DISPUTE_STATEMENT_REQUIRED']);
    const stranger = await createBuyer(app, 'Stranger');
    const byStranger = await addStatement(app, stranger.accessToken, orderId, 'I saw it all');
    expect([byStranger.statusCode, byStranger.json().code]).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});

describe('evidence photos', () => {
  it('are read only by the order’s two people and administrators, never cached and never under /uploads', async () => {
    const { seller, buyer, orderId } = await completedJob(app, db);
    const { dispute } = (await reportProblem(app, buyer.accessToken, orderId, aReport, await evidencePhotos(1))).json();
    const [photo] = dispute.photos;
    for (const token of [buyer.accessToken, seller.accessToken, admin.accessToken]) {
      const read = await app.inject({ method: 'GET', url: photo.path, headers: bearer(token) });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/webp');
      expect(read.headers['cache-control']).toBe('private, no-store');
      expect(read.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
    const stranger = await createBuyer(app, 'Stranger');
    const byStranger = await app.inject({ method: 'GET', url: photo.path, headers: bearer(stranger.accessToken) });
    expect([byStranger.statusCode, byStranger.json().code]).toEqual([404, 'PHOTO_NOT_FOUND']);
    expect((await app.inject({ method: 'GET', url: photo.path })).statusCode).toBe(401);
    // Another dispute's id with this photo finds nothing either.
    const other = await disputedJob(app, db);
    const mismatched = await app.inject({ method: 'GET', url: `/api/disputes/${other.disputeId}/photos/${photo.id}`, headers: bearer(other.buyer.accessToken) });
    expect(mismatched.statusCode).toBe(404);

    expect(await db.selectFrom('photos').select('id').where('id', '=', photo.id).execute()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: `/uploads/${photo.id}.webp` })).statusCode).toBe(404);
  });
});
