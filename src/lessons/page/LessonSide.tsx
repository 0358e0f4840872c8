// The chapter's side panel (contents, reading route, course and work). Beside the text on a wide
// screen; on a narrower one it stands above the text, folded into one line the student opens, so
// the lesson starts on the first screen of a phone. Always the same <details> (never remounted:
// the work panel keeps what the student typed when a phone turns), open and unfoldable when wide.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Below this width the side panel stands above the text (lessons.css says the same). */
const NARROW = '(max-width: 1100px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia?.(NARROW).matches === true);
  useEffect(() => {
    const query = window.matchMedia?.(NARROW);
    if (!query) return;
    const on = () => setNarrow(query.matches);
    on();
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  return narrow;
}

export function LessonSide({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  const [unfolded, setUnfolded] = useState(false);
  const open = !narrow || unfolded;
  return (
    <aside className="lesson-side" aria-label={t('lessons.page.aside')} data-folded={open ? undefined : '1'}>
      <details
        className="lesson-side__fold"
        open={open}
        onToggle={(e) => {
          if (narrow) setUnfolded(e.currentTarget.open);
        }}
      >
        <summary className="lesson-side__summary" data-testid="lesson-side-summary" hidden={!narrow}>
          {t('lessons.page.sideSummary')}
        </summary>
        <div className="lesson-side__body">{children}</div>
      </details>
    </aside>
  );
}
