import { centsToShillings, type Order, type OrderStatus, type PaymentStatus } from '@fundi/shared';
import { toApiTime } from '../../lib/exact-time';
import { photoPath } from '../../lib/users/photo-path';
import type { OrderRow } from './orders.repository';

/** An order row as SPEC.md §3's Order, seen by `viewerId` (which fixes `role`). */
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
    payment:
      row.payment_status === null
        ? null
        : {
            status: row.payment_status as PaymentStatus,
            amount: centsToShillings(row.payment_amount_cents ?? 0),
            provider: row.payment_provider ?? '',
            transactionId: row.payment_reference ?? '',
          },
  };
}
