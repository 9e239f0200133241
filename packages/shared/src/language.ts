import { z } from 'zod';
import { anyCaseEnum } from './validation';

/**
 * The languages Fundi speaks (docs/decisions/0047-two-languages.md): the web's screens, and the
 * e-mails an account receives, which follow the language saved on the account.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A language as a client sends it: any case ('SW'), answered in its own spelling ('sw'). */
export const languageInput = anyCaseEnum(LANGUAGES, 'INVALID_LANGUAGE');

/** A language in an answer. */
export const languageSchema = z.enum(LANGUAGES);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
