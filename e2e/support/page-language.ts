import type { Page } from '@playwright/test';
import { en } from '../../apps/web/src/locales/en';
import { sw } from '../../apps/web/src/locales/sw';

// What a page in one language must not show: a catalogue key instead of its words (the key
// missing, or mistyped), a {{placeholder}} nobody filled, or a text of the other language's
// catalogue (docs/decisions/0047-two-languages.md). Texts are compared whole, as the catalogue
// holds them, with any {{placeholder}} standing for whatever filled it.

export type Language = 'en' | 'sw';

type Tree = { readonly [key: string]: string | Tree };

/** Every text of a catalogue by its full key (`orders.payment.held`), plural variants included. */
function textsOf(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix + key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of textsOf(value, `${path}.`)) found.set(inner, text);
  }
  return found;
}

const catalogues: Record<Language, Map<string, string>> = { en: textsOf(en), sw: textsOf(sw) };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = /\{\{[^}]*\}\}/g;

/**
 * A text as it can appear on a page: itself, or with each {{placeholder}} filled, a count by a
 * number (so 'Fundi {{count}}' is not 'Fundi on X'), anything else by any text.
 */
function shownAs(text: string): RegExp {
  const fixed = text.split(placeholder).map(escapeRegExp);
  const filled = [...text.matchAll(placeholder)].map(([name]) => (/^\{\{\s*count\s*\}\}$/.test(name) ? '[\\d.,\\s]+' : '.+'));
  return new RegExp(`^${fixed.map((part, index) => part + (filled[index] ?? '')).join('')}$`, 's');
}

interface ForeignText {
  key: string;
  matches: RegExp;
}

/**
 * The texts of the other language that cannot be meant on a page in `language`: those that
 * differ from this language's text under the same key and that this language does not use
 * anywhere (so 'Kenya' or 'M-Pesa' never count). A text made only of placeholders and symbols
 * says nothing in either language.
 */
function foreignTexts(language: Language): ForeignText[] {
  const own = catalogues[language];
  const other = catalogues[language === 'sw' ? 'en' : 'sw'];
  const ownTexts = new Set(own.values());
  return [...other]
    .filter(([key, text]) => own.get(key) !== text && !ownTexts.has(text) && /\p{L}{2}/u.test(text.replace(placeholder, '')))
    .map(([key, text]) => ({ key, matches: shownAs(text) }));
}

const foreign: Record<Language, ForeignText[]> = { en: foreignTexts('en'), sw: foreignTexts('sw') };

/** `orders.title`, `nav.unreadMessages`: what i18next shows for a key it has no text for. */
const keyShape = new RegExp(`^(${Object.keys(en).map(escapeRegExp).join('|')})\\.[A-Za-z0-9_.]+$`);

/**
 * Every text a person can read on the page: the visible text nodes (screen-reader-only text
 * included, it is read aloud), the labels, placeholders, alternative texts and titles of visible
 * elements, and the tab's title. Whitespace is folded as the browser shows it.
 */
function readableTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const folded = text?.replace(/\s+/g, ' ').trim();
      if (folded) texts.add(folded);
    };
    const isShown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName) && isShown(parent)) add(node.textContent);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (!isShown(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) add(element.getAttribute(name));
    }
    add(document.title);
    // The tab's title ends with the brand: the page's own part is checked on its own too.
    add(document.title.split(' · ')[0]);
    return [...texts];
  });
}

/**
 * What is wrong with the words on the page for a reader of `language`, one line each:
 * 'catalogue key shown: "orders.title"', 'unfinished text: "..."',
 * 'English text: "Back" (common.back)'. `peoplesWords` are texts people wrote themselves (the
 * titles of sellers' listings, shown as written): one that happens to read as a catalogue
 * text of the other language (a demo listing called 'Wedding photography', like the category's
 * sample) is theirs, not the app's.
 */
export async function languageProblems(page: Page, language: Language, peoplesWords: ReadonlySet<string> = new Set()): Promise<string[]> {
  const problems: string[] = [];
  const otherName = language === 'sw' ? 'English' : 'Kiswahili';
  for (const text of await readableTexts(page)) {
    if (keyShape.test(text)) problems.push(`catalogue key shown: "${text}"`);
    if (/\{\{|\}\}|returned an object instead of string/.test(text)) problems.push(`unfinished text: "${text}"`);
    if (peoplesWords.has(text)) continue;
    const keys = foreign[language].filter(({ matches }) => matches.test(text)).map(({ key }) => key);
    if (keys.length > 0) problems.push(`${otherName} text: "${text}" (${keys.slice(0, 3).join(', ')})`);
  }
  return problems;
}
