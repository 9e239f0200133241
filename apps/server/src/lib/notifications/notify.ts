import type { Language, NotificationChannel } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { asLanguage } from '../users/account-language';
import type { NoticeEvent } from './notice-events';
import { preferenceColumns, toPreferences } from './preferences';
import type { StoredValues } from './stored-values';

// Writing a notice (docs/decisions/0050-notifications.md): always inside the transaction of the
// event it tells of, so an event that rolls back tells nobody and one that commits cannot be
// forgotten. The worker (features/notifications) sends what is written here.

type NoticeKind = 'orders' | 'messages' | 'account';

export type Notice<E extends NoticeEvent> = {
  userId: string;
  kind: NoticeKind;
  event: E;
  values: StoredValues<E>;
  /**
   * Names the event once (e.g. `order-accepted:<order id>`): written again (a retried job), it
   * is kept once. Without, every call is a new notice (reset codes).
   */
  once?: string;
  /** Only these channels (a reset code is SMS only). */
  channels?: readonly NotificationChannel[];
};

/** Writes the notice for each channel the person has (a phone, an e-mail) and wants. Returns how many. */
export async function notify<E extends NoticeEvent>(trx: Database, notice: Notice<E>): Promise<number> {
  const person = await trx
    .selectFrom('users')
    .leftJoin('notification_preferences as p', 'p.user_id', 'users.id')
    .select(['users.phone', 'users.email', 'users.language', 'users.deleted_at', 'p.user_id as has_preferences', ...preferenceColumns.map((column) => `p.${column}` as const)])
    .where('users.id', '=', notice.userId)
    .executeTakeFirst();
  if (!person || person.deleted_at) return 0;
  const preferences = toPreferences(person.has_preferences ? (person as Parameters<typeof toPreferences>[0]) : undefined);
  const wants = (channel: NotificationChannel) =>
    (notice.channels ?? ['sms', 'email']).includes(channel) && (notice.kind === 'account' || preferences[notice.kind][channel]);
  const recipients = [
    { channel: 'sms' as const, recipient: person.phone },
    { channel: 'email' as const, recipient: person.email },
  ].filter((to): to is { channel: NotificationChannel; recipient: string } => to.recipient !== null && wants(to.channel));
  if (recipients.length === 0) return 0;
  const language: Language = asLanguage(person.language);
  const written = await trx
    .insertInto('notifications')
    .values(
      recipients.map(({ channel, recipient }) => ({
        user_id: notice.userId,
        kind: notice.kind,
        event: notice.event,
        channel,
        recipient,
        language,
        notice_values: JSON.stringify(notice.values),
        dedupe_key: notice.once ? `${notice.once}:${notice.userId}:${channel}` : null,
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return written.length;
}

/**
 * Whether a new message from `senderId` is told to `receiverId` now: they have had no live page
 * for `awayMinutes`, they were told of fewer than `perHour` messages in the last hour (whoever
 * wrote), and nothing of this conversation was told to them in `everyMinutes`. The last is
 * claimed atomically, so two messages at once tell once.
 */
export async function claimMessageNotice(
  trx: Database,
  { receiverId, senderId, awayMinutes, everyMinutes, perHour }: { receiverId: string; senderId: string; awayMinutes: number; everyMinutes: number; perHour: number },
): Promise<boolean> {
  const present = await trx
    .selectFrom('user_presence')
    .select('user_id')
    .where('user_id', '=', receiverId)
    .where('last_connected_at', '>=', sql<Date>`now() - make_interval(mins => ${awayMinutes})`)
    .executeTakeFirst();
  if (present) return false;
  const toldThisHour = await trx
    .selectFrom('conversation_notices')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', receiverId)
    .where('last_told_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (Number(toldThisHour.count) >= perHour) return false;
  const claimed = await trx
    .insertInto('conversation_notices')
    .values({ user_id: receiverId, other_id: senderId, last_told_at: sql`now()` })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'other_id'])
        .doUpdateSet({ last_told_at: sql`now()` })
        .where('conversation_notices.last_told_at', '<', sql<Date>`now() - make_interval(mins => ${everyMinutes})`),
    )
    .returning('user_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
