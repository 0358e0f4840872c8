// A chapter's MDX text in one language, loaded when opened, rendered with the lesson blocks.
import { MDXProvider } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LESSON_COMPONENTS } from '../components';
import { lessonLoader, type LessonLang } from '../content';
import { headingsIn, type TocItem } from './Toc';

type Loaded = { key: string; content: MDXContent } | { key: string; error: string };

export function LessonText({ slug, lang, onHeadings }: { slug: string; lang: LessonLang; onHeadings(items: TocItem[]): void }) {
  const { t } = useTranslation();
  const key = `${slug}/${lang}`;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const load = lessonLoader(slug, lang);
    if (!load) return;
    let live = true;
    load().then(
      (m) => live && setLoaded({ key, content: m.default }),
      (e: unknown) => live && setLoaded({ key, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [slug, lang, key]);

  const current = loaded?.key === key ? loaded : null;
  const Content = current && 'content' in current ? current.content : null;
  useLayoutEffect(() => {
    onHeadings(Content && root.current ? headingsIn(root.current) : []);
  }, [Content, onHeadings]);
  // The text's tables and code blocks scroll sideways when wider than the column (lessons.css);
  // a scrollable region must take the keyboard focus (then the arrows scroll it). Chapters write
  // tables as JSX too, which MDX does not pass through its components: so here, not there.
  useLayoutEffect(() => {
    if (!Content || !root.current) return;
    for (const el of root.current.querySelectorAll<HTMLElement>('table, pre')) {
      if (!el.closest('.lesson-widget, [data-panel]') && !el.hasAttribute('tabindex')) el.tabIndex = 0;
    }
  }, [Content]);

  if (current && 'error' in current) {
    return (
      <p className="lesson-text__error" role="alert">
        {t('lessons.page.loadFailed', { message: current.error })}
      </p>
    );
  }
  if (!Content) {
    return (
      <p className="note" role="status" data-testid="lesson-loading">
        {t('lessons.page.loading')}
      </p>
    );
  }
  return (
    <div className="lesson-text" ref={root} lang={lang} data-testid="lesson-text">
      <MDXProvider components={LESSON_COMPONENTS}>
        <Content />
      </MDXProvider>
    </div>
  );
}
