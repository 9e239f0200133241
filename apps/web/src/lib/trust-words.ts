import { addFormErrorWords } from './form-error-words';
import { addNamespace } from './i18n';
import { trust as english } from '../locales/en/trust';
import { trust as kiswahili } from '../locales/sw/trust';

/**
 * The words of the `trust` namespace, added when one of trust's chunks loads (the profile's
 * verification section, a dispute's page, the console), never with the start-up bundle. Both languages come: they are
 * small, and a language switch then needs no download. Trust's forms and actions meet the form
 * error codes too.
 */
export function addTrustWords(): void {
  addFormErrorWords();
  addNamespace('trust', { en: english, sw: kiswahili });
}
