import { z } from 'zod';
import { ALL_ERROR_CODES, type ErrorCode } from '../error-codes';

/**
 * Every error body (docs/decisions/0006-error-answers-and-security-headers.md): the English
 * `error` text and the stable `code` (docs/decisions/0048-error-codes-and-texts.md).
 */
export const errorResponse = z.object({
  error: z.string(),
  code: z.enum(ALL_ERROR_CODES),
  message: z.string().optional(),
});

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** GET /api/ready: this instance may be sent requests (docs/deploy.md). */
export const readyResponse = z.object({ status: z.literal('ready'), database: z.literal('ok'), redis: z.enum(['ok', 'not configured']) });

/** The body of a call whose success only needs saying. */
export const messageResponse = z.object({ message: z.string() });

/**
 * An id in a path. A UUID may be written in capitals and is still the same id; it is
 * lower-cased here, once, so code that compares ids as text (nobody books or messages
 * themself) sees one spelling.
 */
export const idParam = (error: ErrorCode) => z.uuid({ error }).toLowerCase();
