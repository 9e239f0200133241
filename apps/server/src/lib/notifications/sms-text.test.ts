import { describe, expect, it } from 'vitest';
import { isGsm7, smsLength, toGsm7 } from './sms-text';

describe('toGsm7', () => {
  it.each([
    ['Zoë Ng’ang’a', "Zoe Ng'ang'a"],
    ['“Plumbing” – fixed…', '"Plumbing" - fixed...'],
    ['Amélie Ñandú Çiğdem Łukasz', 'Amélie Ñandu Çigdem ?ukasz'],
    ['Zoe\u0308', 'Zoe'],
    ['5 Dec, 2:30\u202fPM', '5 Dec, 2:30 PM'],
    ['KSh\u00a01,500\tpaid', 'KSh 1,500 paid'],
    ['ﬁne ½', 'fine 1?2'],
  ])('writes %j in the GSM alphabet as %j', (text, gsm) => {
    expect(toGsm7(text)).toBe(gsm);
  });

  it('keeps what the alphabet has, its extension table included', () => {
    const text = '@£$¥ {}[]~\\|^€\f Δ_ΦΓΛΩΠΨΣΘΞ ÄÖÜ§¿äöüà\r\nline';
    expect(toGsm7(text)).toBe(text);
  });

  it('writes a question mark for anything it cannot spell', () => {
    expect(toGsm7('Call 👍 مرحبا 王')).toBe('Call ? ????? ?');
    expect(isGsm7(toGsm7('Łódź ✓ “ok” 👩‍🔧 \u200b'))).toBe(true);
    expect(toGsm7('back`tick')).toBe("back'tick");
  });

  it('answers text that is GSM-7 already unchanged', () => {
    const sms = 'Fundi: order 3f2a9c1b is done: https://fundi.co.ke/o/3f2a9c1b';
    expect(toGsm7(sms)).toBe(sms);
  });
});

describe('isGsm7', () => {
  it('accepts the basic set and the extension table', () => {
    expect(isGsm7('Fundi: KSh 1,500 {ok} €5 é')).toBe(true);
  });

  it.each(['Zoë', 'it’s', '5\u202fPM', '👍', 'a…'])('refuses %j', (text) => {
    expect(isGsm7(text)).toBe(false);
  });
});

describe('smsLength', () => {
  it('counts one per character of the basic set', () => {
    expect(smsLength('Fundi: é@£')).toBe(10);
  });

  it.each(['{', '}', '[', ']', '~', '\\', '|', '^', '€'])('counts the extension character %j as two', (character) => {
    expect(smsLength(`a${character}b`)).toBe(4);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(smsLength('👍')).toBe(1);
  });
});
