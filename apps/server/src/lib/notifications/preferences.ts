import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@fundi/shared';
import type { Database } from '../../db';

type PreferencesRow = {
  orders_sms: boolean;
  orders_email: boolean;
  messages_sms: boolean;
  messages_email: boolean;
  news_sms: boolean;
  news_email: boolean;
};

export const preferenceColumns = ['orders_sms', 'orders_email', 'messages_sms', 'messages_email', 'news_sms', 'news_email'] as const;

/** A stored row as the API's object; no row is the defaults. */
export function toPreferences(row: PreferencesRow | undefined): NotificationPreferences {
  if (!row) return structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  return {
    orders: { sms: row.orders_sms, email: row.orders_email },
    messages: { sms: row.messages_sms, email: row.messages_email },
    news: { sms: row.news_sms, email: row.news_email },
  };
}

function toRow(preferences: NotificationPreferences): PreferencesRow {
  return {
    orders_sms: preferences.orders.sms,
    orders_email: preferences.orders.email,
    messages_sms: preferences.messages.sms,
    messages_email: preferences.messages.email,
    news_sms: preferences.news.sms,
    news_email: preferences.news.email,
  };
}

export async function readPreferences(db: Database, userId: string): Promise<NotificationPreferences> {
  const row = await db.selectFrom('notification_preferences').select(preferenceColumns).where('user_id', '=', userId).executeTakeFirst();
  return toPreferences(row);
}

export async function savePreferences(db: Database, userId: string, preferences: NotificationPreferences): Promise<void> {
  const row = toRow(preferences);
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...row })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}

/**
 * Someone replied STOP to our SMS (Africa's Talking's opt-out callback): every account with
 * that phone gets no more SMS of any kind until it turns them on again in its settings. Reset
 * codes still go (asked for by the person), though the provider may refuse them.
 */
export async function stopSmsTo(db: Database, phone: string): Promise<number> {
  const users = await db.selectFrom('users').select('id').where('phone', '=', phone).execute();
  for (const { id } of users) {
    const current = await readPreferences(db, id);
    await savePreferences(db, id, {
      orders: { ...current.orders, sms: false },
      messages: { ...current.messages, sms: false },
      news: { ...current.news, sms: false },
    });
  }
  return users.length;
}
