import { describe, expect, it } from 'vitest';
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

/** The same in both languages on purpose: the brand. */
const sameInBoth = new Set(['signature']);

describe('the e-mail catalogues', () => {
  const english = flatten(en);
  const swahili = flatten(sw);

  it('have the same keys in English and Kiswahili', () => {
    expect([...swahili.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([...english.keys()])('fill in the same values in both languages: %s', (key) => {
    expect(placeholders(swahili.get(key) ?? '')).toEqual(placeholders(english.get(key)!));
  });

  it('leave nothing in English in the Kiswahili mails', () => {
    const untranslated = [...english].filter(([key, text]) => !sameInBoth.has(key) && swahili.get(key) === text).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
