// The locale trees of each language: the shell's file (src/i18n/locales) deep-merged with the
// pair of every other folder that keeps its own strings (src/views/<View>/locales,
// src/panels/locales, src/lessons/locales, src/exercises/locales, ...), so code and its strings
// live together. Both languages at once, for the tests and tools; the page loads only its own
// language (src/i18n/tree-en.ts, tree-es.ts, through src/i18n/loadLocale.ts).
import { withManyForms, type LocaleTree } from './keys';
import { mergeTrees } from './mergeTrees';
import shellEn from './locales/en.json';
import shellEs from './locales/es.json';

export { mergeTrees };

const viewFiles = import.meta.glob<LocaleTree>(['../**/locales/*.json', '!./locales/*.json'], { eager: true, import: 'default' });

/** Path of every locale file but the shell's, by language: the parity test checks each pair. */
export function viewLocaleFiles(lang: 'en' | 'es'): Record<string, LocaleTree> {
  const out: Record<string, LocaleTree> = {};
  for (const [path, tree] of Object.entries(viewFiles)) {
    if (path.endsWith(`/${lang}.json`)) out[path.slice(0, -`${lang}.json`.length)] = tree;
  }
  return out;
}

function treeFor(shell: LocaleTree, lang: 'en' | 'es'): LocaleTree {
  return Object.values(viewLocaleFiles(lang)).reduce((tree, file) => mergeTrees(tree, file), shell);
}

export const LOCALE_TREES: Record<'en' | 'es', LocaleTree> = {
  en: treeFor(shellEn, 'en'),
  es: withManyForms(treeFor(shellEs, 'es')),
};
