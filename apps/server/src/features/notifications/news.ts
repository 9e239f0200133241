import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db';

// News and offers (docs/product.md §10): written by Fundi's team in both languages and sent by
// e-mail only to people who chose them (news are off until chosen), each with its unsubscribe
// link. `npm run news -- <letter.json>` queues one; the notification workers send it.

const words = z.object({ subject: z.string().trim().min(1).max(150), text: z.string().trim().min(1).max(5000) }).strict();

/** A letter: its subject and text in English and in Kiswahili. */
export const newsLetter = z.object({ en: words, sw: words }).strict();
export type NewsLetter = z.infer<typeof newsLetter>;

/**
 * Queues the letter for everyone with an e-mail who chose news by e-mail, in their language,
 * in one statement (however many people), named once per letter so a second run of the same
 * `letterId` queues nothing more. Returns how many were queued.
 */
export async function queueNews(db: Database, letterId: string, letter: NewsLetter): Promise<number> {
  const { rows } = await sql<{ id: string }>`
    INSERT INTO notifications (user_id, kind, event, channel, recipient, language, notice_values, dedupe_key)
    SELECT users.id, 'news', 'news', 'email', users.email, users.language,
           CASE WHEN users.language = 'sw' THEN ${JSON.stringify(letter.sw)}::jsonb ELSE ${JSON.stringify(letter.en)}::jsonb END,
           ${`news:${letterId}:`} || users.id || ':email'
    FROM users JOIN notification_preferences p ON p.user_id = users.id
    WHERE p.news_email AND users.email IS NOT NULL AND users.deleted_at IS NULL AND users.suspended_at IS NULL
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id
  `.execute(db);
  return rows.length;
}
