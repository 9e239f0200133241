import { LANGUAGES, SMS_MAX_LENGTH } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { notificationTexts } from '../../notification-texts';
import type { NoticeValues } from './notice-events';
import { renderNotice, renderResetCodeSms, type EmailedEvent } from './render-notice';
import { isGsm7, smsLength } from './sms-text';

const PUBLIC_URL = 'https://fundi.co.ke';
const links = { settingsLink: `${PUBLIC_URL}/settings?section=notifications` };
const buyer = { name: 'Brian Otieno', language: 'en' as const };

const accepted = (seller: string): NoticeValues['order-accepted'] => ({
  order: '3f2a9c1b',
  link: `${PUBLIC_URL}/o/3f2a9c1b`,
  service: 'Fix a leaking kitchen sink',
  seller,
  date: 'Sat 5 Dec',
});

describe('renderNotice', () => {
  it('names a person by their first name only', () => {
    const notice = renderNotice('order-accepted', accepted('Amina Wanjiru'), buyer, links);
    expect(notice.sms).toBe('Fundi: Amina accepted order 3f2a9c1b for Sat 5 Dec. Details: https://fundi.co.ke/o/3f2a9c1b');
    expect(notice.email).toContain('Amina accepted');
    expect(`${notice.sms} ${notice.subject} ${notice.email}`).not.toContain('Wanjiru');
  });

  it.each(['Support: call 0700000000', 'https://evil.test Amina', 'eve@evil.test', 'A'.repeat(31), ''])(
    'names someone whose name %j is not a plain first name by the word for someone',
    (name) => {
      const notice = renderNotice('order-accepted', accepted(name), buyer, links);
      expect(notice.sms).toContain('Fundi: your professional accepted order 3f2a9c1b');
      expect(notice.email).toContain('your professional accepted');
      expect(`${notice.sms} ${notice.email}`).not.toMatch(/0700|evil|AAAA/);
    },
  );

  it('writes a name in the GSM alphabet in the SMS, and as typed in the e-mail', () => {
    expect(renderNotice('order-accepted', accepted('Zoë'), buyer, links).sms).toContain('Fundi: Zoe accepted');
    const notice = renderNotice('order-accepted', accepted('Łucja'), buyer, links);
    expect(notice.sms).toContain('Fundi: your professional accepted');
    expect(notice.email).toContain('Łucja accepted');
  });

  it('quotes the service title in the e-mail, on one line, and never puts it in the SMS', () => {
    const notice = renderNotice('order-accepted', { ...accepted('Amina'), service: 'Fix a sink\n\nCall 0700000000 now' }, buyer, links);
    expect(notice.email).toContain('“Fix a sink Call 0700000000 now”');
    expect(notice.sms).not.toContain('sink');
    expect(notice.subject).not.toContain('sink');
  });

  it('greets the reader and ends the e-mail with where to choose what Fundi sends, then the signature', () => {
    const lines = renderNotice('order-accepted', accepted('Amina'), buyer, links).email.split('\n');
    expect(lines[0]).toBe('Hello Brian,');
    expect(lines.slice(-3)).toEqual(['Choose what Fundi sends you: https://fundi.co.ke/settings?section=notifications', '', 'Fundi']);
  });

  it('writes in the reader’s language', () => {
    const notice = renderNotice('order-accepted', accepted('Amina'), { name: 'Brian', language: 'sw' }, links);
    expect(notice.sms).toBe('Fundi: Amina amekubali agizo 3f2a9c1b la Sat 5 Dec. Maelezo: https://fundi.co.ke/o/3f2a9c1b');
    expect(notice.email.split('\n')[0]).toBe('Habari Brian,');
    expect(notice.email).toContain('Chagua arifa');
  });

  it('states the deadline to confirm or report a problem when the job is done', () => {
    const notice = renderNotice(
      'job-completed',
      { order: '3f2a9c1b', link: `${PUBLIC_URL}/o/3f2a9c1b`, service: 'Sink', seller: 'Amina', deadline: '8 Dec, 14:30' },
      buyer,
      links,
    );
    expect(notice.sms).toContain('Confirm or report a problem by 8 Dec, 14:30');
    expect(notice.subject).toContain('8 Dec, 14:30');
    expect(notice.email).toContain('by 8 Dec, 14:30 (Nairobi time)');
  });
});

describe('the SMS guard', () => {
  const longName = 'Wanjiku' + 'u'.repeat(23);
  const valuesWith = (publicUrl: string): Record<string, string> => ({
    order: '3f2a9c1b',
    link: `${publicUrl}/o/3f2a9c1b`,
    service: 'Sink',
    buyer: longName,
    seller: longName,
    sender: longName,
    date: 'Wed 30 Sept',
    deadline: '30 Sept, 23:59',
    amount: 'KSh 9,999,999.99',
    buyerAmount: 'KSh 9,999,999.99',
    sellerAmount: 'KSh 9,999,999.99',
  });
  const events = Object.keys(notificationTexts('en').events).filter((event) => event !== 'reset-code') as EmailedEvent[];

  it.each(LANGUAGES)('never lets an SMS grow past one message, even with a 300-character PUBLIC_URL (%s)', (language) => {
    const values = valuesWith(`https://${'x'.repeat(292)}`);
    for (const event of events) {
      const { sms } = renderNotice(event, values as never, { name: null, language }, links);
      expect(smsLength(sms), `${event}: ${sms}`).toBeLessThanOrEqual(SMS_MAX_LENGTH);
      expect(isGsm7(sms)).toBe(true);
      expect(sms.startsWith('Fundi')).toBe(true);
    }
  });

  it('shortens the names before it cuts, so the link stays whole', () => {
    const publicUrl = `https://${'x'.repeat(70)}`;
    const { sms } = renderNotice('order-accepted', valuesWith(publicUrl) as NoticeValues['order-accepted'], buyer, links);
    expect(smsLength(sms)).toBe(SMS_MAX_LENGTH);
    expect(sms).toMatch(/^Fundi: Wanjiku+ accepted order 3f2a9c1b/);
    expect(sms).not.toContain(longName);
    expect(sms.endsWith(`${publicUrl}/o/3f2a9c1b`)).toBe(true);
  });
});

describe('renderResetCodeSms', () => {
  it.each(LANGUAGES)('gives the code and how long it works, in one GSM-7 message (%s)', (language) => {
    const sms = renderResetCodeSms({ code: '123456', minutes: '10' }, language);
    expect(sms).toContain('Fundi');
    expect(sms).toContain('123456');
    expect(sms).toContain('10');
    expect(isGsm7(sms)).toBe(true);
    expect(smsLength(sms)).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it('reads as the product says', () => {
    expect(renderResetCodeSms({ code: '123456', minutes: '10' }, 'en')).toBe(
      'Fundi: your password reset code is 123456. It works for 10 minutes. Never share it; Fundi will never ask for it.',
    );
  });
});
