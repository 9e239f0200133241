import type { Language } from '@fundi/shared';
import { en, type NotificationTexts } from './en';
import { sw } from './sw';

const catalogues: Record<Language, NotificationTexts> = { en, sw };

/** The words of the notices in `language`, the recipient's (docs/decisions/0047-two-languages.md). */
export function notificationTexts(language: Language): NotificationTexts {
  return catalogues[language];
}
