import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { LEGAL_DOCUMENTS, type LegalDocument } from '@fundi/shared';
import { legal as english } from '../../locales/en/legal';
import { sw } from '../../locales/sw';
import { legal as kiswahili } from '../../locales/sw/legal';
import { stubFetch } from '../../test/fetch-stub';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { legalLinks } from './legal-links';
import { i18n } from '../../lib/i18n';

const languages = [
  { language: 'en', words: english, contents: 'Contents', version: 'Version' },
  { language: 'sw', words: kiswahili, contents: 'Yaliyomo', version: 'Toleo' },
] as const;
const documents: LegalDocument[] = ['terms', 'privacy', 'cookies'];
const cases = languages.flatMap((language) => documents.map((document) => ({ ...language, document })));

async function showIn(language: 'en' | 'sw') {
  if (language === 'sw') i18n.addCatalogue('sw', 'translation', sw);
  await i18n.changeLanguage(language);
}

describe('the legal pages', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
    i18n.removeCatalogue('sw', 'translation');
    vi.unstubAllGlobals();
  });

  it.each(cases)('$document in $language: one h1, its version and date, and contents linking to each h2', async ({ language, words, contents, version, document: name }) => {
    stubFetch({});
    await showIn(language);
    renderApp(`/${name}`);
    const main = within(screen.getByRole('main'));
    const title = await main.findByRole('heading', { level: 1 }, firstPaint);
    expect(title).toHaveTextContent(words[name].title);

    const { version: number, date } = LEGAL_DOCUMENTS[name];
    const [year, , day] = date.split('-');
    expect(main.getByText(new RegExp(`${version} ${number} · .* ${Number(day)} \\S+ ${year}$`))).toBeInTheDocument();

    // Headings in order: the one h1 first, every other one an h2.
    const levels = main.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    expect(levels.slice(1).every((level) => level === 2)).toBe(true);

    const links = within(main.getByRole('navigation', { name: contents })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(Object.values(words[name].sections).map((section) => section.heading));
    for (const link of links) {
      const target = window.document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(link.textContent ?? '');
    }
  });

  it('links the privacy policy’s marked words: support, the settings that use each right, and the regulator', async () => {
    stubFetch({});
    renderApp('/privacy');
    const main = within(screen.getByRole('main'));
    await main.findByRole('heading', { level: 1, name: 'Privacy Policy' }, firstPaint);
    expect(main.getAllByRole('link', { name: 'our support contacts on the Contact page' })[0]).toHaveAttribute('href', '/contact');
    expect(main.getByRole('link', { name: 'Settings › Privacy Settings › Download my data' })).toHaveAttribute('href', '/settings?section=privacy');
    expect(main.getByRole('link', { name: 'Settings › Delete Account' })).toHaveAttribute('href', '/settings?section=delete-account');
    expect(main.getByRole('link', { name: 'Settings › Notification Preferences' })).toHaveAttribute('href', '/settings?section=notifications');
    expect(main.getByRole('link', { name: 'www.odpc.go.ke' })).toHaveAttribute('href', 'https://www.odpc.go.ke');
    expect(main.getByRole('table', { name: 'How long each kind of data is kept' })).toBeInTheDocument();
    expect(main.getByRole('rowheader', { name: 'Payment records' })).toBeInTheDocument();
    // Marks never show as text.
    expect(main.queryByText(/<\/?\w+>/)).not.toBeInTheDocument();
  });
});

type Tree = { readonly [key: string]: string | Tree };

function marksOf(tree: Tree, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, [...value.matchAll(/<(\w+)>/g)].map(([, name]) => name ?? ''));
    else for (const [inner, marks] of marksOf(value, `${prefix}${key}.`)) found.set(inner, marks);
  }
  return found;
}

describe('the marks in the legal words', () => {
  const englishMarks = marksOf(english);
  const kiswahiliMarks = marksOf(kiswahili);

  it('are the same, in the same order, in both languages', () => {
    const differ = [...englishMarks].filter(([key, marks]) => marks.join(' ') !== kiswahiliMarks.get(key)?.join(' ')).map(([key]) => key);
    expect(differ).toEqual([]);
  });

  it('are bold or a link the pages know', () => {
    const unknown = [...englishMarks.values()].flat().filter((name) => name !== 'b' && !Object.hasOwn(legalLinks, name));
    expect(unknown).toEqual([]);
  });
});
