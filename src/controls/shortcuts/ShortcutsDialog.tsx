// The list of keyboard shortcuts (src/controls/runKeys.ts SHORTCUTS), opened with ? or its
// button. A native modal <dialog>: focus moves into it, Escape closes it, focus returns after.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS } from '../runKeys';
import { isShortcutsOpen, setShortcutsOpen, subscribeShortcuts } from './shortcutsSignal';
import './shortcuts.css';

export function ShortcutsDialog() {
  const { t } = useTranslation();
  const open = useSyncExternalStore(subscribeShortcuts, isShortcutsOpen, isShortcutsOpen);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className="shortcuts" data-testid="shortcuts-dialog" aria-labelledby="shortcuts-title" onClose={() => setShortcutsOpen(false)} onCancel={() => setShortcutsOpen(false)}>
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <table className="shortcuts__table">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.key')}</th>
            <th scope="col">{t('shortcuts.does')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.action} data-action={s.action}>
              <td>
                {s.keys.map((k, i) => (
                  <span key={k}>
                    {i > 0 ? ` ${t('shortcuts.or')} ` : null}
                    <kbd>{k === 'Space' ? t('shortcuts.space') : k}</kbd>
                  </span>
                ))}
              </td>
              <td>{t(`shortcuts.actions.${s.action}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="shortcuts__note">{t('shortcuts.note')}</p>
      <form method="dialog">
        <button type="submit" className="btn btn--primary" data-testid="shortcuts-close" autoFocus>
          {t('shortcuts.close')}
        </button>
      </form>
    </dialog>
  );
}

/** A small button that opens the list (for those who do not know the ? key). */
export function ShortcutsButton() {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn btn--quiet" data-testid="shortcuts-open" onClick={() => setShortcutsOpen(true)} aria-haspopup="dialog">
      {t('shortcuts.button')}
    </button>
  );
}
