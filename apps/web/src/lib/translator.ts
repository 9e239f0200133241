import type { Language } from '@fundi/shared';

/**
 * The few things the app asks of its word catalogues, in a few hundred bytes
 * (docs/decisions/0058-our-own-translator.md): a text by its dotted key in a namespace, in the
 * language on screen or else in English; `{{name}}` filled in from the options; the plural form
 * for `count` (`_one`, `_other`, and `_zero` where a text has one); a whole branch of texts for
 * the pages that list them. translator.test.ts holds it to i18next's answers for every text.
 */

export type Tree = { readonly [key: string]: string | Tree };

type PluralSuffix = '_zero' | '_one' | '_other';
type WithoutPlural<Key extends string> = Key extends `${infer Base}${PluralSuffix}` ? Base : Key;

/** Every text's key in a catalogue (`orders.payment.held`), a plural text by its base key. */
type TextKey<Catalogue> = {
  [Key in keyof Catalogue & string]: Catalogue[Key] extends string ? WithoutPlural<Key> : `${Key}.${TextKey<Catalogue[Key]>}`;
}[keyof Catalogue & string];

/** Every branch's key (`blog.topics`), for `words`. */
type BranchKey<Catalogue> = {
  [Key in keyof Catalogue & string]: Catalogue[Key] extends string ? never : Key | `${Key}.${BranchKey<Catalogue[Key]>}`;
}[keyof Catalogue & string];

type BranchAt<Catalogue, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Catalogue
    ? BranchAt<Catalogue[Head], Rest>
    : never
  : Key extends keyof Catalogue
    ? Catalogue[Key]
    : never;

/** Some of a catalogue's texts: a screen's part, added when that screen's code arrives. */
export type WordsPart<Catalogue> = { [Key in keyof Catalogue]?: Catalogue[Key] extends string ? string : WordsPart<Catalogue[Key]> };

/** `words` joined into `into`, branch by branch, as a new tree. */
export function mergeWords(into: Tree, words: Tree): Tree {
  const merged: Record<string, string | Tree> = { ...into };
  for (const [key, value] of Object.entries(words)) {
    const there = merged[key];
    merged[key] = typeof value !== 'string' && there !== undefined && typeof there !== 'string' ? mergeWords(there, value) : value;
  }
  return merged;
}

/** `count` picks the plural form; every other value fills the `{{placeholder}}` of its name. */
export type TextOptions = { count?: number; lng?: Language } & Record<string, string | number | undefined>;

/**
 * A catalogue's texts by key: one of its own keys, or `namespace:key` for another namespace's.
 * `words` gives a whole branch.
 */
export type Translate<Resources, Namespace extends keyof Resources> = {
  (key: TextKey<Resources[Namespace]> | PrefixedKey<Resources>, options?: TextOptions): string;
};
type PrefixedKey<Resources> = { [Namespace in keyof Resources & string]: `${Namespace}:${TextKey<Resources[Namespace]>}` }[keyof Resources & string];

/**
 * A translator over `Resources`, the catalogues by namespace (`translation` the main one),
 * starting in English with the catalogues given. Languages and namespaces added later (addCatalogue) are found from then on.
 */
export function createTranslator<Resources extends { translation: object }>(english: Pick<Resources, 'translation'> & Partial<Resources>) {
  const catalogues: Partial<Record<Language, Record<string, Tree | undefined>>> = { en: { ...(english as Record<string, Tree>) } };
  const listeners = new Set<() => void>();
  const pluralRules = new Map<Language, Intl.PluralRules>();
  let language: Language = 'en';
  // What each key led to, by language and namespace: a page asks for the same texts many times as
  // it renders (every card its labels). Emptied whenever a catalogue changes.
  const found = new Map<string, string | Tree | undefined>();

  function lookup(lng: Language, namespace: string, key: string): string | Tree | undefined {
    const cacheKey = `${lng}:${namespace}:${key}`;
    if (found.has(cacheKey)) return found.get(cacheKey);
    let node: string | Tree | undefined = catalogues[lng]?.[namespace];
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') {
        node = undefined;
        break;
      }
      node = node[part];
    }
    found.set(cacheKey, node);
    return node;
  }

  function pluralForm(lng: Language, count: number): string {
    let rules = pluralRules.get(lng);
    if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
    return rules.select(count);
  }

  function textIn(lng: Language, namespace: string, key: string, count: number | undefined): string | undefined {
    if (count !== undefined) {
      const zero = count === 0 ? lookup(lng, namespace, `${key}_zero`) : undefined;
      const plural = typeof zero === 'string' ? zero : lookup(lng, namespace, `${key}_${pluralForm(lng, count)}`);
      if (typeof plural === 'string') return plural;
    }
    const text = lookup(lng, namespace, key);
    return typeof text === 'string' ? text : undefined;
  }

  function splitKey(key: string, namespace: string): [string, string] {
    const colon = key.indexOf(':');
    return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [namespace, key];
  }

  function translate(namespace: string, fixedLanguage: Language | undefined, key: string, options: TextOptions = {}): string {
    const [inNamespace, path] = splitKey(key, namespace);
    const lng = options.lng ?? fixedLanguage ?? language;
    const text = textIn(lng, inNamespace, path, options.count) ?? textIn('en', inNamespace, path, options.count);
    if (text === undefined) return path;
    if (!text.includes('{{')) return text;
    // A value not given leaves its placeholder as it is, as i18next does.
    return text.replace(/\{\{\s*([^},\s]+)[^}]*\}\}/g, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
  }

  return {
    /** The language on screen now. */
    get language(): Language {
      return language;
    },
    /** A text of the main namespace in the language on screen. */
    t: ((key, options) => translate('translation', undefined, key, options)) as Translate<Resources, 'translation'>,
    /** Texts by key in one namespace, in the language on screen when asked, or always in `lng`. */
    translatorFor<Namespace extends keyof Resources & string>(namespace: Namespace, lng?: Language): Translate<Resources, Namespace> {
      return (key, options) => translate(namespace, lng, key, options);
    },
    /** A whole branch of texts (a page's list of sections), in the language on screen or else in English. */
    words<Namespace extends keyof Resources & string, Key extends BranchKey<Resources[Namespace]>>(namespace: Namespace, key: Key): BranchAt<Resources[Namespace], Key> {
      const branch = lookup(language, namespace, key) ?? lookup('en', namespace, key);
      return branch as BranchAt<Resources[Namespace], Key>;
    },
    /** Whether a text has this key (`namespace:key`, or in the main namespace) in the language on screen or in English. */
    exists(key: string): boolean {
      const [namespace, path] = splitKey(key, 'translation');
      return textIn(language, namespace, path, undefined) !== undefined || textIn('en', namespace, path, undefined) !== undefined;
    },
    hasCatalogue(lng: Language, namespace: keyof Resources & string): boolean {
      return catalogues[lng]?.[namespace] !== undefined;
    },
    /**
     * Adds a catalogue, or part of one: its texts join those already there, a text of the same
     * key taking the new words. No screen re-renders: a chunk adds its words as it loads, before
     * anything of it renders, and a language's catalogue is added before the language shows.
     */
    addCatalogue<Namespace extends keyof Resources & string>(lng: Language, namespace: Namespace, catalogue: Resources[Namespace] | WordsPart<Resources[Namespace]>): void {
      const inLanguage = (catalogues[lng] ??= {});
      inLanguage[namespace] = mergeWords(inLanguage[namespace] ?? {}, catalogue as Tree);
      found.clear();
    },
    removeCatalogue(lng: Language, namespace: keyof Resources & string): void {
      const inLanguage = catalogues[lng];
      if (inLanguage) inLanguage[namespace] = undefined;
      found.clear();
    },
    /** Shows another language: the screens showing words re-render. */
    changeLanguage(lng: Language): void {
      if (lng === language) return;
      language = lng;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
