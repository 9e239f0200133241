import { z } from 'zod';
import { idParam } from './common';
import { LIST_LIMIT } from '../constants';
import { orderStatusSchema } from '../booking';
import { mpesaPhoneField } from '../mpesa';
import { PAYMENT_FAILURE_CODES, paymentStatuses } from '../payments';
import { anyCaseEnum } from '../validation';

const paymentStatusSchema = z.enum(paymentStatuses);

/**
 * The money of one order (docs/product.md §4): paid in by M-Pesa (or the simulated provider),
 * held, then paid out to the seller or back to the buyer.
 */
const orderPaymentSchema = z.object({
  status: paymentStatusSchema,
  /** What is asked and paid: whole shillings (M-Pesa moves no cents). */
  amount: z.number(),
  /** The platform's share of a payout, in shillings (rounded down); the seller gets amount - fee. */
  fee: z.number(),
  provider: z.string(),
  /** The provider's reference of the latest attempt to collect (an M-Pesa CheckoutRequestID). */
  transactionId: z.string(),
  /** The M-Pesa receipt (`SJK3H4ABCD`), null until known. */
  receipt: z.string().nullable(),
  /** The number paid from, masked: `2547•••••678`. */
  phone: z.string().nullable(),
  /** Why the last attempt failed, in English; null unless FAILED. */
  failureReason: z.string().nullable(),
  /** Why the last attempt failed, as an error code to word in the reader's language; null unless FAILED. */
  failureCode: z.enum(PAYMENT_FAILURE_CODES).nullable(),
  /** Null until the order is COMPLETED; then when the payout goes (now, once the buyer confirms). */
  releaseAt: z.string().nullable(),
  /** When the money reached its last owner (RELEASED, REFUNDED or SPLIT); null before. */
  settledAt: z.string().nullable(),
  /** Every step, oldest first: only on GET /api/orders/{id}. */
  events: z.array(z.object({ status: paymentStatusSchema, at: z.string() })).optional(),
});

const party = z.object({ id: z.string(), name: z.string() });

/** docs/product.md §3 Order, as the caller stands to it (`role`). */
const orderSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  serviceTitle: z.string(),
  service: z.object({ id: z.string(), title: z.string() }),
  status: orderStatusSchema,
  role: z.enum(['buyer', 'seller']),
  createdAt: z.string(),
  updatedAt: z.string(),
  bookingDate: z.string(),
  price: z.number(),
  sellerId: z.string(),
  sellerName: z.string(),
  sellerImage: z.string().nullable(),
  buyerId: z.string(),
  buyer: party,
  seller: party,
  reviewed: z.boolean(),
  payment: orderPaymentSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders: the caller's orders, newest first; `cursor` continues after the last page. */
export const ordersQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  // In any case ('Buyer', 'ACTIVE'), answered lower-case.
  role: anyCaseEnum(['buyer', 'seller']).optional(),
  state: anyCaseEnum(['active', 'history']).optional(),
  cursor: z.string().max(200).optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const ordersResponse = z.object({
  orders: z.array(orderSchema),
  /** All the caller's orders matching the filters, so 'View all (n)' is true. */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type OrdersResponse = z.infer<typeof ordersResponse>;

export const sellerOrdersQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(LIST_LIMIT) });

/** GET /api/seller-orders: docs/product.md §3's grouping of a seller's orders. */
export const sellerOrdersResponse = z.object({
  newOrders: z.array(orderSchema),
  orderHistory: z.array(orderSchema),
  /** Active orders to deliver (pending, accepted, in progress): the navbar's 'n New'. */
  newOrdersCount: z.number().int(),
  historyCount: z.number().int(),
});
export type SellerOrdersResponse = z.infer<typeof sellerOrdersResponse>;

export const createOrderResponse = z.object({ message: z.string(), order: orderSchema });
export const orderIdParams = z.object({ id: idParam('ORDER_NOT_FOUND') });
export const orderResponse = z.object({ order: orderSchema });

/**
 * POST /api/seller-orders/reject-pending: a seller declines every pending booking of one
 * buyer at once (a flood of bookings), each as its own `reject` step.
 */
export const rejectPendingRequest = z.object({ buyerId: idParam('BUYER_NOT_FOUND') });
export const rejectPendingResponse = z.object({ rejected: z.number().int().nonnegative() });

export const reviewResponse = z.object({
  message: z.string(),
  review: z.object({ id: z.string(), orderId: z.string(), rating: z.number().int(), comment: z.string().nullable() }),
});

/**
 * POST /api/orders/{id}/pay: ask M-Pesa again (a FAILED payment, or one awaiting for over a
 * minute). Without `phone`, the number last used for this order, else the account's.
 */
export const payOrderRequest = z.object({ phone: mpesaPhoneField.optional() });
export type PayOrderRequest = z.infer<typeof payOrderRequest>;

/** GET /api/payments/summary: what is held and paid out, in shillings. */
export const paymentSummaryResponse = z.object({
  /** `releasing`: payouts on their way to the seller's M-Pesa. */
  asSeller: z.object({ held: z.number(), releasing: z.number(), released: z.number() }),
  asBuyer: z.object({ held: z.number(), refunded: z.number() }),
  /** Where payouts go: the account's phone as `2547•••••678`, or null (payouts wait for one). */
  payoutPhone: z.string().nullable(),
});
