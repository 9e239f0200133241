import type { AdminVerification } from '@fundi/shared';

/** Which requests the console's queue shows. */
export type QueueStatus = AdminVerification['status'];

/** Every verification query lives under ['verification']: a decision refreshes the queues at once. */
export const verificationKeys = {
  /** GET /api/me/verification: the caller's own state. */
  mine: ['verification', 'mine'] as const,
  queues: ['verification', 'queue'] as const,
  queue: (status: QueueStatus) => ['verification', 'queue', status] as const,
};
