// The locale trees of each language: the shell's file (src/i18n/locales) deep-merged with the
// pair of every other folder that keeps its own strings (src/views/<View>/locales,
// src/panels/locales, src/lessons/locales, src/exercises/locales, ...), so code and its strings
// live together.
import { withManyForms, type LocaleTree } from './keys';
import shellEn from './locales/en.json';
import shellEs from './locales/es.json';

const viewFiles = import.meta.glob<LocaleTree>(['../**/locales/*.json', '!./locales/*.json'], { eager: true, import: 'default' });

/** Path of every locale file but the shell's, by language: the parity test checks each pair. */
export function viewLocaleFiles(lang: 'en' | 'es'): Record<string, LocaleTree> {
  const out: Record<string, LocaleTree> = {};
  for (const [path, tree] of Object.entries(viewFiles)) {
    if (path.endsWith(`/${lang}.json`)) out[path.slice(0, -`${lang}.json`.length)] = tree;
  }
  return out;
}

/** Merges b into a copy of a; a key defined as a string on both sides is an error (two owners). */
export function mergeTrees(a: LocaleTree, b: LocaleTree, where = ''): LocaleTree {
  const out: LocaleTree = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const path = where ? `${where}.${k}` : k;
    const mine = out[k];
    if (mine === undefined) out[k] = v;
    else if (typeof mine !== 'string' && typeof v !== 'string') out[k] = mergeTrees(mine, v, path);
    else throw new Error(`locale key ${path} is defined twice`);
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
