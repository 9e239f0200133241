import { useMemo, useSyncExternalStore } from 'react';
import type { Language } from '@fundi/shared';
import { en, type Catalogue } from '../locales/en';
import type { AvailabilityCatalogue } from '../locales/en/availability';
import type { ConsentCatalogue } from '../locales/en/consent';
import type { LegalCatalogue } from '../locales/en/legal';
import type { NotificationsCatalogue } from '../locales/en/notifications';
import type { SearchCatalogue } from '../locales/en/search';
import type { ProsCatalogue } from '../locales/en/pros';
import type { TrustCatalogue } from '../locales/en/trust';
import { chooseStartLanguage, markPageLanguage, rememberLanguage } from './language';
import { createTranslator, type Translate, type WordsPart } from './translator';

/** The catalogues by namespace: `translation` is the main one, the others come with their screens. */
type Resources = {
  translation: Catalogue;
  trust: TrustCatalogue;
  notifications: NotificationsCatalogue;
  legal: LegalCatalogue;
  consent: ConsentCatalogue;
  pros: ProsCatalogue;
  search: SearchCatalogue;
  availability: AvailabilityCatalogue;
};
export type Namespace = keyof Resources;

/** Texts by key in a namespace (the main one by default), as `useTranslation` gives them. */
export type TFunction<InNamespace extends Namespace = 'translation'> = Translate<Resources, InNamespace>;

/**
 * The app's words. English is bundled and ready at once, so an English visitor's first render
 * already has its texts and downloads nothing more (the landing page's script budget).
 * Kiswahili is a chunk of its own, fetched only by someone who chose it. Texts are not
 * escaped here: React escapes what it renders.
 */
// The rest of the main namespace's English words come with the chunks that show them (addEnglishWords).
export const i18n = createTranslator<Resources>({ translation: en as Catalogue });

/**
 * A screen's texts: `t` for keys of `namespace` (or of the first of several; the others by
 * `namespace:key`), in the language on screen when it rendered, as react-i18next gave it. The
 * screen re-renders, with a new `t`, when the language changes.
 */
export function useTranslation<InNamespace extends Namespace = 'translation'>(namespace?: InNamespace | readonly [InNamespace, ...Namespace[]]) {
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  const first = (typeof namespace === 'string' ? namespace : namespace?.[0]) ?? 'translation';
  const t = useMemo(() => i18n.translatorFor(first as InNamespace, language), [first, language]);
  return { t, i18n };
}

/** How each downloaded catalogue arrives; an object so tests can watch what is fetched. */
export const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  sw: () => import('../locales/sw').then((module) => module.sw),
};

let latestChoice: Language = 'en';

async function showLanguage(language: Language): Promise<void> {
  latestChoice = language;
  if (language !== 'en' && !i18n.hasCatalogue(language, 'translation')) {
    const catalogue = await catalogueLoaders[language]();
    i18n.addCatalogue(language, 'translation', catalogue);
  }
  // A quicker later choice wins over a catalogue that arrived late.
  if (latestChoice !== language) return;
  i18n.changeLanguage(language);
  markPageLanguage(language);
}

/**
 * A namespace of words that only some chunks show (`trust`: disputes, verification, the
 * console; `notifications`: the preferences and the SMS reset code; `legal`: the legal and
 * company pages; `consent`: sign-up's terms box and the dialog asking for the current terms;
 * `pros`: a professional's public page and a seller's photos of past work; `search`: the search page;
 * `availability`: the month calendar, the booking dialog's days and a seller's availability),
 * added by the chunk that needs it, in every language, so the start-up bundle stays without it.
 * Adding it again is harmless.
 */
export function addNamespace<Added extends Exclude<Namespace, 'translation'>>(namespace: Added, catalogues: Record<Language, Resources[Added]>): void {
  for (const language of Object.keys(catalogues) as Language[]) {
    if (!i18n.hasCatalogue(language, namespace)) i18n.addCatalogue(language, namespace, catalogues[language]);
  }
}

const addedEnglishParts = new Set<string>();

/**
 * Part of the main English catalogue that only some chunks show (the signed-in screens', the
 * forms' error words), added by those chunks the first time one of them loads. The Kiswahili
 * catalogue is downloaded whole, by those who chose it, so it needs no parts.
 */
export function addEnglishWords(part: string, words: WordsPart<Catalogue>): void {
  if (addedEnglishParts.has(part)) return;
  addedEnglishParts.add(part);
  i18n.addCatalogue('en', 'translation', words);
}

/**
 * The server's rendering of a page (server-render/render-page.tsx): the language of the page it
 * is about to render, with nothing remembered. One page renders at a time in a rendering worker.
 */
export function prepareLanguage(language: Language): Promise<void> {
  return showLanguage(language);
}

/**
 * The person's choice from the switcher (account-language.ts also saves it on their account). Changing it re-renders every text in place, so
 * what they have typed in a form stays where it is (no reload). Remembered once it shows.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await showLanguage(language);
  if (latestChoice === language) rememberLanguage(language);
}

/**
 * At start-up, before the first render: English is ready at once; Kiswahili waits for its
 * catalogue so the page never flashes English first. If the download fails the page opens
 * in English rather than not at all.
 */
export function startLanguage(): Promise<void> {
  const language = chooseStartLanguage();
  if (language === 'en') {
    markPageLanguage('en');
    return Promise.resolve();
  }
  return showLanguage(language).catch(() => markPageLanguage('en'));
}
