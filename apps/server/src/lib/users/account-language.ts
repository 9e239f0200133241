import { isLanguage, type Language } from '@fundi/shared';
import type { Database } from '../../db';

/** A stored language (the column allows only LANGUAGES); a missing row reads as English. */
export function asLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : 'en';
}

/** The language an account reads Fundi in (docs/decisions/0047-two-languages.md): its e-mails are written in it. */
export async function findAccountLanguage(db: Database, userId: string): Promise<Language> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return asLanguage(row?.language);
}
