import { AppError } from './app-error';
import { isUuid } from './uuid';

/**
 * Opaque page cursors for lists ordered by (created_at, id) descending: the position of the
 * last row shown. Keyset pages cost the same at page 1000 as at page 1, unlike OFFSET.
 * `createdAt` is the row's time to the microsecond as PostgreSQL keeps it (`toExactIso`): one
 * cut to a Date's millisecond skipped every row made later in that millisecond.
 */
export type KeysetPosition = { createdAt: string; id: string };

/** The 400 for a cursor we did not make (or one that no longer decodes). */
export const invalidCursorError = () => new AppError('invalid', 'INVALID_PAGE_CURSOR');

export function encodeCursor({ createdAt, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
}

// What exactTime writes; three digits are a cursor made before microseconds were kept.
const isoTime = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3})(\d{3})?Z$/;

/**
 * Undefined for anything that is not a cursor we made (the caller answers 400). Its parts go
 * into a query, so each must be one PostgreSQL takes: a UUID, and a real moment of the years
 * 1 to 9999 (not 30 February, nor any of the 270,000 years either side that JavaScript allows).
 */
export function decodeCursor(cursor: string): KeysetPosition | undefined {
  return decodePosition(cursor, isUuid);
}

// A bigserial id as digits: what a query takes as a PostgreSQL bigint.
const wholeNumberId = /^[1-9]\d{0,17}$/;

/** The same cursor for lists whose rows have whole-number ids (the record of administrators' actions). */
export function decodeNumberedCursor(cursor: string): KeysetPosition | undefined {
  return decodePosition(cursor, (id) => wholeNumberId.test(id));
}

function decodePosition(cursor: string, isId: (id: string) => boolean): KeysetPosition | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !isId(id)) return undefined;
    const millisecond = isoTime.exec(createdAt)?.[1];
    if (!millisecond || millisecond.startsWith('0000')) return undefined;
    // Date rolls 30 February over into March; a real moment reads back unchanged.
    const date = new Date(`${millisecond}Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString() === `${millisecond}Z` ? { createdAt, id } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Cursors for lists ordered by whole-number ranks before (created_at, id), all descending
 * (a category's professionals: rating, then reviews). Undefined for anything we did not make.
 */
export type RankedPosition = KeysetPosition & { ranks: number[] };

export function encodeRankedCursor({ ranks, createdAt, id }: RankedPosition): string {
  return Buffer.from(JSON.stringify([createdAt, id, ...ranks])).toString('base64url');
}

export function decodeRankedCursor(cursor: string, rankCount: number): RankedPosition | undefined {
  const position = decodeCursor(cursor);
  if (!position) return undefined;
  const ranks = (JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[]).slice(2);
  // Each rank goes into a query as a PostgreSQL integer.
  const isRank = (rank: unknown): rank is number => Number.isSafeInteger(rank) && (rank as number) >= 0 && (rank as number) <= 2 ** 31 - 1;
  return ranks.length === rankCount && ranks.every(isRank) ? { ...position, ranks } : undefined;
}
