// i18next setup: language from ?lang=, then localStorage, then the browser; cached in
// localStorage; each language's strings a chunk loaded when needed (loadLocale.ts), English the
// fallback of a language we do not have (Spanish has every key: the parity test).
// The strings: src/i18n/locales for the shell, src/views/<View>/locales for each view.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { localeBackend } from './loadLocale';

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

/** Resolves once the page's language has its strings (render after it: no untranslated flash). */
export async function initI18n(): Promise<typeof i18n> {
  if (started) return i18n;
  started = true;
  const ready = i18n
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED_LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // Spanish needs no fallback (so a Spanish page never downloads the English strings).
      fallbackLng: { es: [], default: ['en'] },
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
  i18n.on('languageChanged', setHtmlLang);
  await ready;
  setHtmlLang();
  return i18n;
}

export { i18n };
