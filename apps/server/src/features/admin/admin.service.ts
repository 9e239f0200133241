import type { z } from 'zod';
import { adminActionsResponse, adminContactMessagesResponse, adminOverviewResponse, adminUsersResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, decodeNumberedCursor, encodeCursor, invalidCursorError, type KeysetPosition } from '../../lib/keyset-cursor';
import { normalisePhone } from '../../lib/phone';
import { toAdminUser } from '../../lib/users/admin-user';
import { adminActions, contactMessages, countWaiting, searchUsers, type UserSearch } from './admin.repository';

// What the administrators' console reads (docs/product.md §7): what waits for them, the people,
// the messages written to support, and the record of what every administrator did. The
// changes are their features' own (suspending in auth, payments in orders, verification,
// disputes), each recorded with lib/admin-actions.ts.

type Page = { cursor?: string; limit: number };

/** GET /api/admin/overview: the console's tab badges. */
export function getOverview(db: Database): Promise<z.infer<typeof adminOverviewResponse>> {
  return countWaiting(db);
}

/** GET /api/admin/users?q=: everyone, or whoever a name, e-mail or phone matches; newest first. */
export async function findUsers(db: Database, { q, ...page }: Page & { q?: string }): Promise<z.infer<typeof adminUsersResponse>> {
  const after = positionOf(page.cursor, decodeCursor);
  const rows = await searchUsers(db, { search: q ? searchFor(q) : undefined, after, limit: page.limit + 1 });
  const shown = rows.slice(0, page.limit);
  return { users: shown.map(toAdminUser), nextCursor: nextCursor(rows, page.limit) };
}

/**
 * A phone written any Kenyan way (`0712 345 678`, `+254712345678`) matches as it is stored;
 * a run of digits too short to be a number matches the phones containing it.
 */
function searchFor(text: string): UserSearch {
  const phone = normalisePhone(text);
  // `0722 33` is the part `72233` of `+254722334455`.
  const digits = text.replace(/[\s()+-]/g, '').replace(/^0+/, '');
  const isPartOfPhone = /^\d{4,}$/.test(digits);
  return { text, phone, phoneDigits: !phone && isPartOfPhone ? digits : undefined };
}

/** GET /api/admin/contact-messages: what people wrote to support, newest first. */
export async function listContactMessages(db: Database, page: Page): Promise<z.infer<typeof adminContactMessagesResponse>> {
  const rows = await contactMessages(db, { after: positionOf(page.cursor, decodeCursor), limit: page.limit + 1 });
  return {
    messages: rows.slice(0, page.limit).map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      language: row.language,
      createdAt: toApiTime(row.created_at),
    })),
    nextCursor: nextCursor(rows, page.limit),
  };
}

/** GET /api/admin/actions: every administrator's action, newest first. */
export async function listAdminActions(db: Database, page: Page): Promise<z.infer<typeof adminActionsResponse>> {
  const rows = await adminActions(db, { after: positionOf(page.cursor, decodeNumberedCursor), limit: page.limit + 1 });
  return {
    actions: rows.slice(0, page.limit).map((row) => ({
      id: String(row.id),
      admin: row.admin_id ? { id: row.admin_id, name: row.admin_name ?? '' } : null,
      action: row.action,
      subjectType: row.subject_type,
      subjectId: row.subject_id,
      reason: row.reason,
      details: (row.details ?? {}) as Record<string, unknown>,
      createdAt: toApiTime(row.created_at),
    })),
    nextCursor: nextCursor(rows.map((row) => ({ ...row, id: String(row.id) })), page.limit),
  };
}

function positionOf(cursor: string | undefined, decode: (cursor: string) => KeysetPosition | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const position = decode(cursor);
  if (!position) throw invalidCursorError();
  return position;
}

/** One row more than a page was read: when it came, the page's last row is where the next starts. */
function nextCursor(rows: Array<{ id: string; created_at: string }>, limit: number): string | null {
  const last = rows[limit - 1];
  return rows.length > limit && last ? encodeCursor({ createdAt: toExactIso(last.created_at), id: last.id }) : null;
}
