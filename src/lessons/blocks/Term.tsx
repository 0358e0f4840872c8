// A glossary term in the text: its definition shows on hover and on keyboard focus (the term is a
// button, so Tab reaches it), and is the button's accessible description. Escape hides it.
// The button is an inline span with role="button", not a <button>: a <button> is always an
// inline-block box, and the line could break between it and the comma or period after it.
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definitionKey, glossaryEntry, termKey } from '../glossary';
import { tipTriggerProps } from './tipTrigger';

export function Term({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const entry = glossaryEntry(id);
  const trigger = tipTriggerProps(setOpen);
  // What a <button> does on its own: Enter and Space press it (here, they open the tip).
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      setOpen(true);
    }
    trigger.onKeyDown(e);
  };
  if (!entry) {
    return (
      <span className="lesson-term lesson-term--unknown" data-block="term" data-term={id} title={t('lessons.term.unknown')}>
        {children}
      </span>
    );
  }
  return (
    <span className="lesson-term" data-block="term" data-term={entry.id} data-open={open ? '1' : undefined}>
      <span
        role="button"
        tabIndex={0}
        className="lesson-term__word"
        aria-describedby={tipId}
        {...trigger}
        onKeyDown={onKeyDown}
      >
        {children ?? t(termKey(entry.id))}
      </span>
      <span className="lesson-term__tip" role="tooltip" id={tipId} hidden={!open}>
        <strong className="lesson-term__name">{t(termKey(entry.id))}</strong> {t(definitionKey(entry.id))}
      </span>
    </span>
  );
}
