import { describe, expect, it } from 'vitest';
import {
  identifierKind,
  identifierSchema,
  isEmail,
  isIdentifier,
  isPhone,
  normalizeEmail,
} from './identifier';

describe('isEmail', () => {
  it.each(['wanjiku@example.co.ke', 'a@b.co', ' otieno@mail.com '])('accepts %j', (value) => {
    expect(isEmail(value)).toBe(true);
  });

  it.each(['wanjiku', 'wanjiku@', '@example.com', 'wanjiku@example', 'wan jiku@example.com', 'a@b@c.com', ''])(
    'rejects %j',
    (value) => {
      expect(isEmail(value)).toBe(false);
    },
  );
});

describe('isPhone', () => {
  it.each(['0712345678', '+254712345678', '0712 345 678', '0712-345-678', '+254 712 345 678', ' 0712345678 '])(
    'accepts %j',
    (value) => {
      expect(isPhone(value)).toBe(true);
    },
  );

  it('accepts exactly 10 digits and rejects 9', () => {
    expect(isPhone('0123456789')).toBe(true);
    expect(isPhone('712345678')).toBe(false);
    expect(isPhone('+123456789')).toBe(false);
  });

  it.each(['', '+', '07123456a8', '0712.345.678', '(0712) 345678', '++254712345678', '254+712345678'])(
    'rejects %j',
    (value) => {
      expect(isPhone(value)).toBe(false);
    },
  );
});

describe('isIdentifier', () => {
  it('accepts an e-mail or a phone and nothing else', () => {
    expect(isIdentifier('wanjiku@example.com')).toBe(true);
    expect(isIdentifier('0712 345 678')).toBe(true);
    expect(isIdentifier('wanjiku')).toBe(false);
  });
});

describe('identifierKind', () => {
  it('is email when the value contains an at sign, otherwise phone', () => {
    expect(identifierKind('wanjiku@example.com')).toBe('email');
    expect(identifierKind('not-an-email@')).toBe('email');
    expect(identifierKind('+254712345678')).toBe('phone');
    expect(identifierKind('wanjiku')).toBe('phone');
  });
});

describe('normalizeEmail', () => {
  it('lower-cases and trims e-mails', () => {
    expect(normalizeEmail('  Wanjiku@Example.COM ')).toBe('wanjiku@example.com');
  });
});

describe('identifierSchema', () => {
  it('returns the trimmed value when valid', () => {
    expect(identifierSchema.parse('  0712 345 678 ')).toBe('0712 345 678');
  });

  it('reports INVALID_IDENTIFIER when invalid', () => {
    const result = identifierSchema.safeParse('071234567');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['INVALID_IDENTIFIER']);
  });
});
