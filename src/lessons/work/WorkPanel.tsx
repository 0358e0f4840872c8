// "Export my work" (one JSON file in the submission format) and "import my work" (the same file
// back, validated: a refused file is named in an alert and changes nothing).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { workStore } from '../../store';
import { submissionFileName, submissionOf, workFromSubmissionText } from './submission';

type Message = { kind: 'ok' | 'error'; text: string } | null;

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function WorkPanel({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  const fileId = useId();
  const [message, setMessage] = useState<Message>(null);

  const exportWork = () => {
    const s = submissionOf(workStore.get(), lang);
    download(submissionFileName(s), `${JSON.stringify(s, null, 2)}\n`);
  };
  const importFile = async (file: File) => {
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      setMessage({ kind: 'error', text: t('lessons.work.importFailed', { problem: e instanceof Error ? e.message : String(e) }) });
      return;
    }
    const r = workFromSubmissionText(text);
    if (!r.ok) {
      const problem = r.problem.kind === 'file' ? r.problem.error[lang] : t('lessons.work.badIdentity');
      setMessage({ kind: 'error', text: t('lessons.work.importFailed', { problem }) });
      return;
    }
    workStore.replace(r.work);
    setMessage({ kind: 'ok', text: t('lessons.work.imported', { exercises: t('lessons.work.exercises', { count: Object.keys(r.work.exercises).length }), predictions: t('lessons.work.predictions', { count: Object.keys(r.work.predictions).length }) }) });
    onImported?.();
  };

  return (
    <section className="lesson-work" aria-labelledby={headingId} data-testid="work-panel">
      <p className="lesson-side__heading" id={headingId}>
        {t('lessons.work.heading')}
      </p>
      <div className="lesson-work__buttons">
        <button type="button" className="btn" onClick={exportWork} data-testid="work-export">
          {t('lessons.work.export')}
        </button>
        <input
          id={fileId}
          className="lesson-work__file"
          type="file"
          accept="application/json,.json"
          data-testid="work-import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void importFile(file);
          }}
        />
        <label htmlFor={fileId} className="btn">
          {t('lessons.work.import')}
        </label>
      </div>
      {message?.kind === 'error' ? (
        <p className="lesson-work__message lesson-work__message--error" role="alert" data-testid="work-import-error">
          {message.text}
        </p>
      ) : null}
      <p className="lesson-work__message" role="status" data-testid="work-import-status">
        {message?.kind === 'ok' ? message.text : null}
      </p>
      <p className="lesson-work__note">{t('lessons.work.saved')}</p>
    </section>
  );
}
