import type { Language } from '@fundi/shared';
import { en, type MailTexts } from './en';
import { sw } from './sw';

const catalogues: Record<Language, MailTexts> = { en, sw };

/** The words of the mails in `language`, the recipient's (docs/decisions/0047-two-languages.md). */
export function mailTexts(language: Language): MailTexts {
  return catalogues[language];
}

/** `text` with each `{{name}}` replaced by `values[name]`. */
export function fillIn(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
