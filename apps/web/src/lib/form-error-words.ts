import { formErrors } from '../locales/en/errors/form-errors';
import { addEnglishWords } from './i18n';

/**
 * The words of the error codes that forms and actions meet (locales/en/errors/form-errors.ts),
 * added by the modules that have a form or an action, never with the start-up bundle. English
 * only, as the Kiswahili catalogue holds every text.
 */
export function addFormErrorWords(): void {
  addEnglishWords('form errors', { errors: formErrors });
}
