// A glossary term in the text: its definition shows on hover and on keyboard focus (the term is a
// button, so Tab reaches it), and is the button's accessible description. Escape hides it.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { definitionKey, glossaryEntry, termKey } from '../glossary';
import { tipTriggerProps } from './tipTrigger';

export function Term({ id, children }: { id: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const tipId = useId();
  const [open, setOpen] = useState(false);
  const entry = glossaryEntry(id);
  if (!entry) {
    return (
      <span className="lesson-term lesson-term--unknown" data-block="term" data-term={id} title={t('lessons.term.unknown')}>
        {children}
      </span>
    );
  }
  return (
    <span className="lesson-term" data-block="term" data-term={entry.id} data-open={open ? '1' : undefined}>
      <button
        type="button"
        className="lesson-term__word"
        aria-describedby={tipId}
        {...tipTriggerProps(setOpen)}
      >
        {children ?? t(termKey(entry.id))}
      </button>
      <span className="lesson-term__tip" role="tooltip" id={tipId} hidden={!open}>
        <strong className="lesson-term__name">{t(termKey(entry.id))}</strong> {t(definitionKey(entry.id))}
      </span>
    </span>
  );
}
