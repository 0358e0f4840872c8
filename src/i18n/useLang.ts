import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from './index';

/** The current UI language ("es" | "en"); re-renders the caller when it changes. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  const l = (i18n.resolvedLanguage ?? i18n.language ?? 'en').slice(0, 2);
  return isLanguage(l) ? l : 'en';
}
