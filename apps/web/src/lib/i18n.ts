import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue; trust: TrustCatalogue; notifications: NotificationsCatalogue; legal: LegalCatalogue; consent: ConsentCatalogue; pros: ProsCatalogue; search: SearchCatalogue; availability: AvailabilityCatalogue };
  }
}

/**
 * English is bundled and initialised synchronously, so an English visitor's first render
 * already has its texts and downloads nothing more (the landing page's script budget).
 * Kiswahili is a chunk of its own, fetched only by someone who chose it.
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/** How each downloaded catalogue arrives; an object so tests can watch what is fetched. */
export const catalogueLoaders: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  sw: () => import('../locales/sw').then((module) => module.sw),
};

let latestChoice: Language = 'en';

async function showLanguage(language: Language): Promise<void> {
  latestChoice = language;
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const catalogue = await catalogueLoaders[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  // A quicker later choice wins over a catalogue that arrived late.
  if (latestChoice !== language) return;
  await i18n.changeLanguage(language);
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
export function addNamespace(namespace: 'trust' | 'notifications' | 'legal' | 'consent' | 'pros' | 'search' | 'availability', catalogues: Record<Language, object>): void {
  for (const [language, catalogue] of Object.entries(catalogues)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, catalogue);
  }
}

/**
 * The server's rendering of a page (server-render/render-page.tsx): the language of the page it
 * is about to render, with nothing remembered. One page renders at a time in a rendering worker.
 */
export function prepareLanguage(language: Language): Promise<void> {
  return showLanguage(language);
}

/** The language on screen now. */
export function shownLanguage(): Language {
  return i18n.language === 'sw' ? 'sw' : 'en';
}

/**
 * The person's choice from the switcher (account-language.ts also saves it on their account). `changeLanguage` re-renders every text in place, so
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
