import { signedInWords } from '../locales/en/signed-in';
import { addFormErrorWords } from './form-error-words';
import { addEnglishWords } from './i18n';

/**
 * The words of the signed-in screens (locales/en/signed-in.ts), added to the main namespace by
 * every module that shows them, never with the start-up bundle. English only: the Kiswahili
 * catalogue, downloaded by whoever chose it, holds every text already. Their actions' refusals
 * need the form error words too.
 */
export function addSignedInWords(): void {
  addFormErrorWords();
  addEnglishWords('signed-in', signedInWords);
}
