/**
 * Opaque page cursors for lists ordered by (created_at, id) descending: the position of the
 * last row shown. Keyset pages cost the same at page 1000 as at page 1, unlike OFFSET.
 */
export type KeysetPosition = { createdAt: Date; id: string };

export function encodeCursor({ createdAt, id }: KeysetPosition): string {
  return Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');
}

/** Undefined for anything that is not a cursor we made (the caller answers 400). */
export function decodeCursor(cursor: string): KeysetPosition | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as [unknown, unknown];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const date = new Date(createdAt);
    return Number.isNaN(date.getTime()) ? undefined : { createdAt: date, id };
  } catch {
    return undefined;
  }
}
