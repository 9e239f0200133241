import { sql } from 'kysely';
import type { Database } from '../../db';
import { plainFirstName } from '../mail-greeting';
import { DELETED_USER_NAME } from '../users/deleted-user';

/** A closed account: its notices (sent or not, with the phone or e-mail each went to), choices, codes and presence go. */
export async function eraseNotificationsOf(trx: Database, userId: string): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
  await trx.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('conversation_notices').where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)])).execute();
  await trx.deleteFrom('user_presence').where('user_id', '=', userId).execute();
}

/**
 * Notices to the other party name the person: a booking's buyer, an order's seller, a message's
 * sender. Their values take `Deleted user`, and their stored texts (written with the first name
 * alone) lose it too. Matched by name among the people the person dealt with, as the name was
 * when they closed the account.
 */
export async function anonymiseNoticesNaming(trx: Database, userId: string, name: string): Promise<void> {
  const firstName = plainFirstName(name);
  const readersNaming = {
    buyer: trx.selectFrom('orders').select('seller_id as reader').where('buyer_id', '=', userId),
    seller: trx.selectFrom('orders').select('buyer_id as reader').where('seller_id', '=', userId),
    sender: trx.selectFrom('conversations').select('other_id as reader').where('user_id', '=', userId),
  };
  // A plain first name is letters, marks, apostrophes and hyphens: nothing a pattern reads specially.
  const withoutFirstName = (column: 'subject' | 'body') => sql<string>`regexp_replace(${sql.ref(column)}, ${`\\m${firstName}\\M`}, ${DELETED_USER_NAME}, 'g')`;
  for (const [key, readers] of Object.entries(readersNaming)) {
    await trx
      .updateTable('notifications')
      .set({
        notice_values: sql`jsonb_set(notice_values, ${`{${key}}`}::text[], to_jsonb(${DELETED_USER_NAME}::text))`,
        ...(firstName ? { subject: withoutFirstName('subject'), body: withoutFirstName('body') } : {}),
      })
      .where('user_id', 'in', readers)
      .where(sql<string>`notice_values ->> ${key}`, '=', name)
      .execute();
  }
}
