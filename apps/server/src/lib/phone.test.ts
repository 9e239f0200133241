import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone';

describe('normalisePhone', () => {
  it('treats the local, spaced and international forms of a Kenyan number as one', () => {
    expect(normalisePhone('0712 345 678')).toBe('+254712345678');
    expect(normalisePhone('712345678')).toBe('+254712345678');
    expect(normalisePhone('+254712345678')).toBe('+254712345678');
    expect(normalisePhone('0110 123 456')).toBe('+254110123456');
  });

  it('keeps a foreign number in its own country', () => {
    expect(normalisePhone('+255 754 123 456')).toBe('+255754123456');
  });

  it('rejects something that is not a phone number', () => {
    expect(normalisePhone('0712')).toBeUndefined();
    expect(normalisePhone('hello')).toBeUndefined();
  });
});
