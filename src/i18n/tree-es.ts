// Every Spanish string of the lab as one tree: the shell's file merged with each folder's
// locales/es.json (as src/i18n/resources.ts does for both languages), but the exercises' and
// the grader's, which the app reads only through src/exercises/text.ts (it loads its own copy).
// A chunk of its own: a page in English never downloads it.
import { withManyForms, type LocaleTree } from './keys';
import { mergeTrees } from './mergeTrees';
import shell from './locales/es.json';

const files = import.meta.glob<LocaleTree>(['../**/locales/es.json', '!./locales/es.json', '!../exercises/locales/es.json', '!../grader/locales/es.json'], { eager: true, import: 'default' });

export const TREE: LocaleTree = withManyForms(Object.values(files).reduce((tree, file) => mergeTrees(tree, file), shell as LocaleTree));
