import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../locales/en';
import { auth } from '../locales/en/auth';
import { signedInWords } from '../locales/en/signed-in';

// The tests run from the repository's root (npm test) or from apps/web.
const sourceRoot = [path.resolve('apps/web/src'), path.resolve('src')].find((folder) => existsSync(path.join(folder, 'main.tsx'))) ?? '';

/** Every module of the app, tests and the catalogues themselves aside. */
function appModules(folder = sourceRoot): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' || entry.name === 'test' ? [] : appModules(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The code of a module without its comments, which name keys in passing. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

/** Whether the code asks for a text under one of these top-level keys of the main namespace. */
function usesSection(code: string, sections: string[]): string | undefined {
  return sections.find((section) => new RegExp(`['"\`](translation:)?${section}\\.`).test(code));
}

/**
 * The parts of the main namespace that are not in the start-up words: each module that shows
 * one of their texts adds the part itself, so no screen can render before its words are in.
 */
const parts = [
  // `orders.statuses` is with the start-up words (the status badge is in the shell); the rest of `orders` is not.
  { adder: 'addSignedInWords', sections: Object.keys(signedInWords), startUp: ['orders.statuses'] },
  { adder: 'addSignInWords', sections: Object.keys({ auth }), startUp: [] },
];

describe('the words that come with their screens', () => {
  const modules = appModules().map((file) => ({ file: path.relative(sourceRoot, file), code: codeOf(file) }));

  it.each(parts)('are added by every module that shows them ($adder)', ({ adder, sections, startUp }) => {
    const missing = modules
      .filter(({ code }) => usesSection(startUp.reduce((rest, key) => rest.replaceAll(`${key}.`, ''), code), sections))
      .filter(({ code }) => !code.includes(`${adder}();`))
      .map(({ file }) => file);
    expect(modules.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('are not in the start-up words, and the start-up words have none of theirs', () => {
    for (const { sections } of parts) {
      expect(sections.length).toBeGreaterThan(0);
      // `orders` is the one section in both: its statuses start up, the rest comes later.
      expect(sections.filter((section) => section in en && section !== 'orders')).toEqual([]);
    }
    expect(Object.keys(en.orders)).toEqual(['statuses']);
  });

  it('finds a module that shows a part without adding it', () => {
    expect(usesSection("t('dashboard.title')", Object.keys(signedInWords))).toBe('dashboard');
    expect(usesSection('t(`translation:auth.resetPassword`)', ['auth'])).toBe('auth');
    expect(usesSection("t('nav.home')", Object.keys(signedInWords))).toBeUndefined();
  });
});
