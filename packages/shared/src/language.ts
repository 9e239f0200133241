/**
 * The languages Fundi speaks (docs/decisions/0047-two-languages.md): the web's screens, and the
 * e-mails an account receives, which follow the language saved on the account. No zod here: the
 * web's start-up code reads this list, and the landing page must not load zod for it.
 */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The cookie that tells the server which language to send a public page in (the web writes it with the choice). */
export const LANGUAGE_COOKIE = 'language';

/**
 * The one-minute cookie a login sent as a plain form (before the page's script ran) hands the new
 * session to the script in: it moves the tokens into the browser's storage and deletes it.
 */
export const SIGN_IN_HANDOVER_COOKIE = 'fundi_signed_in';
