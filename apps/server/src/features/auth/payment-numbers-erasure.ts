import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db';
import type { DB, JsonValue } from '../../db/types';

// Closing an account (account.service.ts deleteAccount): the person's M-Pesa numbers leave the
// record of the money, which itself stays (docs/privacy.md).

/** What replaces a value of an M-Pesa callback that held the person's number. */
const ERASED_VALUE = '[erased]';
/** Callbacks rewritten per query: a seller's thousands are never all in memory. */
const CALLBACK_PAGE_SIZE = 500;

/**
 * Payments stay as the record of the money (amounts, receipts, states), without the person's
 * M-Pesa number: where they bought, the number they paid from and refunds went back to; where
 * they sold, the number payouts went to. M-Pesa's callbacks, kept as they came, lose every value
 * holding one of those numbers (a B2C result names its receiver `2547... - JANE DOE`).
 */
export async function erasePaymentNumbersOf(trx: Database, userId: string, accountPhone: string | null): Promise<void> {
  const bought = trx.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.buyer_id', '=', userId);
  const sold = trx.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.seller_id', '=', userId);
  const ownTransfers = (eb: ExpressionBuilder<DB, 'payment_transfers'>) =>
    eb.or([eb.and([eb('payment_id', 'in', bought), eb('kind', 'in', ['REFUND', 'RETURN'])]), eb.and([eb('payment_id', 'in', sold), eb('kind', '=', 'PAYOUT')])]);
  const numbers = await trx
    .selectFrom('payments')
    .select('phone')
    .where('id', 'in', bought)
    .union(trx.selectFrom('payment_collections').select('phone').where('payment_id', 'in', bought))
    .union(trx.selectFrom('payment_transfers').select('phone').where(ownTransfers))
    .execute();
  await eraseNumbersFromCallbacks(trx, userId, [accountPhone, ...numbers.map((row) => row.phone)]);
  await trx.updateTable('payments').set({ phone: null, updated_at: new Date() }).where('id', 'in', bought).where('phone', 'is not', null).execute();
  await trx.updateTable('payment_collections').set({ phone: null }).where('payment_id', 'in', bought).where('phone', 'is not', null).execute();
  await trx.updateTable('payment_transfers').set({ phone: null }).where(ownTransfers).where('phone', 'is not', null).execute();
}

async function eraseNumbersFromCallbacks(trx: Database, userId: string, phones: (string | null)[]): Promise<void> {
  // A number's last 9 digits, however it is written: +254712345678, 254712345678, 0712345678.
  const endings = [...new Set(phones.map((phone) => (phone ?? '').replace(/\D/g, '')).filter((digits) => digits.length >= 9).map((digits) => digits.slice(-9)))];
  if (endings.length === 0) return;
  const ofTheirOrders = trx.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where((eb) => eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]));
  const references = trx
    .selectFrom('payment_collections')
    .select('reference')
    .where('payment_id', 'in', ofTheirOrders)
    .union(trx.selectFrom('payment_transfers').select('originator_conversation_id as reference').where('payment_id', 'in', ofTheirOrders))
    .union(trx.selectFrom('payment_transfers').select('conversation_id as reference').where('payment_id', 'in', ofTheirOrders));
  let afterId = 0;
  for (;;) {
    const page = await trx
      .selectFrom('mpesa_callbacks')
      .select(['id', 'body'])
      .where('reference', 'in', references)
      .where(sql<boolean>`body::text ~ ${endings.join('|')}`)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(CALLBACK_PAGE_SIZE)
      .execute();
    for (const callback of page) {
      await trx.updateTable('mpesa_callbacks').set({ body: JSON.stringify(withoutNumbers(callback.body, endings)) }).where('id', '=', callback.id).execute();
    }
    if (page.length < CALLBACK_PAGE_SIZE) return;
    afterId = page[page.length - 1]!.id;
  }
}

/** `value` with every text or number holding one of the numbers (by their `endings`) replaced. */
function withoutNumbers(value: JsonValue, endings: string[]): JsonValue {
  if (typeof value === 'string' || typeof value === 'number') {
    const digits = String(value).replace(/\D/g, '');
    return endings.some((ending) => digits.includes(ending)) ? ERASED_VALUE : value;
  }
  if (Array.isArray(value)) return value.map((item) => withoutNumbers(item, endings));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutNumbers(item ?? null, endings)]));
  return value;
}
