import { afterEach, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { en } from '../locales/en';
import { formatDate, formatNumber, formatShortDate, formatTime } from './format';

// 06:30 UTC is 9:30 in the morning in Nairobi; 17:30 UTC is 8:30 at night.
const morning = new Date('2026-11-25T06:30:00Z');
const evening = new Date('2026-11-25T17:30:00Z');

describe('format', () => {
  afterEach(async () => {
    i18n.removeResourceBundle('sw', 'translation');
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

  it('follows the language the page is in', async () => {
    i18n.addResourceBundle('sw', 'translation', en);
    await i18n.changeLanguage('sw');
    expect(formatDate(morning)).toBe('Jumatano, 25 Novemba 2026');
    expect(formatNumber(1500)).toBe('1,500');
  });
});
