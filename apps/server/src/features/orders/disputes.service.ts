import {
  disputeStatementRequest,
  isSplitAmount,
  openDisputeRequest,
  type AdminDispute,
  type DecideDisputeRequest,
  type Dispute,
} from '@fundi/shared';
import type { Database } from '../../db';
import { isActiveAdmin, recordAdminAction } from '../../lib/admin-actions';
import { AppError } from '../../lib/app-error';
import { toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { parseWith } from '../../lib/multipart-form';
import { reencodePhoto } from '../../lib/photos';
import { toAdminDispute, toApiDispute, type DisputeRecord } from './dispute-api';
import {
  findDispute,
  findDisputeOfOrder,
  findDisputePhoto,
  insertDispute,
  insertPhotos,
  insertStatement,
  listDisputes,
  lockDisputeOfOrder,
  orderIdOfDispute,
  photosOf,
  recordDecision,
  statementsOf,
  type DisputeRow,
} from './disputes.repository';
import { sendDueTransfer } from './money-movements';
import { findPartyOrder, lockPartyOrder } from './orders.service';
import { lockOrder } from './orders.repository';
import { lockPaymentOfOrder } from './payments.repository';
import { announce, freezeForDispute, startRefund, startRelease, startSplit, type PaymentDeps } from './payments.service';

// The story of a dispute (docs/decisions/0049-trust-and-administrators.md): the buyer of a
// completed job whose money is still held reports a problem instead of confirming, which
// freezes the payment (HELD -> DISPUTED: no release by time, no confirmation); both people add
// statements while it is open; an administrator pays the seller, refunds the buyer or splits
// the money. Each step is one transaction on the locked order, then both people hear of it live
// (the order's event, so their cards and the dispute refresh) and any money due is sent.

/** A form as the routes read it: its text fields and the bytes of its `photos` parts. */
type DisputeForm = { input: unknown; files: Record<string, Buffer[]> };

/**
 * POST /api/orders/{id}/dispute. The photos are re-encoded before the transaction (CPU, never
 * under the order's lock). Two reports at once: the second waits for the order's lock and finds
 * the first; the unique order_id would refuse it anyway.
 */
export async function openDispute(deps: PaymentDeps, buyerId: string, orderId: string, form: DisputeForm): Promise<Dispute> {
  const report = parseWith(openDisputeRequest, form.input);
  const photos = await reencodeAll(form.files.photos);
  const order = await deps.db.transaction().execute(async (trx) => {
    const order = await lockPartyOrder(trx, buyerId, orderId);
    if (order.buyerId !== buyerId) throw new AppError('forbidden', 'DISPUTE_BUYER_ONLY');
    if (await lockDisputeOfOrder(trx, orderId)) throw new AppError('conflict', 'DISPUTE_ALREADY_OPEN');
    if (order.status !== 'COMPLETED') throw new AppError('conflict', 'DISPUTE_NOT_COMPLETED');
    const payment = await lockPaymentOfOrder(trx, orderId);
    if (payment?.status !== 'HELD') throw new AppError('conflict', 'DISPUTE_NOT_HELD');
    const disputeId = await insertDispute(trx, { orderId, ...report });
    await insertPhotos(trx, { disputeId, statementId: null, authorId: buyerId, photos });
    await freezeForDispute(trx, payment);
    return { ...order, paymentStatus: payment.status };
  });
  announce(deps.realtime, order);
  return toApiDispute(await disputeRecord(deps.db, await findDisputeOfOrder(deps.db, orderId)));
}

/** GET /api/orders/{id}/dispute: either side of the order; a stranger is told the order is not found. */
export async function getDispute(db: Database, userId: string, orderId: string): Promise<Dispute> {
  await findPartyOrder(db, userId, orderId);
  return toApiDispute(await disputeRecord(db, await findDisputeOfOrder(db, orderId)));
}

/** POST /api/orders/{id}/dispute/statements: either side, while the dispute is open. */
export async function addStatement(deps: PaymentDeps, userId: string, orderId: string, form: DisputeForm): Promise<Dispute> {
  const { text } = parseWith(disputeStatementRequest, form.input);
  const photos = await reencodeAll(form.files.photos);
  const order = await deps.db.transaction().execute(async (trx) => {
    const order = await lockPartyOrder(trx, userId, orderId);
    const dispute = await lockDisputeOfOrder(trx, orderId);
    if (!dispute) throw new AppError('not-found', 'DISPUTE_NOT_FOUND');
    // The decision is made on what was said before it: nothing is added after.
    if (dispute.status !== 'OPEN') throw new AppError('conflict', 'DISPUTE_CLOSED');
    const statementId = await insertStatement(trx, { disputeId: dispute.id, authorId: userId, text });
    await insertPhotos(trx, { disputeId: dispute.id, statementId, authorId: userId, photos });
    const payment = await lockPaymentOfOrder(trx, orderId);
    return { ...order, paymentStatus: payment?.status };
  });
  announce(deps.realtime, order);
  return toApiDispute(await disputeRecord(deps.db, await findDisputeOfOrder(deps.db, orderId)));
}

/** GET /api/disputes/{id}/photos/{photoId}: the order's two people and administrators; anyone else finds nothing. */
export async function readDisputePhoto(db: Database, userId: string, ids: { disputeId: string; photoId: string }): Promise<Buffer> {
  const photo = await findDisputePhoto(db, ids);
  const isParty = photo?.buyer_id === userId || photo?.seller_id === userId;
  if (!photo || (!isParty && !(await isActiveAdmin(db, userId)))) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
  return photo.bytes;
}

// ---- The console ----

/** GET /api/admin/disputes: open ones oldest first (the queue), decided ones newest first. */
export async function listAdminDisputes(
  db: Database,
  { status, limit, cursor }: { status: 'OPEN' | 'DECIDED'; limit: number; cursor?: string },
): Promise<{ disputes: AdminDispute[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw invalidCursorError();
  // One row more than asked tells whether another page exists.
  const rows = await listDisputes(db, { status, limit: limit + 1, after });
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const [statements, photos] = await Promise.all([statementsOf(db, ids), photosOf(db, ids)]);
  const last = page.at(-1);
  return {
    disputes: page.map((row) => toAdminDispute({ row, statements, photos })),
    nextCursor: rows.length > limit && last ? encodeCursor({ createdAt: toExactIso(last.created_at), id: last.id }) : null,
  };
}

/** GET /api/admin/disputes/{id}. */
export async function getAdminDispute(db: Database, disputeId: string): Promise<AdminDispute> {
  return toAdminDispute(await disputeRecord(db, await findDispute(db, disputeId)));
}

/**
 * PUT /api/admin/disputes/{id}/decide. The payment moves as any payout or refund would (the
 * seller's pay less the fee; the buyer's refund by reversal when the receipt is known), or
 * splits. The decision, the payment's step (its cause names the outcome) and the
 * administrator's record are one transaction; of two decisions at once the second waits for
 * the order's lock and is refused. The money goes after the commit.
 */
export async function decideDispute(deps: PaymentDeps, adminId: string, disputeId: string, decision: DecideDisputeRequest): Promise<AdminDispute> {
  const orderId = await orderIdOfDispute(deps.db, disputeId);
  if (!orderId) throw new AppError('not-found', 'DISPUTE_NOT_FOUND');
  const order = await deps.db.transaction().execute(async (trx) => {
    const order = (await lockOrder(trx, orderId))!;
    const dispute = (await lockDisputeOfOrder(trx, orderId))!;
    if (dispute.status !== 'OPEN') throw new AppError('conflict', 'DISPUTE_ALREADY_DECIDED');
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    if (payment.status !== 'DISPUTED') throw new Error(`The payment of dispute ${disputeId} is ${payment.status}, not DISPUTED`);
    const shares = sharesOf(decision, payment.amountCents);
    const { platformFeePercent } = deps.settings;
    if (decision.outcome === 'SELLER') await startRelease(trx, payment, { platformFeePercent, cause: 'dispute-seller' });
    else if (decision.outcome === 'BUYER') await startRefund(trx, payment, 'dispute-buyer');
    else await startSplit(trx, payment, { buyerShareCents: shares.buyerAmountCents, platformFeePercent });
    await recordDecision(trx, dispute.id, { outcome: decision.outcome, ...shares, reason: decision.reason, adminId });
    await recordAdminAction(trx, {
      adminId,
      action: 'decide-dispute',
      subjectType: 'dispute',
      subjectId: dispute.id,
      reason: decision.reason,
      details: { orderId, outcome: decision.outcome, buyerAmount: shares.buyerAmountCents / 100, sellerAmount: shares.sellerAmountCents / 100 },
    });
    return { ...order, paymentStatus: payment.status };
  });
  announce(deps.realtime, order);
  await sendDueTransfer(deps, orderId);
  return getAdminDispute(deps.db, disputeId);
}

/** What each side gets of the payment, before the seller's fee; a split must leave each something. */
function sharesOf(decision: DecideDisputeRequest, amountCents: number): { buyerAmountCents: number; sellerAmountCents: number } {
  if (decision.outcome === 'SELLER') return { buyerAmountCents: 0, sellerAmountCents: amountCents };
  if (decision.outcome === 'BUYER') return { buyerAmountCents: amountCents, sellerAmountCents: 0 };
  const buyerAmount = decision.buyerAmount ?? 0;
  if (!isSplitAmount(amountCents / 100, buyerAmount)) throw new AppError('invalid', 'DISPUTE_SPLIT_AMOUNT_INVALID');
  return { buyerAmountCents: buyerAmount * 100, sellerAmountCents: amountCents - buyerAmount * 100 };
}

async function disputeRecord(db: Database, row: DisputeRow | undefined): Promise<DisputeRecord> {
  if (!row) throw new AppError('not-found', 'DISPUTE_NOT_FOUND');
  const [statements, photos] = await Promise.all([statementsOf(db, [row.id]), photosOf(db, [row.id])]);
  return { row, statements, photos };
}

/** Evidence is re-encoded like every photo: WebP, upright, nothing of the original's metadata. */
async function reencodeAll(files: Buffer[] | undefined) {
  const photos = [];
  for (const file of files ?? []) photos.push(await reencodePhoto(file));
  return photos;
}
