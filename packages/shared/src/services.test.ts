import { describe, expect, it } from 'vitest';
import { createServiceRequest, parseNumberField } from './services';
import { issuesOf } from './test-helpers';

const valid = {
  category: 'plumbing',
  title: 'Leak repair',
  description: 'Fixing taps and pipes in Westlands.',
  price: '1500',
  experience: '5',
};

describe('parseNumberField', () => {
  it('reads multipart text, keeping blank apart from 0', () => {
    expect(parseNumberField('1500.50')).toBe(1500.5);
    expect(parseNumberField(' 0 ')).toBe(0);
    expect(parseNumberField('')).toBeUndefined();
    expect(parseNumberField(undefined)).toBeUndefined();
    expect(parseNumberField(42)).toBe(42);
  });

  it('reads a value of another JSON type as not a number, never throws on it', () => {
    for (const value of [{}, [], true, ['1500']]) expect(parseNumberField(value)).toBeNaN();
  });

  it('does not guess at other number syntaxes', () => {
    for (const text of ['1e3', '0x10', '12abc', '1,500', 'Infinity']) {
      expect(parseNumberField(text)).toBeNaN();
    }
  });
});

describe('createServiceRequest', () => {
  it('parses a multipart draft into numbers', () => {
    expect(createServiceRequest.parse(valid)).toEqual({ ...valid, price: 1500, experience: 5 });
    expect(createServiceRequest.parse({ ...valid, price: 999.99, experience: 0 })).toMatchObject({
      price: 999.99,
      experience: 0,
    });
  });

  it('reports every broken field with the spec’s messages', () => {
    expect(issuesOf(createServiceRequest, {})).toEqual([
      'category: SERVICE_CATEGORY_REQUIRED',
      'title: SERVICE_TITLE_REQUIRED',
      'description: SERVICE_DESCRIPTION_REQUIRED',
      'price: SERVICE_PRICE_REQUIRED',
    ]);
    expect(
      issuesOf(createServiceRequest, { ...valid, category: '', title: '  ', description: '', price: '-1', experience: '-2' }),
    ).toEqual([
      'category: SERVICE_CATEGORY_REQUIRED',
      'title: SERVICE_TITLE_REQUIRED',
      'description: SERVICE_DESCRIPTION_REQUIRED',
      'price: SERVICE_PRICE_NEGATIVE',
      'experience: SERVICE_EXPERIENCE_NEGATIVE',
    ]);
  });

  it('reports fields of the wrong JSON type instead of throwing', () => {
    expect(issuesOf(createServiceRequest, { ...valid, category: {}, price: true, experience: [] })).toEqual([
      'category: SERVICE_CATEGORY_UNKNOWN',
      'price: SERVICE_PRICE_NOT_A_NUMBER',
      'experience: SERVICE_EXPERIENCE_NOT_WHOLE',
    ]);
  });

  it('never reads an empty price as free', () => {
    expect(issuesOf(createServiceRequest, { ...valid, price: '' })).toEqual(['price: SERVICE_PRICE_REQUIRED']);
    expect(issuesOf(createServiceRequest, { ...valid, price: '   ' })).toEqual(['price: SERVICE_PRICE_REQUIRED']);
  });

  it('accepts a free service typed as 0', () => {
    expect(createServiceRequest.parse({ ...valid, price: '0' }).price).toBe(0);
  });

  it('allows at most 2 decimals in the price', () => {
    expect(createServiceRequest.parse({ ...valid, price: '19.99' }).price).toBe(19.99);
    expect(issuesOf(createServiceRequest, { ...valid, price: '19.999' })).toEqual([
      'price: SERVICE_PRICE_TOO_PRECISE',
    ]);
    expect(issuesOf(createServiceRequest, { ...valid, price: 'abc' })).toEqual(['price: SERVICE_PRICE_NOT_A_NUMBER']);
  });

  it('caps the price', () => {
    expect(issuesOf(createServiceRequest, { ...valid, price: '10000001' })).toEqual([
      'price: SERVICE_PRICE_TOO_HIGH',
    ]);
  });

  it('takes experience in whole years, blank meaning none', () => {
    expect(createServiceRequest.parse({ ...valid, experience: '' }).experience).toBe(0);
    expect(createServiceRequest.parse({ ...valid, experience: undefined }).experience).toBe(0);
    expect(issuesOf(createServiceRequest, { ...valid, experience: '2.5' })).toEqual([
      'experience: SERVICE_EXPERIENCE_NOT_WHOLE',
    ]);
    expect(issuesOf(createServiceRequest, { ...valid, experience: '81' })).toEqual([
      'experience: SERVICE_EXPERIENCE_TOO_HIGH',
    ]);
  });

  it('takes any of the 16 catalogue categories and nothing else', () => {
    expect(createServiceRequest.parse({ ...valid, category: 'petcare' }).category).toBe('petcare');
    expect(issuesOf(createServiceRequest, { ...valid, category: 'welding' })).toEqual([
      'category: SERVICE_CATEGORY_UNKNOWN',
    ]);
  });

  it('limits the title length', () => {
    expect(issuesOf(createServiceRequest, { ...valid, title: 'a'.repeat(101) })).toEqual([
      'title: SERVICE_TITLE_TOO_LONG',
    ]);
  });
});
