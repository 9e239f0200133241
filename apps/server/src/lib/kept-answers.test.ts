import { describe, expect, it } from 'vitest';
import { keptAnswers } from './kept-answers';

describe('keptAnswers', () => {
  it('gives back what was kept under a key, with its version', () => {
    const kept = keptAnswers<string>(10);
    kept.keep('a', { version: 7, answer: 'first' });
    kept.keep('a', { version: 9, answer: 'second' });
    expect(kept.get('a')).toEqual({ version: 9, answer: 'second' });
    expect(kept.get('b')).toBeUndefined();
  });

  it('drops the answer used longest ago once it holds more than its bound', () => {
    const kept = keptAnswers<string>(2);
    kept.keep('a', { version: 1, answer: 'a' });
    kept.keep('b', { version: 1, answer: 'b' });
    kept.get('a');
    kept.keep('c', { version: 1, answer: 'c' });
    expect(kept.size).toBe(2);
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.answer).toBe('a');
    expect(kept.get('c')?.answer).toBe('c');
  });
});

describe('keptAnswers bounded at zero', () => {
  it('keeps nothing', () => {
    const kept = keptAnswers<string>(0);
    kept.keep('a', { version: 1, answer: 'a' });
    expect(kept.get('a')).toBeUndefined();
    expect(kept.size).toBe(0);
  });
});
