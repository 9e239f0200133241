import { centsToShillings, formatKsh, TIME_ZONE, type Language } from '@fundi/shared';

// Amounts, days and times as the notices write them, in the recipient's language. Built from
// Intl's parts rather than its whole string, so no runtime's punctuation or narrow spaces
// (`Sat, 5 Dec`, `2:30 PM`) reach an SMS, where each character outside GSM-7 costs.

export type NoticeFormats = {
  /** `KSh 1,500` in both languages, as the pages show money. */
  amount(cents: number): string;
  /** A calendar day (`YYYY-MM-DD`, a booking date): `Sat 5 Dec`, `Jumamosi 5 Des`. */
  day(isoDate: string): string;
  /**
   * A moment in Nairobi time: `5 Dec, 14:30`. On the 24-hour clock in both languages: in
   * Kiswahili `2:30 asubuhi` can be read on the Swahili clock (08:30), and a deadline must not be
   * misread.
   */
  moment(at: Date): string;
};

const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

const formatsByLanguage = new Map<Language, NoticeFormats>();

/** The formats for `language`; Intl's formatters are costly to build, so each is built once. */
export function noticeFormats(language: Language): NoticeFormats {
  let formats = formatsByLanguage.get(language);
  if (!formats) {
    formats = buildFormats(locales[language]);
    formatsByLanguage.set(language, formats);
  }
  return formats;
}

function buildFormats(locale: string): NoticeFormats {
  // A booking date names a day, not an instant: read and written in UTC it never shifts.
  const dayFormat = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
  const momentFormat = new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return {
    amount: (cents) => formatKsh(centsToShillings(cents)),
    day(isoDate) {
      const part = partsOf(dayFormat, new Date(`${isoDate}T00:00:00Z`));
      return `${part('weekday')} ${part('day')} ${part('month')}`;
    },
    moment(at) {
      const part = partsOf(momentFormat, at);
      return `${part('day')} ${part('month')}, ${part('hour')}:${part('minute')}`;
    },
  };
}

function partsOf(format: Intl.DateTimeFormat, date: Date): (type: Intl.DateTimeFormatPartTypes) => string {
  const parts = format.formatToParts(date);
  return (type) => parts.find((part) => part.type === type)?.value ?? '';
}
