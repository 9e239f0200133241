import { z } from 'zod';

/** Every error body (DECISIONS.md §1). */
export const errorResponse = z.object({
  error: z.string(),
  code: z.string().optional(),
  message: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** The body of a call whose success only needs saying. */
export const messageResponse = z.object({ message: z.string() });
