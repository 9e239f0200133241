import { ACCOUNT_ERROR_CODES } from './accounts';
import { COMMON_ERROR_CODES } from './common';
import { MARKETPLACE_ERROR_CODES } from './marketplace';
import { TRUST_ERROR_CODES } from './trust';

export type { AccountErrorCode } from './accounts';
export type { CommonErrorCode } from './common';
export type { MarketplaceErrorCode } from './marketplace';
export type { TrustErrorCode } from './trust';

/**
 * Every error body carries one of these in `code` (docs/decisions/0048-error-codes-and-texts.md).
 * A code names what went wrong, never how to say it: the server's English words for each are
 * in one table (apps/server/src/lib/api-texts), the web's in its catalogues. Shared schemas
 * report codes as their issue messages, so both sides judge a form alike and each says it in
 * its own words.
 */
export const ALL_ERROR_CODES = [...COMMON_ERROR_CODES, ...ACCOUNT_ERROR_CODES, ...MARKETPLACE_ERROR_CODES, ...TRUST_ERROR_CODES] as const;

export type ErrorCode = (typeof ALL_ERROR_CODES)[number];

const codes = new Set<string>(ALL_ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && codes.has(value);
}
