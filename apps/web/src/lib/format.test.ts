import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_ZONE } from '@fundi/shared';
import { en } from '../locales/en';
import { formatDate, formatNumber, formatShortDate, formatTime } from './format';
import { i18n } from './i18n';

// 06:30 UTC is 9:30 in the morning in Nairobi; 17:30 UTC is 8:30 at night.
const morning = new Date('2026-11-25T06:30:00Z');
const evening = new Date('2026-11-25T17:30:00Z');

describe('format', () => {
  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
  });

  it('writes dates in full, in Kenyan time, in either language', () => {
    expect(formatDate(morning, 'en')).toBe('Wednesday, 25 November 2026');
    expect(formatDate(morning, 'sw')).toBe('Jumatano, 25 Novemba 2026');
    expect(formatDate(new Date('2026-11-25T22:30:00Z'), 'en')).toBe('Thursday, 26 November 2026');
  });

  it('tells the time on a 12-hour clock, with the part of the day in Kiswahili', () => {
    expect(formatTime(morning, 'en')).toBe('9:30 am');
    expect(formatTime(morning, 'sw')).toBe('9:30 asubuhi');
    expect(formatTime(evening, 'sw')).toBe('8:30 usiku');
  });

  it('writes short dates without punctuation, with the weekday or the year when asked', () => {
    expect(formatShortDate(morning, {}, 'en')).toBe('25 Nov');
    expect(formatShortDate(morning, { weekday: true }, 'en')).toBe('Wed 25 Nov');
    expect(formatShortDate(morning, { weekday: true }, 'sw')).toBe('Jumatano 25 Nov');
    expect(formatShortDate(morning, { year: true }, 'sw')).toBe('25 Nov 2026');
    // 22:30 UTC is already the next day in Nairobi.
    expect(formatShortDate(new Date('2026-11-25T22:30:00Z'), { weekday: true }, 'en')).toBe('Thu 26 Nov');
  });

  it('writes short dates as Intl does in en-KE and sw-KE, in Kenyan time, any day from 2000 to 2100', () => {
    const instants = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(instants, fc.boolean(), fc.boolean(), (date, weekday, year) => {
        for (const [language, locale] of [['en', 'en-KE'], ['sw', 'sw-KE']] as const) {
          const intl = new Intl.DateTimeFormat(locale, {
            timeZone: TIME_ZONE,
            day: 'numeric',
            month: 'short',
            ...(weekday && { weekday: 'short' }),
            ...(year && { year: 'numeric' }),
          }).formatToParts(date);
          const part = (type: Intl.DateTimeFormatPartTypes) => intl.find((each) => each.type === type)?.value;
          const expected = [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ');
          expect(formatShortDate(date, { weekday, year }, language)).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('tells the time as Intl does in en-KE and sw-KE, in Kenyan time, any minute of the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 * 60 - 1 }), fc.integer({ min: 0, max: 59 }), (minuteOfDay, second) => {
        // That minute in Nairobi (UTC+3) on 25 November 2026.
        const date = new Date(Date.UTC(2026, 10, 25, 0, minuteOfDay, second) - 3 * 60 * 60 * 1000);
        for (const [language, locale] of [['en', 'en-KE'], ['sw', 'sw-KE']] as const) {
          const intl = new Intl.DateTimeFormat(locale, {
            timeZone: TIME_ZONE,
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h12',
            ...(language === 'sw' && { dayPeriod: 'long' }),
          });
          expect(formatTime(date, language)).toBe(intl.format(date));
        }
      }),
      { numRuns: 1000 },
    );
    // Noon on the dot and the minutes either side, where Kiswahili's words change.
    expect(formatTime(new Date('2026-11-25T09:00:00Z'), 'sw')).toBe('12:00 saa sita za mchana');
    expect(formatTime(new Date('2026-11-25T09:01:00Z'), 'sw')).toBe('12:01 mchana');
    expect(formatTime(new Date('2026-11-25T08:59:00Z'), 'sw')).toBe('11:59 asubuhi');
  });

  it('follows the language the page is in', async () => {
    i18n.addCatalogue('sw', 'translation', en);
    await i18n.changeLanguage('sw');
    expect(formatDate(morning)).toBe('Jumatano, 25 Novemba 2026');
    expect(formatNumber(1500)).toBe('1,500');
  });
});
