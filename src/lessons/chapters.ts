// The course's chapter index. Slugs and numbers are stable: URLs, exports and lesson files
// refer to them. Titles and summaries live in the locale files under `chapters.<slug>`.
// A chapter's text is its MDX file per language (src/lessons/<slug>/<lang>.mdx); a chapter
// without one shows its summary as a placeholder.
import type { ViewId } from '../views/registry';
import { lessonLanguages, type LessonLang } from './content';

/** Ids of the views a chapter embeds: the view registry's (src/views/registry.ts). */
export type { ViewId };

export interface Chapter {
  number: number;
  slug: string;
  /** i18n key of the title. */
  titleKey: string;
  /** i18n key of the one-paragraph summary (the placeholder while the lesson is not written). */
  summaryKey: string;
  views: readonly ViewId[];
}

function chapter(number: number, slug: string, views: readonly ViewId[]): Chapter {
  return { number, slug, titleKey: `chapters.${slug}.title`, summaryKey: `chapters.${slug}.summary`, views };
}

export const CHAPTERS: readonly Chapter[] = [
  chapter(1, 'congestion-cost', ['link-ping', 'bdp-pipe']),
  chapter(2, 'cwnd-bdp', ['bdp-pipe']),
  chapter(3, 'reno-phases', ['sawtooth']),
  chapter(4, 'real-kernel', ['sawtooth']),
  chapter(5, 'why-aimd', ['phase-plane']),
  chapter(6, 'throughput-formula', ['sawtooth']),
  chapter(7, 'cubic', ['sawtooth']),
  chapter(8, 'bufferbloat', ['link-ping', 'bufferbloat']),
  chapter(9, 'bbr', ['sawtooth', 'bufferbloat']),
  chapter(10, 'ecn-red-sce', ['sawtooth', 'bufferbloat']),
  chapter(11, 'fairness', ['fairness', 'phase-plane']),
  chapter(12, 'frct', ['frct-repair']),
  chapter(13, 'loss-not-congestion', ['loss-not-congestion', 'frct-repair', 'sawtooth']),
];

export function chapterByNumber(n: number): Chapter | undefined {
  return CHAPTERS.find((c) => c.number === n);
}

/** True when the chapter's text exists in this language (otherwise the page is a placeholder). */
export function hasLesson(chapter: Chapter, lang: LessonLang): boolean {
  return lessonLanguages(chapter.slug).includes(lang);
}
