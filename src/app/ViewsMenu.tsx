import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VIEWS } from '../views/registry';
import { Link } from './Link';

/** A disclosure menu of the views; closes on Escape, on a click outside and on choosing. */
export function ViewsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        data-testid="views-menu"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.views')}
        <span className="menu__caret" aria-hidden="true">▾</span>
      </button>
      <ul className="menu__list" id={listId} hidden={!open}>
        {VIEWS.map((v) => (
          <li key={v.id}>
            <Link to={`/views/${v.id}`} data-testid={`view-link-${v.id}`} onClick={() => setOpen(false)}>
              {t(v.titleKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
