import { addNamespace } from '../../lib/i18n';
import { trust as english } from '../../locales/en/trust';
import { trust as kiswahili } from '../../locales/sw/trust';

/**
 * The words of the `trust` namespace, added when this feature's chunk loads (the profile's
 * section, the console's queue), never with the start-up bundle. Both languages come: they are
 * small, and a language switch then needs no download.
 */
export function addTrustWords(): void {
  addNamespace('trust', { en: english, sw: kiswahili });
}
