import { describe, expect, it } from 'vitest';
import { searchWords, textQuery } from './search-words';

describe('searchWords', () => {
  it('keeps letters and digits, lower-cased, without repeats or joining words, in both languages', () => {
    expect(searchWords('Plumber in KISUMU, plumber!')).toEqual(['plumber', 'kisumu']);
    expect(searchWords('fundi wa bomba karibu na Nyali')).toEqual(['fundi', 'bomba', 'nyali']);
    expect(searchWords("Murang'a 24/7")).toEqual(['murang', '24', '7']);
  });

  it('stops at six words of at most 40 letters', () => {
    expect(searchWords('one two three four five six seven')).toHaveLength(6);
    expect(searchWords('x'.repeat(60))).toEqual(['x'.repeat(40)]);
  });

  it('has no words for punctuation alone', () => {
    expect(searchWords("!&|:*' ()")).toEqual([]);
  });
});

describe('textQuery', () => {
  it('asks for every word: a known word by its beginnings, a misspelt one by the words it resembles', () => {
    expect(
      textQuery([
        { word: 'plumer', known: false, alike: ['plumber', 'plumbing'] },
        { word: 'kisumu', known: true, alike: [] },
      ]),
    ).toBe("('plumber' | 'plumbing') & ('kisumu':*)");
  });

  it('leaves out a word that can match nothing, and gives up when none can', () => {
    expect(textQuery([{ word: 'best', known: false, alike: [] }, { word: 'paint', known: true, alike: [] }])).toBe("('paint':*)");
    expect(textQuery([{ word: 'xyzzy', known: false, alike: [] }])).toBeUndefined();
  });

  it('quotes what the words table holds, so a quote or a backslash stays a letter', () => {
    expect(textQuery([{ word: 'o', known: false, alike: ["o'brien", 'a\\b'] }])).toBe("('o''brien' | 'a\\\\b')");
  });
});
