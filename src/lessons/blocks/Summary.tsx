// The chapter's closing summary: a heading of its own, so the table of contents lists it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export const SUMMARY_HEADING_ID = 'summary';

export function Summary({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="lesson-block lesson-summary" data-block="summary" aria-labelledby={SUMMARY_HEADING_ID}>
      <h2 id={SUMMARY_HEADING_ID}>{t('lessons.blocks.summary')}</h2>
      <div className="lesson-block__body">{children}</div>
    </section>
  );
}
