import { LANGUAGES, MAX_SERVICE_PRICE_KSH, RESET_CODE, SMS_MAX_LENGTH, shillingsToCents, type Language } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { fillIn } from '../mail-texts';
import { ORDER_EVENTS, type NoticeEvent } from '../lib/notifications/notice-events';
import { noticeFormats } from '../lib/notifications/notice-formats';
import { renderNotice, renderResetCodeSms, type EmailedEvent } from '../lib/notifications/render-notice';
import { isGsm7, smsLength, toGsm7 } from '../lib/notifications/sms-text';
import { notificationTexts } from '.';
import { en } from './en';
import { sw } from './sw';

type Texts = { [key: string]: string | Texts };

/** Every text with its dotted key. */
function flatten(texts: Texts, prefix = ''): Map<string, string> {
  const entries = Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
  );
  return new Map(entries);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const EVENTS = Object.keys(en.events) as NoticeEvent[];

/** A PUBLIC_URL longer than Fundi's own (https://fundi.co.ke), so a deployment has room. */
const PUBLIC_URL = 'https://www.fundi-marketplace.example.ke';

/** The longest text `format` writes for any day of a (leap) year. */
function longestOverAYear(format: (day: Date) => string): string {
  const days = Array.from({ length: 366 }, (_, index) => format(new Date(Date.UTC(2028, 0, 1 + index, 20, 59))));
  return days.reduce((longest, text) => (smsLength(text) > smsLength(longest) ? text : longest));
}

/** The longest values each text can be filled with, as the notices' worker words them. */
function longestValues(language: Language): Record<string, string> {
  const formats = noticeFormats(language);
  const texts = notificationTexts(language);
  const longestName = ['Wanjiku' + 'u'.repeat(23), texts.someoneBuying, texts.someoneSelling, texts.someoneWriting].reduce((a, b) => (b.length > a.length ? b : a));
  const largestAmount = formats.amount(shillingsToCents(MAX_SERVICE_PRICE_KSH) - 1);
  return {
    order: '12345678',
    link: `${PUBLIC_URL}/o/12345678`,
    service: 'S'.repeat(100),
    buyer: longestName,
    seller: longestName,
    sender: longestName,
    date: longestOverAYear((day) => formats.day(day.toISOString().slice(0, 10))),
    deadline: longestOverAYear(formats.moment),
    amount: largestAmount,
    buyerAmount: largestAmount,
    sellerAmount: largestAmount,
    code: '9'.repeat(RESET_CODE.digits),
    minutes: String(RESET_CODE.minutes),
  };
}

const valuesFor = (event: NoticeEvent, language: Language) => {
  const values = longestValues(language);
  return event === 'new-message' ? { ...values, link: `${PUBLIC_URL}/messages` } : values;
};

describe('the notification catalogues', () => {
  const english = flatten(en);
  const swahili = flatten(sw);

  it('have the same events and texts in English and Kiswahili', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('fill in the same values in both languages: %s', (key) => {
    expect(placeholders(swahili.get(key) ?? '')).toEqual(placeholders(english.get(key)!));
  });

  it('leave nothing in English in the Kiswahili notices', () => {
    const untranslated = [...english].filter(([key, text]) => swahili.get(key) === text).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('never put the service title (the seller’s words) in an SMS', () => {
    const smsWithTitle = [...english, ...swahili].filter(([key, text]) => key.endsWith('.sms') && text.includes('{{service}}'));
    expect(smsWithTitle).toEqual([]);
  });

  it('give the line that ends every e-mail the link to the notification settings', () => {
    expect(placeholders(en.manage)).toEqual(['settingsLink']);
  });
});

describe.each(LANGUAGES)('every SMS in %s, filled with its longest values', (language) => {
  const texts = notificationTexts(language);

  it.each(EVENTS)('fits one GSM-7 message without being shortened: %s', (event) => {
    const values = valuesFor(event, language);
    const sms = fillIn(texts.events[event].sms, Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toGsm7(value)])));

    expect(smsLength(sms), sms).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(isGsm7(sms), sms).toBe(true);
    expect(sms).toContain('Fundi');
    expect(sms).not.toMatch(/\{\{/);
    // What is sent is this very text: the last guard, which shortens names, did not have to.
    // (`values` holds every key any event has; each event reads its own.)
    const rendered =
      event === 'reset-code'
        ? renderResetCodeSms({ code: values.code!, minutes: values.minutes! }, language)
        : renderNotice(event as EmailedEvent, values as never, { name: 'Amina', language }, { settingsLink: `${PUBLIC_URL}/settings` }).sms;
    expect(rendered).toBe(sms);
  });

  it.each(ORDER_EVENTS)('names the order and links to it: %s', (event) => {
    const values = valuesFor(event, language);
    const sms = fillIn(texts.events[event].sms, values);
    expect(sms).toContain(values.order);
    expect(sms).toContain(values.link);
  });

  it('links to the messages in the new-message SMS', () => {
    expect(fillIn(texts.events['new-message'].sms, valuesFor('new-message', language))).toContain(`${PUBLIC_URL}/messages`);
  });
});
