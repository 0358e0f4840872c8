// The console's drawing tools: arrow, box or note (one in hand at a time; again to put it down),
// the note's text, undo and clear. What they draw belongs to the newest run of the view.
import { useTranslation } from 'react-i18next';
import { ANNOTATION_KINDS, storeActions, useAnnotations, useAnnotationTool, useNoteText } from '../../store';

export function AnnotationTools({ runId }: { runId: string | null }) {
  const { t } = useTranslation();
  const tool = useAnnotationTool();
  const text = useNoteText();
  const list = useAnnotations(runId);
  return (
    <section className="present-console__section" aria-labelledby="present-tools-title">
      <h2 id="present-tools-title">{t('present.tools.title')}</h2>
      <p className="present-console__hint">{runId ? t('present.tools.hint') : t('present.tools.none')}</p>
      <div className="present-tools" role="group" aria-label={t('present.tools.title')}>
        {ANNOTATION_KINDS.map((k) => (
          <button key={k} type="button" className={`btn${tool === k ? ' btn--primary' : ''}`} aria-pressed={tool === k} disabled={!runId} data-testid={`present-tool-${k}`} onClick={() => storeActions.setAnnotationTool(tool === k ? null : k)}>
            {t(`present.tools.${k}`)}
          </button>
        ))}
      </div>
      <label className="present-tools__text">
        <span>{t('present.tools.noteText')}</span>
        <input type="text" value={text} maxLength={80} placeholder={t('present.tools.notePlaceholder')} data-testid="present-note-text" onChange={(e) => storeActions.setNoteText(e.target.value)} />
      </label>
      <div className="present-tools">
        <button type="button" className="btn btn--quiet" disabled={!runId || list.length === 0} data-testid="present-undo" onClick={() => runId && storeActions.removeAnnotation(runId, list[list.length - 1].id)}>
          {t('present.tools.undo')}
        </button>
        <button type="button" className="btn btn--quiet" disabled={!runId || list.length === 0} data-testid="present-clear" onClick={() => runId && storeActions.clearAnnotations(runId)}>
          {t('present.tools.clear')}
        </button>
      </div>
      <p className="present-console__hint" role="status" data-testid="present-annotation-count" data-count={list.length}>
        {t('present.tools.count', { count: list.length })}
      </p>
    </section>
  );
}
