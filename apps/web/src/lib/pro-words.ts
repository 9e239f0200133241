import { pros as english } from '../locales/en/pros';
import { pros as kiswahili } from '../locales/sw/pros';
import { addNamespace } from './i18n';

/**
 * The words of the `pros` namespace (a professional's public page, and the seller's photos of
 * past work on My Profile), added when one of those chunks loads, never with the start-up bundle.
 * Both languages come, so a language switch on the page needs no download.
 */
export function addProWords(): void {
  addNamespace('pros', { en: english, sw: kiswahili });
}
