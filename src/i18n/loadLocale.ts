// An i18next backend that loads a language's strings when i18next asks for them: the first load
// carries no strings, the page's language arrives as one chunk before the shell renders, and the
// other language only when the student switches (i18next waits for it before switching).
import type { BackendModule, ReadCallback } from 'i18next';
import type { LocaleTree } from './keys';

const TREES: Record<string, () => Promise<LocaleTree>> = {
  en: () => import('./tree-en').then((m) => m.TREE),
  es: () => import('./tree-es').then((m) => m.TREE),
};

export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    const load = TREES[language];
    if (!load) {
      callback(new Error(`no strings for language ${language}`), false);
      return;
    }
    load().then((tree) => callback(null, tree), (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false));
  },
};
