import { useMutation } from '@tanstack/react-query';
import type { CreateOrderRequest, Order } from '@fundi/shared';
import { callApi } from '../../../lib/api';

interface CreateOrderVariables {
  order: CreateOrderRequest;
  /** The same key on a retry makes the server answer with the first result, not a second order. */
  idempotencyKey: string;
}

/**
 * POST /api/orders (docs/product.md §7): 201 `{ message: 'Order placed successfully', order }`, else
 * `{ error }`. The order's payment says what comes next: HELD (the simulated provider, or paid
 * already), AWAITING_PAYMENT (M-Pesa asks the buyer's phone for the PIN) or FAILED (the prompt
 * could not be sent).
 */
async function createOrder({ order, idempotencyKey }: CreateOrderVariables): Promise<Order> {
  const answer = await callApi('createOrder', { body: order, headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.order;
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
