import { useMutation } from '@tanstack/react-query';
import type { CreateOrderRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

export interface CreateOrderVariables {
  order: CreateOrderRequest;
  /** The same key on a retry makes the server answer with the first result, not a second order. */
  idempotencyKey: string;
}

/** POST /api/orders (SPEC §7): 201 `{ message: 'Order placed successfully', order }`, else `{ error }`. */
export function createOrder({ order, idempotencyKey }: CreateOrderVariables): Promise<unknown> {
  // The answer is not read here: the dashboard loads the new order with the others.
  return api.post('/api/orders', order, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}
