import { availability as english } from '../locales/en/availability';
import { availability as kiswahili } from '../locales/sw/availability';
import { addNamespace } from './i18n';

/**
 * The words of the `availability` namespace, added by the chunks that show them (the month
 * calendar, in the booking dialog and on a seller's dashboard), never by the start-up bundle.
 * Both languages come: they are a few lines, and a language switch then needs no download.
 */
export function addAvailabilityWords(): void {
  addNamespace('availability', { en: english, sw: kiswahili });
}
