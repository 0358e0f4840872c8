// A RIB line's name with what it counts: the explanation shows on hover and on keyboard focus
// (the name is a button, so Tab reaches it), and is the button's accessible description; Escape
// hides it. Where the line is about a glossary concept, the course glossary's own definition
// follows (the same locale keys the lessons' terms use). The tip is placed with fixed
// coordinates next to the name, so the scrolling table does not clip it.
import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { tipTriggerProps } from '../../lessons/blocks/tipTrigger';
import { definitionKey, glossaryEntry, termKey } from '../../lessons/glossary';

const K = 'panels.frctCounters';
/** Said when a line's tip opens: one tip at a time (a hovered name and a focused one would overlap). */
const OPENED = 'sierra:frct-line-tip';

export function LineTip({ name, lineKey, term }: { name: string; lineKey: string; term: string | null }) {
  const { t } = useTranslation();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const buttonRef = useRef<HTMLButtonElement>(null);
  const entry = term ? glossaryEntry(term) : undefined;

  // An open tip closes when another one opens.
  useEffect(() => {
    if (!open) return;
    window.dispatchEvent(new CustomEvent(OPENED, { detail: tipId }));
    const other = (e: Event) => {
      if ((e as CustomEvent<string>).detail !== tipId) setOpen(false);
    };
    window.addEventListener(OPENED, other);
    return () => window.removeEventListener(OPENED, other);
  }, [open, tipId]);

  // Below the name, kept inside the window; above it when there is no room below. Placed again
  // when anything scrolls (focus by Tab scrolls the name into view) or the window resizes.
  useLayoutEffect(() => {
    const b = buttonRef.current;
    if (!open || !b) return;
    const placeTip = () => {
      const r = b.getBoundingClientRect();
      const width = Math.min(window.innerWidth - 16, 28 * parseFloat(getComputedStyle(b).fontSize || '16'));
      const left = Math.max(8, Math.min(r.left, window.innerWidth - width - 8));
      const below = window.innerHeight - r.bottom > 160;
      setPlace(below ? { left, top: r.bottom + 4, width } : { left, bottom: window.innerHeight - r.top + 4, width });
    };
    placeTip();
    window.addEventListener('scroll', placeTip, true);
    window.addEventListener('resize', placeTip);
    return () => {
      window.removeEventListener('scroll', placeTip, true);
      window.removeEventListener('resize', placeTip);
    };
  }, [open]);

  return (
    <span className="frct-tip" data-open={open ? '1' : undefined}>
      <button
        ref={buttonRef}
        type="button"
        className="frct-tip__name"
        aria-describedby={tipId}
        data-testid="frct-line-name"
        {...tipTriggerProps(setOpen)}
      >
        <code>{name}</code>
      </button>
      <span className="frct-tip__body" role="tooltip" id={tipId} hidden={!open} style={place} data-testid="frct-line-tip">
        {t(`${K}.lines.${lineKey}`)}
        {entry ? (
          <span className="frct-tip__glossary" data-term={entry.id}>
            {' '}
            {t(`${K}.glossary`)} <strong>{t(termKey(entry.id))}</strong>: {t(definitionKey(entry.id))}
          </span>
        ) : null}
      </span>
    </span>
  );
}
