// Every English string of the lab as one tree: the shell's file merged with each folder's
// locales/en.json (as src/i18n/resources.ts does for both languages), but the exercises' and
// the grader's, which the app reads only through src/exercises/text.ts (it loads its own copy).
// A chunk of its own: a page in Spanish never downloads it.
import type { LocaleTree } from './keys';
import { mergeTrees } from './mergeTrees';
import shell from './locales/en.json';

const files = import.meta.glob<LocaleTree>(['../**/locales/en.json', '!./locales/en.json', '!../exercises/locales/en.json', '!../grader/locales/en.json'], { eager: true, import: 'default' });

export const TREE: LocaleTree = (Object.values(files).reduce((tree, file) => mergeTrees(tree, file), shell as LocaleTree));
