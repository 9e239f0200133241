import { notifications as english } from '../locales/en/notifications';
import { notifications as kiswahili } from '../locales/sw/notifications';
import { addNamespace } from './i18n';

/**
 * The words of the `notifications` namespace, added by the two chunks that show them (Settings'
 * notification preferences, forgot password's SMS code step), never by the start-up bundle.
 * Both languages come: they are small, and a language switch then needs no download.
 */
export function addNotificationWords(): void {
  addNamespace('notifications', { en: english, sw: kiswahili });
}
