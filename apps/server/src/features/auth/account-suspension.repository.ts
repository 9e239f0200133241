import type { Database } from '../../db';

// The SQL of suspending and restoring an account (account-suspension.service.ts). A suspended
// seller's offerings wait in suspended_offerings, row for row with their ids: moving them out
// of `offerings` and back moves the category counters and the catalogue version through the
// triggers of migrations 0007 and 0014, as any offering removed or added does.

/** The account's row, locked until the transaction ends; undefined when there is none. */
export function lockAccount(trx: Database, userId: string) {
  return trx.selectFrom('users').select(['id', 'deleted_at', 'suspended_at']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function setSuspendedAt(trx: Database, userId: string, suspendedAt: Date | null): Promise<void> {
  await trx.updateTable('users').set({ suspended_at: suspendedAt, updated_at: new Date() }).where('id', '=', userId).execute();
}

/** Takes the seller's offerings out of the catalogue; returns how many. */
export async function hideOfferings(trx: Database, sellerId: string): Promise<number> {
  const moved = await trx
    .insertInto('suspended_offerings')
    .columns(['id', 'service_id', 'seller_id', 'description', 'price_cents', 'experience_years', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('offerings')
        .select(['id', 'service_id', 'seller_id', 'description', 'price_cents', 'experience_years', 'created_at'])
        .where('seller_id', '=', sellerId),
    )
    .executeTakeFirst();
  await trx.deleteFrom('offerings').where('seller_id', '=', sellerId).execute();
  return Number(moved.numInsertedOrUpdatedRows ?? 0n);
}

/**
 * Puts the seller's offerings back as they were (same ids, same age); the listing trigger
 * fills in their category and the seller's standing as they are now. Returns how many.
 */
export async function restoreOfferings(trx: Database, sellerId: string): Promise<number> {
  const moved = await trx
    .insertInto('offerings')
    .columns(['id', 'service_id', 'seller_id', 'description', 'price_cents', 'experience_years', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('suspended_offerings')
        .select(['id', 'service_id', 'seller_id', 'description', 'price_cents', 'experience_years', 'created_at'])
        .where('seller_id', '=', sellerId),
    )
    .executeTakeFirst();
  await trx.deleteFrom('suspended_offerings').where('seller_id', '=', sellerId).execute();
  return Number(moved.numInsertedOrUpdatedRows ?? 0n);
}
