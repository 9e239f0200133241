import { describe, expect, it } from 'vitest';
import { createTranslator } from '../lib/translator';
import { wholeEnglish as en } from './en/whole';
import { availability as availabilityEnglish } from './en/availability';
import { consent as consentEnglish } from './en/consent';
import { legal as legalEnglish } from './en/legal';
import { notifications as notificationsEnglish } from './en/notifications';
import { search as searchEnglish } from './en/search';
import { pros as prosEnglish } from './en/pros';
import { trust as trustEnglish } from './en/trust';
import { sw } from './sw';
import { availability as availabilityKiswahili } from './sw/availability';
import { consent as consentKiswahili } from './sw/consent';
import { legal as legalKiswahili } from './sw/legal';
import { notifications as notificationsKiswahili } from './sw/notifications';
import { search as searchKiswahili } from './sw/search';
import { pros as prosKiswahili } from './sw/pros';
import { trust as trustKiswahili } from './sw/trust';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalogue by its full key (`orders.payment.held`), plural variants included. */
function texts(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of texts(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

/** The {{placeholders}} (with any format, as in `{{price, number}}`) and $t() nestings of a text. */
function variables(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([^}]*?)\s*\}\}|\$t\(([^)]*)\)/g)].map(([whole]) => whole.replace(/\s+/g, ''));
  return names.sort();
}

/**
 * The only Kiswahili texts that may read exactly as the English ones. Anything else that is
 * identical was most likely forgotten.
 */
const SAME_IN_BOTH = new Map<string, string>([
  ['common.brand', 'the brand name'],
  ['common.pageTitle', 'only a placeholder and the brand name'],
  ['footer.city', '“Kenya” is spelt the same in Kiswahili'],
  ['footer.newsletterPlaceholder', 'an e-mail address format'],
  ['language.english', 'each language is named in its own words'],
  ['language.kiswahili', 'each language is named in its own words'],
  ['category.categoryAndService', 'only placeholders and a separator'],
  ['home.testimonial1Name', 'a person’s name'],
  ['home.testimonial1Place', 'place names'],
  ['home.testimonial2Name', 'a person’s name'],
  ['home.testimonial2Place', 'place names'],
  ['home.testimonial3Name', 'a person’s name'],
  ['home.testimonial3Place', 'place names'],
]);

function compareCatalogues(english: Tree, other: Tree, sameAllowed: ReadonlyMap<string, string>) {
  const base = texts(english);
  const translated = texts(other);
  return {
    missing: [...base.keys()].filter((key) => !translated.has(key)),
    extra: [...translated.keys()].filter((key) => !base.has(key)),
    variablesDiffer: [...base]
      .filter(([key, text]) => translated.has(key) && variables(text).join(' ') !== variables(translated.get(key) ?? '').join(' '))
      .map(([key]) => key),
    untranslated: [...base]
      .filter(([key, text]) => translated.get(key) === text && !sameAllowed.has(key))
      .map(([key]) => key),
    staleAllowed: [...sameAllowed.keys()].filter((key) => !base.has(key) || base.get(key) !== translated.get(key)),
  };
}

describe('the Kiswahili catalogue', () => {
  const result = compareCatalogues(en, sw, SAME_IN_BOTH);

  it('has every English key, plural variants included, and no other', () => {
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(texts(sw).size).toBeGreaterThan(500);
  });

  it('keeps the same {{placeholders}} in every text', () => {
    expect(result.variablesDiffer).toEqual([]);
  });

  it('translates every text except the few that read the same in both languages', () => {
    expect(result.untranslated).toEqual([]);
    // An entry that is now translated, or whose key is gone, leaves the list.
    expect(result.staleAllowed).toEqual([]);
  });
});

/**
 * The namespaces loaded with their screens, each compared as the main catalogue is, with the
 * texts that may read the same in both languages (and why).
 */
const namespaces = [
  { name: 'trust’s screens', english: trustEnglish, kiswahili: trustKiswahili, sameInBoth: new Map<string, string>() },
  {
    name: 'notifications',
    english: notificationsEnglish,
    kiswahili: notificationsKiswahili,
    sameInBoth: new Map([['preferences.channels.sms', '“SMS” is the word in Kiswahili too']]),
  },
  { name: 'the legal and company pages', english: legalEnglish, kiswahili: legalKiswahili, sameInBoth: new Map<string, string>() },
  { name: 'agreeing to the terms', english: consentEnglish, kiswahili: consentKiswahili, sameInBoth: new Map<string, string>() },
  { name: 'availability and the month calendar', english: availabilityEnglish, kiswahili: availabilityKiswahili, sameInBoth: new Map<string, string>() },
  { name: 'the search page', english: searchEnglish, kiswahili: searchKiswahili, sameInBoth: new Map<string, string>() },
  { name: 'a professional’s page and photos of past work', english: prosEnglish, kiswahili: prosKiswahili, sameInBoth: new Map<string, string>() },
];

describe.each(namespaces)('the Kiswahili words of $name (their own namespace)', ({ english, kiswahili, sameInBoth }) => {
  const result = compareCatalogues(english, kiswahili, sameInBoth);

  it('has every English key and no other, with the same {{placeholders}}', () => {
    expect(result.missing).toEqual([]);
    expect(result.extra).toEqual([]);
    expect(result.variablesDiffer).toEqual([]);
  });

  it('translates every text except the few that read the same in both languages', () => {
    expect(result.untranslated).toEqual([]);
    expect(result.staleAllowed).toEqual([]);
  });
});

describe('the words of agreeing to the terms', () => {
  it('keep the marks that become the links to the terms and the privacy policy', () => {
    const marks = (text: string) => [...text.matchAll(/<(\w+)>/g)].map(([, name]) => name).sort();
    expect(marks(consentKiswahili.adultAndTerms)).toEqual(marks(consentEnglish.adultAndTerms));
  });
});

describe('Kiswahili plurals', () => {
  it('use the one and other forms, and zero where English has it', () => {
    const i18n = createTranslator<{ translation: typeof en }>({ translation: en });
    i18n.addCatalogue('sw', 'translation', sw);
    i18n.changeLanguage('sw');
    expect(i18n.t('orders.count', { count: 1 })).toBe('Agizo 1');
    expect(i18n.t('orders.count', { count: 3 })).toBe('Maagizo 3');
    expect(i18n.t('services.professionals', { count: 0 })).toBe('Bado hakuna mafundi');
    expect(i18n.t('orders.payment.receipt', { receipt: 'SJK3H4ABCD' })).toBe('Risiti ya M-Pesa SJK3H4ABCD');
  });
});

describe('the comparison itself', () => {
  const english = { a: 'Hello {{name}}', b: { c_one: '{{count}} order', c_other: '{{count}} orders' }, brand: 'Fundi' };

  it('finds a key missing on either side, at any depth', () => {
    const result = compareCatalogues(english, { a: 'Habari {{name}}', b: { c_one: 'Agizo {{count}}' }, brand: 'Fundi', d: 'x' }, new Map([['brand', '']]));
    expect(result.missing).toEqual(['b.c_other']);
    expect(result.extra).toEqual(['d']);
  });

  it('finds a placeholder renamed, dropped or added', () => {
    const result = compareCatalogues(english, { a: 'Habari {{jina}}', b: { c_one: 'Agizo', c_other: 'Maagizo {{count}} {{x}}' }, brand: 'Fundi' }, new Map([['brand', '']]));
    expect(result.variablesDiffer).toEqual(['a', 'b.c_one', 'b.c_other']);
  });

  it('finds a text left in English unless it is allowed', () => {
    const result = compareCatalogues(english, { a: 'Hello {{name}}', b: { c_one: 'Agizo {{count}}', c_other: 'Maagizo {{count}}' }, brand: 'Fundi' }, new Map());
    expect(result.untranslated).toEqual(['a', 'brand']);
  });
});
