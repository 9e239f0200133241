import type { Database } from '../../db';

/**
 * Takes a buyer's Idempotency-Key for this transaction; false when it is already taken. The
 * key row is written first, so a concurrent retry with the same key waits on it, then finds
 * the order it names.
 */
export async function claimIdempotencyKey(trx: Database, userId: string, key: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key })
    .onConflict((conflict) => conflict.doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function attachOrderToKey(trx: Database, userId: string, key: string, orderId: string): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ order_id: orderId }).where('user_id', '=', userId).where('key', '=', key).execute();
}

export async function orderIdOfKey(db: Database, userId: string, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
  return row?.order_id ?? undefined;
}
