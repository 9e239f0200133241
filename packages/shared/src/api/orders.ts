import { z } from 'zod';
import { LIST_LIMIT } from '../constants';
import { orderStatusSchema } from '../booking';

export const paymentStatusSchema = z.enum(['HELD', 'RELEASED', 'REFUNDED']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The money of one order (DECISIONS.md §4): held on booking, then released or refunded. */
export const orderPaymentSchema = z.object({
  status: paymentStatusSchema,
  /** Shillings, like every price the API shows. */
  amount: z.number(),
  provider: z.string(),
  transactionId: z.string(),
});

const party = z.object({ id: z.string(), name: z.string() });

/** SPEC.md §3 Order, as the caller stands to it (`role`). */
export const orderSchema = z.object({
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
  role: z.enum(['buyer', 'seller']).optional(),
  state: z.enum(['active', 'history']).optional(),
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

/** GET /api/seller-orders: SPEC.md §3's grouping of a seller's orders. */
export const sellerOrdersResponse = z.object({
  newOrders: z.array(orderSchema),
  orderHistory: z.array(orderSchema),
  /** Active orders to deliver (pending, accepted, in progress): the navbar's 'n New'. */
  newOrdersCount: z.number().int(),
  historyCount: z.number().int(),
});
export type SellerOrdersResponse = z.infer<typeof sellerOrdersResponse>;

export const createOrderResponse = z.object({ message: z.string(), order: orderSchema });
export const orderIdParams = z.object({ id: z.uuid({ error: 'Order not found' }) });
export const orderResponse = z.object({ order: orderSchema });

export const reviewResponse = z.object({
  message: z.string(),
  review: z.object({ id: z.string(), orderId: z.string(), rating: z.number().int(), comment: z.string().nullable() }),
});

/** GET /api/payments/summary: what is held and paid out, in shillings. */
export const paymentSummaryResponse = z.object({
  asSeller: z.object({ held: z.number(), released: z.number() }),
  asBuyer: z.object({ held: z.number(), refunded: z.number() }),
});
