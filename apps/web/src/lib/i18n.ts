import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from '../locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/**
 * English only for now, bundled and initialised synchronously so the first render already
 * has its texts (no extra request on a slow connection). A Swahili catalogue would be
 * another `src/locales/*.ts` file with the same keys.
 */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

export { i18n };
