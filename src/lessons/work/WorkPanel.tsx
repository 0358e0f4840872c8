// "Export my work" (one JSON file in the submission format) and "import my work" (the same file
// back, validated: a refused file is named in an alert and changes nothing). Before the export,
// attached runs of another engine version are run again with this lab's (rerun.ts), and the panel
// says so; it also says when the course file names another engine than this lab's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { runToEnd } from '../../app/sim-client';
import { ENGINE_NAME } from '../../exercises/engine';
import { useLang } from '../../i18n/useLang';
import { workStore } from '../../store';
import { olderRuns, rerunOlderRuns } from './rerun';
import { submissionFileName, submissionOf, workFromSubmissionText, type ExportNotes } from './submission';
import { useCourse } from './useCourse';

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
  const [exporting, setExporting] = useState(false);
  const course = useCourse();

  const exportWork = async () => {
    const notes: ExportNotes = {};
    const said: string[] = [];
    if (olderRuns(workStore.get().exercises, ENGINE_NAME) > 0) {
      setExporting(true);
      setMessage({ kind: 'ok', text: t('lessons.work.rerunning') });
      const r = await rerunOlderRuns(workStore.get().exercises, ENGINE_NAME, runToEnd);
      for (const [id, runs] of Object.entries(r.runs)) workStore.setExerciseRuns(id, runs);
      if (r.rerun) {
        notes.rerun = r.rerun;
        said.push(t('lessons.work.rerun', { count: r.rerun.runs, from: r.rerun.from, engine: ENGINE_NAME }));
      }
      if (r.failed) said.push(t('lessons.work.rerunFailed', { count: r.failed.runs, from: r.failed.from, engine: ENGINE_NAME }));
      setExporting(false);
    }
    const s = submissionOf(workStore.get(), lang, new Date(), notes);
    download(submissionFileName(s), `${JSON.stringify(s, null, 2)}\n`);
    setMessage(said.length > 0 ? { kind: 'ok', text: said.join(' ') } : null);
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
        <button type="button" className="btn" onClick={() => void exportWork()} disabled={exporting} data-testid="work-export">
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
      {course?.engine && course.engine !== ENGINE_NAME ? (
        <p className="lesson-work__message lesson-work__message--error" data-testid="work-engine-differs">
          {t('lessons.work.engineDiffers', { course: course.course, courseEngine: course.engine, engine: ENGINE_NAME })}
        </p>
      ) : null}
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
