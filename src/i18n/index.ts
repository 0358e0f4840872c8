// i18next setup: language from ?lang=, then localStorage, then the browser; cached in
// localStorage; Spanish and English bundled (they are small), English as the fallback.
// The strings: src/i18n/locales for the shell, src/views/<View>/locales for each view.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LOCALE_TREES } from './resources';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const LANG_STORAGE_KEY = 'sierra.lang';

export function isLanguage(x: unknown): x is Language {
  return typeof x === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(x);
}

/** The current language, reduced to one we support ("es-ES" -> "es"). */
export function currentLanguage(): Language {
  const l = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return isLanguage(l) ? l : 'en';
}

let started = false;

export function initI18n(): typeof i18n {
  if (started) return i18n;
  started = true;
  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already
      detection: {
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: 'lang',
        lookupLocalStorage: LANG_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    });
  const setHtmlLang = () => {
    document.documentElement.lang = currentLanguage();
  };
  setHtmlLang();
  i18n.on('languageChanged', setHtmlLang);
  return i18n;
}

export { i18n };
