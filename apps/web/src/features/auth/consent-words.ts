import { addNamespace } from '../../lib/i18n';
import { consent as english } from '../../locales/en/consent';
import { consent as kiswahili } from '../../locales/sw/consent';

/**
 * The words of the `consent` namespace, added by the two chunks that show them (sign-up, the
 * terms dialog), never by the start-up bundle. Both languages come: they are a few lines, and a
 * language switch then needs no download.
 */
export function addConsentWords(): void {
  addNamespace('consent', { en: english, sw: kiswahili });
}
