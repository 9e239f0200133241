import { describe, expect, it } from 'vitest';
import { keptAnswers, keptLists, maxKeptAnswerBytes } from './kept-answers';

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

describe('keptLists', () => {
  /** A list whose data is at `data.version`, counting its reads. */
  function list(data: { version: number | null; text: string }) {
    const counted = { reads: 0 };
    const asked = (key: string | undefined) => ({
      key,
      currentVersion: async () => data.version,
      read: async () => {
        counted.reads += 1;
        return { answer: { text: data.text }, version: data.version };
      },
      encode: (answer: { text: string }) => answer,
    });
    return { counted, asked };
  }

  it('reads again only when the version moved', async () => {
    const data = { version: 1 as number | null, text: 'first' };
    const { counted, asked } = list(data);
    const answer = keptLists((json) => json);
    expect(await answer(asked('a'))).toBe('{"text":"first"}');
    expect(await answer(asked('a'))).toBe('{"text":"first"}');
    expect(counted.reads).toBe(1);
    Object.assign(data, { version: 2, text: 'second' });
    expect(await answer(asked('a'))).toBe('{"text":"second"}');
    expect(counted.reads).toBe(2);
  });

  it('never keeps an answer without a key, without a version, or too big to keep', async () => {
    for (const data of [{ version: 1, text: 'x' }, { version: null, text: 'x' }, { version: 1, text: 'x'.repeat(maxKeptAnswerBytes) }]) {
      const { counted, asked } = list(data);
      const answer = keptLists((json) => json);
      const key = data.version === 1 && data.text === 'x' ? undefined : 'a';
      await answer(asked(key));
      await answer(asked(key));
      expect(counted.reads).toBe(2);
    }
  });
});
