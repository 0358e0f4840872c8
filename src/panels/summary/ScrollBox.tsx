// A wide table in a narrow box (a lesson widget, a phone): it scrolls sideways inside the box,
// and says so. While columns are out of view, a shadow marks the hidden side and a line under the
// table tells the student to scroll; the box then takes the keyboard focus (arrow keys scroll it).
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Edges {
  left: boolean;
  right: boolean;
}

export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<Edges>({ left: false, right: false });

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      const left = box.scrollLeft > 1;
      const right = box.scrollLeft < max - 1;
      setHidden((h) => (h.left === left && h.right === right ? h : { left, right }));
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    // The box narrows with the page, and the table widens as a live run fills its cells.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  const overflows = hidden.left || hidden.right;
  return (
    <div className="summary-scroll">
      <div className="summary-scroll__frame" data-hidden-left={hidden.left ? '1' : undefined} data-hidden-right={hidden.right ? '1' : undefined}>
        <div
          ref={ref}
          className="view-table-wrap summary-scroll__box"
          tabIndex={overflows ? 0 : undefined}
          role={overflows ? 'region' : undefined}
          aria-label={overflows ? label : undefined}
        >
          {children}
        </div>
      </div>
      {overflows ? (
        <p className="summary-scroll__hint" data-testid="summary-scroll-hint">
          {t(hidden.right ? 'panels.summary.scrollHintRight' : 'panels.summary.scrollHintLeft')}
        </p>
      ) : null}
    </div>
  );
}
