import { centsToShillings, type AdminDispute, type Dispute, type DisputeOutcome, type DisputeReason, type OrderStatus, type PaymentStatus } from '@fundi/shared';
import { toApiTime } from '../../lib/exact-time';
import type { DisputeRow, photosOf, statementsOf } from './disputes.repository';

type StatementRow = Awaited<ReturnType<typeof statementsOf>>[number];
type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];
/** A dispute's row with its statements and photos (of this dispute or of several: each is picked by its dispute). */
export type DisputeRecord = { row: DisputeRow; statements: StatementRow[]; photos: PhotoRow[] };

/**
 * Where a photo of a dispute is read: with the caller's token, by the order's two people or an
 * administrator (disputes.routes.ts), never under /uploads.
 */
function disputePhotoPath(disputeId: string, photoId: string): string {
  return `/api/disputes/${disputeId}/photos/${photoId}`;
}

/** A dispute as the buyer and the seller of its order see it (docs/product.md §4). */
export function toApiDispute({ row, statements, photos }: DisputeRecord): Dispute {
  const photosOfStatement = (statementId: string | null) =>
    photos.filter((photo) => photo.dispute_id === row.id && photo.statement_id === statementId).map((photo) => ({ id: photo.id, path: disputePhotoPath(row.id, photo.id) }));
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status as Dispute['status'],
    reason: row.reason as DisputeReason,
    description: row.description,
    createdAt: toApiTime(row.created_at),
    amount: centsToShillings(row.amount_cents),
    photos: photosOfStatement(null),
    statements: statements
      .filter((statement) => statement.dispute_id === row.id)
      .map((statement) => ({
        id: statement.id,
        author: statement.author_id === row.buyer_id ? 'buyer' : 'seller',
        authorName: statement.author_name ?? '',
        text: statement.text,
        createdAt: toApiTime(statement.created_at),
        photos: photosOfStatement(statement.id),
      })),
    decision:
      row.outcome === null || row.decided_at === null
        ? null
        : {
            outcome: row.outcome as DisputeOutcome,
            buyerAmount: centsToShillings(row.buyer_amount_cents ?? 0),
            sellerAmount: centsToShillings(row.seller_amount_cents ?? 0),
            reason: row.decision_reason ?? '',
            decidedAt: toApiTime(row.decided_at),
          },
  };
}

/** The console's view: the dispute with both people's contacts, the order and its payment. */
export function toAdminDispute(record: DisputeRecord): AdminDispute {
  const { row } = record;
  return {
    ...toApiDispute(record),
    order: { id: row.order_id, serviceTitle: row.service_title, bookingDate: row.booking_date, status: row.order_status as OrderStatus },
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email, phone: row.buyer_phone },
    seller: { id: row.seller_id, name: row.seller_name, email: row.seller_email, phone: row.seller_phone },
    payment: {
      status: row.payment_status as PaymentStatus,
      amount: centsToShillings(row.amount_cents),
      fee: centsToShillings(row.fee_cents),
      receipt: row.receipt,
    },
    decidedBy: row.decided_by ? { id: row.decided_by, name: row.decided_by_name ?? '' } : null,
  };
}
