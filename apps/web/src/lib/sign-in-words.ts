import { auth } from '../locales/en/auth';
import { addFormErrorWords } from './form-error-words';
import { addEnglishWords } from './i18n';

/**
 * The words of signing in, signing up and resetting a password (`auth`), added to the main
 * namespace by the modules of those pages, never with the start-up bundle. English only, as the
 * Kiswahili catalogue holds every text. Their forms need the form error words too.
 */
export function addSignInWords(): void {
  addFormErrorWords();
  addEnglishWords('sign-in', { auth });
}
