import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { Language } from '@fundi/shared';
import { wholeEnglish as en } from '../locales/en/whole';
import { sw } from '../locales/sw';
import { availability as availabilityEnglish } from '../locales/en/availability';
import { consent as consentEnglish } from '../locales/en/consent';
import { legal as legalEnglish } from '../locales/en/legal';
import { notifications as notificationsEnglish } from '../locales/en/notifications';
import { pros as prosEnglish } from '../locales/en/pros';
import { search as searchEnglish } from '../locales/en/search';
import { trust as trustEnglish } from '../locales/en/trust';
import { availability as availabilityKiswahili } from '../locales/sw/availability';
import { consent as consentKiswahili } from '../locales/sw/consent';
import { legal as legalKiswahili } from '../locales/sw/legal';
import { notifications as notificationsKiswahili } from '../locales/sw/notifications';
import { pros as prosKiswahili } from '../locales/sw/pros';
import { search as searchKiswahili } from '../locales/sw/search';
import { trust as trustKiswahili } from '../locales/sw/trust';
import { createTranslator } from './translator';

type Tree = { readonly [key: string]: string | Tree };

const catalogues = {
  en: { translation: en, trust: trustEnglish, notifications: notificationsEnglish, legal: legalEnglish, consent: consentEnglish, pros: prosEnglish, search: searchEnglish, availability: availabilityEnglish },
  sw: { translation: sw, trust: trustKiswahili, notifications: notificationsKiswahili, legal: legalKiswahili, consent: consentKiswahili, pros: prosKiswahili, search: searchKiswahili, availability: availabilityKiswahili },
};
type Resources = (typeof catalogues)['en'];
type Namespace = keyof Resources;
const namespaces = Object.keys(catalogues.en) as Namespace[];

/** Every text's key as the app asks for it: a plural text once, by its base key. */
function keysOf(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key.replace(/_(zero|one|other)$/, ''), value);
    else for (const [inner, text] of keysOf(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** Made-up values for a text's placeholders (but `count`, a number): a name's own letters, so a swap would show. */
function valuesFor(text: string): Record<string, string> {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)/g)].map(([, name = '']) => name).filter((name) => name !== 'count');
  return Object.fromEntries(names.map((name) => [name, `«${name}»`]));
}

function ours(language: Language) {
  const translator = createTranslator<Resources>(catalogues.en);
  translator.addCatalogue('sw', 'translation', catalogues.sw.translation);
  for (const namespace of namespaces) translator.addCatalogue('sw', namespace, catalogues.sw[namespace]);
  translator.changeLanguage(language);
  return translator;
}

function theirs(language: Language) {
  const instance = i18next.createInstance();
  void instance.init({ lng: language, fallbackLng: 'en', resources: catalogues, initAsync: false, interpolation: { escapeValue: false }, returnNull: false });
  return instance;
}

describe.each(['en', 'sw'] as const)('the translator in %s', (language) => {
  const translator = ours(language);
  const reference = theirs(language);

  it.each(namespaces)('gives every text of %s as i18next does, with its placeholders filled and each plural form', (namespace) => {
    const differ: string[] = [];
    const keys = keysOf(catalogues.en[namespace] as Tree);
    for (const [key, text] of keys) {
      for (const count of [undefined, 0, 1, 2, 11, 21]) {
        const options = { ...valuesFor(text), ...(count !== undefined && { count }) };
        const mine = translator.translatorFor(namespace)(key as never, options);
        const expected = reference.t(key, { ...options, ns: namespace });
        if (mine !== expected) differ.push(`${key} (${String(count)}): ${mine} ≠ ${expected}`);
      }
    }
    expect(keys.size).toBeGreaterThan(5);
    expect(differ).toEqual([]);
  });

  it('reads `namespace:key` from the named namespace', () => {
    const t = translator.translatorFor('notifications');
    expect(t('translation:nav.home')).toBe(reference.t('nav.home'));
    expect(translator.t('trust:verification.section.title')).toBe(reference.t('verification.section.title', { ns: 'trust' }));
  });
});

describe('the translator', () => {
  it('falls back to English for a text a language lacks, and to the key for a text no language has', () => {
    const translator = createTranslator<{ translation: Tree }>({ translation: { a: 'Hello', b: { c: 'Deep' } } });
    translator.addCatalogue('sw', 'translation', { a: 'Habari' });
    translator.changeLanguage('sw');
    const t = translator.t as (key: string) => string;
    expect(t('a')).toBe('Habari');
    expect(t('b.c')).toBe('Deep');
    expect(t('b.missing')).toBe('b.missing');
    expect(t('a.deeper')).toBe('a.deeper');
    expect(translator.exists('b.c')).toBe(true);
    expect(translator.exists('b')).toBe(false);
  });

  it('takes zero only where a text has it, and leaves a placeholder without a value as it is', () => {
    const translator = createTranslator<{ translation: Tree }>({
      translation: { order_one: '{{count}} order', order_other: '{{count}} orders', pro_zero: 'No one yet', pro_one: 'One fundi', pro_other: '{{count}} fundis', hi: 'Hi {{name}}!' },
    });
    const t = translator.t as (key: string, options?: Record<string, string | number>) => string;
    expect(t('order', { count: 0 })).toBe('0 orders');
    expect(t('pro', { count: 0 })).toBe('No one yet');
    expect(t('pro', { count: 1 })).toBe('One fundi');
    expect(t('hi')).toBe('Hi {{name}}!');
  });

  it('tells its listeners when the language changes, not for the same language again nor for a catalogue added', () => {
    const translator = createTranslator<{ translation: Tree }>({ translation: { a: 'Hello' } });
    const seen: string[] = [];
    const stop = translator.subscribe(() => seen.push(translator.language));
    translator.changeLanguage('sw');
    translator.changeLanguage('sw');
    translator.addCatalogue('sw', 'translation', { a: 'Habari' });
    translator.changeLanguage('en');
    stop();
    translator.changeLanguage('sw');
    expect(seen).toEqual(['sw', 'en']);
    expect(translator.language).toBe('sw');
  });

  it('joins a part into the catalogue already there, branch by branch', () => {
    const translator = createTranslator<{ translation: Tree }>({ translation: { a: 'Hello', b: { c: 'Deep' } } });
    translator.addCatalogue('en', 'translation', { b: { d: 'Also deep' } });
    const t = translator.t as (key: string) => string;
    expect([t('a'), t('b.c'), t('b.d')]).toEqual(['Hello', 'Deep', 'Also deep']);
  });

  it('gives a whole branch in the language on screen, and in English where the language has none', () => {
    const translator = ours('sw');
    expect(translator.words('legal', 'blog.topics')).toEqual(legalKiswahili.blog.topics);
    translator.removeCatalogue('sw', 'legal');
    expect(translator.words('legal', 'blog.topics')).toEqual(legalEnglish.blog.topics);
  });

  it('gives a fixed language whatever is on screen', () => {
    const translator = ours('sw');
    expect(translator.translatorFor('translation', 'en')('nav.home')).toBe(en.nav.home);
    expect(translator.t('nav.home')).toBe(sw.nav.home);
    expect(translator.t('nav.home', { lng: 'en' })).toBe(en.nav.home);
  });
});
