import { legal as english } from '../locales/en/legal';
import { legal as kiswahili } from '../locales/sw/legal';
import { addNamespace } from './i18n';

/**
 * The words of the `legal` namespace (the terms, privacy and cookies pages, and the blog and
 * careers pages), added when one of those pages' chunks loads, never with the start-up bundle.
 * Both languages come, so a language switch on the page needs no download.
 */
export function addLegalWords(): void {
  addNamespace('legal', { en: english, sw: kiswahili });
}
