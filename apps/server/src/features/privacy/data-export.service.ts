import type { Database } from '../../db';
import { storedAvailability } from '../../lib/availability/seller-availability';
import { readPreferences } from '../../lib/notifications/preferences';
import {
  consentsOf,
  contactMessagesOf,
  emailChangesOf,
  notificationsOf,
  photosOf,
  readAccount,
  servicesOf,
  sessionsOf,
  verificationOf,
} from './export-account.repository';
import { disputesOf, messagesOf } from './export-dealings.repository';
import { ordersOf, paymentsOf, reviewsOf } from './export-orders.repository';

// Download my data (docs/privacy.md): everything Fundi holds about the caller, as one JSON file,
// and nothing of anyone else's beyond what the caller already sees (the other party's name on an
// order or a message). Kenya's Data Protection Act 2019 gives every person the right to it.

/** A part of the file: one value, or a list written page by page. */
type Part = { key: string; value: () => Promise<unknown> } | { key: string; pages: () => AsyncIterable<unknown[]> };

/**
 * The caller's data as JSON text, piece by piece: each list is read a page at a time and each
 * page written before the next is read, so a seller with thousands of orders is never held in
 * memory whole, and a slow download reads the database only as fast as it is taken. The account
 * is read first, before anything is sent, so that a failure there is an error answer rather
 * than a file cut short.
 */
export async function exportPersonalData(db: Database, userId: string, now: Date): Promise<AsyncGenerator<string>> {
  const account = await readAccount(db, userId);
  return writeJson([
    { key: 'exportedAt', value: async () => now },
    { key: 'account', value: async () => account },
    { key: 'photos', pages: () => photosOf(db, userId) },
    { key: 'services', pages: () => servicesOf(db, userId) },
    { key: 'availability', value: () => storedAvailability(db, userId) },
    { key: 'orders', pages: () => ordersOf(db, userId) },
    { key: 'payments', pages: () => paymentsOf(db, userId) },
    { key: 'messages', pages: () => messagesOf(db, userId) },
    { key: 'reviews', pages: () => reviewsOf(db, userId) },
    { key: 'disputes', pages: () => disputesOf(db, userId) },
    { key: 'verification', pages: () => verificationOf(db, userId) },
    { key: 'notifications', pages: () => notificationsOf(db, userId) },
    { key: 'notificationPreferences', value: () => readPreferences(db, userId) },
    { key: 'sessions', pages: () => sessionsOf(db, userId) },
    { key: 'consents', value: () => consentsOf(db, userId) },
    { key: 'emailChanges', pages: () => emailChangesOf(db, userId) },
    { key: 'contactMessages', pages: () => contactMessagesOf(db, account) },
  ]);
}

/** One JSON object, its parts in order, each list a row per line: readable in any text editor. */
async function* writeJson(parts: Part[]): AsyncGenerator<string> {
  yield '{';
  for (const [index, part] of parts.entries()) {
    yield `${index === 0 ? '' : ','}\n  ${JSON.stringify(part.key)}: `;
    if ('value' in part) {
      yield JSON.stringify(await part.value());
      continue;
    }
    let isEmpty = true;
    for await (const page of part.pages()) {
      if (page.length === 0) continue;
      // One chunk per page.
      yield `${isEmpty ? '[' : ','}${page.map((row) => `\n    ${JSON.stringify(row)}`).join(',')}`;
      isEmpty = false;
    }
    yield isEmpty ? '[]' : '\n  ]';
  }
  yield '\n}\n';
}
