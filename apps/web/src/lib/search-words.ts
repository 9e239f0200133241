import { search as english } from '../locales/en/search';
import { search as kiswahili } from '../locales/sw/search';
import { addNamespace } from './i18n';

/** The words of the search page (`search`), added by its chunk, in both languages (see addNamespace). */
export function addSearchWords(): void {
  addNamespace('search', { en: english, sw: kiswahili });
}
