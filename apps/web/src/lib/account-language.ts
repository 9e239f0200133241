import type { Language } from '@fundi/shared';
import { callApi } from './api';
import { toFormData } from './form-data';
import { chooseLanguage, i18n } from './i18n';
import { useSession } from './session';

// The account remembers its language (docs/decisions/0047-two-languages.md): its e-mails are
// written in it, and it follows the person from one device to the next.

/**
 * The switcher's choice: shown and remembered in this browser, then, for a signed-in person,
 * saved on the account with a PUT /api/profile of only `language`. A failed save says nothing
 * and takes nothing back: the choice stays on this browser, and the next switch saves again.
 */
export async function switchLanguage(language: Language): Promise<void> {
  await chooseLanguage(language);
  if (i18n.language !== language || !useSession.getState().isAuthenticated) return;
  await callApi('updateProfile', { body: toFormData({ language }) }).catch(() => undefined);
}

/**
 * At sign-in: the language saved on the account replaces the screen's when they differ (and is
 * remembered here). A catalogue that cannot be fetched leaves the screen as it was.
 */
export async function showAccountLanguage(language: Language): Promise<void> {
  if (language === i18n.language) return;
  await chooseLanguage(language).catch(() => undefined);
}
