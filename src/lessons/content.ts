// The chapters' MDX files (src/lessons/<slug>/<lang>.mdx), each loaded only when its chapter is
// opened in its language. A chapter without its file keeps the placeholder page.
import type { MDXContent } from 'mdx/types';

export type LessonLang = 'es' | 'en';
export type LessonModule = { default: MDXContent };

const files = import.meta.glob<LessonModule>('./*/{es,en}.mdx');

function pathOf(slug: string, lang: LessonLang): string {
  return `./${slug}/${lang}.mdx`;
}

/** The loader of a chapter's text in one language, or null when that file does not exist. */
export function lessonLoader(slug: string, lang: LessonLang): (() => Promise<LessonModule>) | null {
  return files[pathOf(slug, lang)] ?? null;
}

/** The languages a chapter's text exists in. */
export function lessonLanguages(slug: string): LessonLang[] {
  return (['es', 'en'] as const).filter((lang) => pathOf(slug, lang) in files);
}
