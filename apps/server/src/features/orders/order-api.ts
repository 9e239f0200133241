import { centsToShillings, maskMpesaPhone, type Order, type OrderStatus, type PaymentStatus } from '@fundi/shared';
import { toApiTime } from '../../lib/exact-time';
import { photoPath } from '../../lib/users/photo-path';
import type { OrderRow } from './orders.repository';
import { failureCodeOf } from './payment-failures';

/** An order row as docs/product.md §3's Order, seen by `viewerId` (which fixes `role`). */
export function toApiOrder(row: OrderRow, viewerId: string): Order {
  return {
    id: row.id,
    serviceId: row.service_id,
    serviceTitle: row.service_title,
    service: { id: row.service_id, title: row.service_title },
    status: row.status as OrderStatus,
    role: row.buyer_id === viewerId ? 'buyer' : 'seller',
    createdAt: toApiTime(row.created_at),
    updatedAt: toApiTime(row.updated_at),
    bookingDate: row.booking_date,
    price: centsToShillings(row.price_cents),
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    sellerImage: photoPath(row.seller_photo_id),
    buyerId: row.buyer_id,
    buyer: { id: row.buyer_id, name: row.buyer_name },
    seller: { id: row.seller_id, name: row.seller_name },
    reviewed: row.reviewed,
    payment: row.payment_status === null ? null : toApiPayment(row),
  };
}

function toApiPayment(row: OrderRow): NonNullable<Order['payment']> {
  return {
    status: row.payment_status as PaymentStatus,
    amount: centsToShillings(row.payment_amount_cents ?? 0),
    fee: centsToShillings(row.payment_fee_cents ?? 0),
    provider: row.payment_provider ?? '',
    transactionId: row.payment_reference ?? '',
    receipt: row.payment_receipt,
    phone: row.payment_phone ? maskMpesaPhone(row.payment_phone) : null,
    failureReason: row.payment_failure_reason,
    failureCode: failureCodeOf(row.payment_failure_reason),
    releaseAt: row.payment_release_at === null ? null : toApiTime(row.payment_release_at),
    settledAt: row.payment_settled_at === null ? null : toApiTime(row.payment_settled_at),
  };
}
