// /grade: an instructor grades a class's files in the tab, without a terminal. The course file and
// the submissions (dropped, or chosen with the file and folder pickers) are read here, graded by
// the command line's own core (gradeInTab.ts, src/grader) with the runs re-simulated on the
// app's worker pool, and the outputs offered as downloads. Nothing is sent anywhere.
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { courseLang, MAX_COURSE_BYTES, parseCourseText, assignedExercises, type Course, type Lang, type Localised } from '../../exercises';
import { UploadersError, type Lms } from '../../grader';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { ENGINE_NAME } from '../../sim/version';
import { pickedFromDrop, pickedFromInput } from './droppedFiles';
import { GradeResults, type Graded } from './GradeResults';
import { fileSource, gradeInTab, type Phase } from './gradeInTab';
import { GradeCancelled, simulateOnPool, type PoolSimulation } from './simulateOnPool';
import { addPicked, EMPTY_SELECTION, type Picked, type Selection } from './submissionFiles';
import './grade.css';

type CourseState =
  | { file: string; course: Course }
  | { file: string; error: { key: string; vars: Record<string, string> } | { localised: Localised } }
  | null;

type RunState =
  | { kind: 'idle' }
  | { kind: 'running'; phase: Phase }
  | { kind: 'done'; out: Graded }
  | { kind: 'cancelled' }
  | { kind: 'failed'; key: string; vars: Record<string, string | number> };

/** Text as the command reads it (Node's utf8: a BOM kept), so the core sees the same characters. */
async function textOf(file: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.arrayBuffer());
}

function DropZone({ onFiles, testId, label, children }: { onFiles: (e: DragEvent) => void; testId: string; label: string; children: ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <div
      className={`grade-drop${over ? ' grade-drop--over' : ''}`}
      data-testid={testId}
      aria-label={label}
      role="group"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        onFiles(e);
      }}
    >
      {children}
    </div>
  );
}

export function GradePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [course, setCourse] = useState<CourseState>(null);
  const [selection, setSelection] = useState<Selection<File>>(EMPTY_SELECTION);
  const [outLang, setOutLang] = useState<Lang | null>(null);
  const [lms, setLms] = useState<Lms | null>(null);
  const [resimulate, setResimulate] = useState(false);
  const [uploaders, setUploaders] = useState<{ file: string; text: string } | null>(null);
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const sim = useRef<PoolSimulation | null>(null);
  const cancelled = useRef(false);

  const loadCourse = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_COURSE_BYTES) {
      const mb = (x: number) => formatNumber(x / 1_048_576, lang, { maxDigits: 1 });
      setCourse({ file: file.name, error: { key: 'grade.course.tooLarge', vars: { file: file.name, size: mb(file.size), max: mb(MAX_COURSE_BYTES) } } });
      return;
    }
    try {
      const parsed = parseCourseText(await textOf(file));
      setCourse(parsed.ok ? { file: file.name, course: parsed.value } : { file: file.name, error: { localised: parsed.error } });
      if (parsed.ok) setOutLang(courseLang(parsed.value));
    } catch (e) {
      setCourse({ file: file.name, error: { key: 'grade.course.unreadable', vars: { file: file.name, code: e instanceof Error ? e.name : 'error' } } });
    }
  };

  const addFiles = (picked: readonly Picked<File>[], subfolders = 0) => {
    setSelection((s) => addPicked(s, picked, subfolders));
    setRun({ kind: 'idle' });
  };

  const running = run.kind === 'running';
  const ready = course !== null && 'course' in course && selection.files.length > 0 && !running;

  const grade = async () => {
    if (course === null || !('course' in course)) return;
    cancelled.current = false;
    const started = performance.now();
    setRun({ kind: 'running', phase: { phase: 'reading', done: 0, total: selection.files.length } });
    try {
      const out = await gradeInTab(
        selection.files.map((f) => fileSource(f.name, f.file)),
        { course: course.course, lang: outLang ?? courseLang(course.course), uploaders: uploaders?.text ?? null, resimulateOtherEngines: resimulate, lms },
        (scenarios, onProgress) => {
          sim.current = simulateOnPool(scenarios, onProgress);
          if (cancelled.current) sim.current.cancel();
          return sim.current.done;
        },
        (phase) => setRun({ kind: 'running', phase }),
      );
      if (cancelled.current) setRun({ kind: 'cancelled' });
      else setRun({ kind: 'done', out: { ...out, seconds: (performance.now() - started) / 1000, lmsKind: lms } });
    } catch (e) {
      if (e instanceof GradeCancelled || cancelled.current) setRun({ kind: 'cancelled' });
      else if (e instanceof UploadersError) setRun({ kind: 'failed', key: e.reason === 'rows' ? 'grade.run.uploadersRows' : 'grade.run.uploaders', vars: { row: e.row } });
      else setRun({ kind: 'failed', key: 'grade.run.failed', vars: { message: e instanceof Error ? e.message : String(e) } });
    } finally {
      sim.current = null;
    }
  };

  const cancel = () => {
    cancelled.current = true;
    sim.current?.cancel();
  };

  const phaseText = (p: Phase) => {
    if (p.phase === 'writing') return t('grade.run.writing');
    const vars = { done: formatNumber(p.done, lang), total: formatNumber(p.total, lang) };
    return p.phase === 'reading' ? t('grade.run.reading', vars) : t('grade.run.simulating', vars);
  };

  return (
    <div className="page grade-page" data-testid="grade-page">
      <h1>{t('grade.title')}</h1>
      <p className="lead">{t('grade.lead')}</p>
      <p className="notice grade-private" data-testid="grade-private">{t('grade.private')}</p>

      <section className="grade-step" aria-labelledby="grade-course-heading">
        <h2 id="grade-course-heading">{t('grade.course.heading')}</h2>
        <p className="note">{t('grade.course.hint')}</p>
        <DropZone testId="grade-course-drop" label={t('grade.course.heading')} onFiles={(e) => void loadCourse(e.dataTransfer.files[0])}>
          <label className="btn">
            {t('grade.course.pick')}
            <input
              type="file"
              accept=".json,application/json"
              className="visually-hidden"
              data-testid="grade-course-input"
              onChange={(e) => {
                void loadCourse(e.currentTarget.files?.[0]);
                e.currentTarget.value = '';
              }}
            />
          </label>{' '}
          <span className="note">{t('grade.course.drop')}</span>
        </DropZone>
        {course && 'course' in course ? (
          <p data-testid="grade-course-status" role="status">
            {t('grade.course.loaded', { code: course.course.course, count: assignedExercises(course.course).length, lang: t(`lang.${courseLang(course.course)}Name`) })}
            {course.course.engine && course.course.engine !== ENGINE_NAME ? ` ${t('grade.course.engine', { engine: course.course.engine, grader: ENGINE_NAME })}` : ''}
          </p>
        ) : null}
        {course && 'error' in course ? (
          <p className="grade-error" data-testid="grade-course-status" role="alert">
            {'localised' in course.error ? t('grade.course.invalid', { file: course.file, message: course.error.localised[lang] }) : t(course.error.key, course.error.vars)}
          </p>
        ) : null}
      </section>

      <section className="grade-step" aria-labelledby="grade-files-heading">
        <h2 id="grade-files-heading">{t('grade.files.heading')}</h2>
        <p className="note">{t('grade.files.hint')}</p>
        <DropZone
          testId="grade-files-drop"
          label={t('grade.files.drop')}
          onFiles={(e) => {
            void pickedFromDrop(e.dataTransfer).then(({ picked, subfolders }) => addFiles(picked, subfolders));
          }}
        >
          <p className="grade-drop__text">{t('grade.files.drop')}</p>
          <label className="btn">
            {t('grade.files.pickFiles')}
            <input
              type="file"
              multiple
              accept=".json,application/json"
              className="visually-hidden"
              data-testid="grade-files-input"
              onChange={(e) => {
                addFiles(pickedFromInput(e.currentTarget.files));
                e.currentTarget.value = '';
              }}
            />
          </label>{' '}
          <label className="btn">
            {t('grade.files.pickFolder')}
            <input
              type="file"
              className="visually-hidden"
              data-testid="grade-folder-input"
              // React does not know webkitdirectory; as a plain attribute it turns the picker into a folder picker.
              {...{ webkitdirectory: '' }}
              onChange={(e) => {
                addFiles(pickedFromInput(e.currentTarget.files));
                e.currentTarget.value = '';
              }}
            />
          </label>
        </DropZone>
        <p data-testid="grade-files-status" role="status">
          {selection.files.length ? t('grade.files.selected', { count: selection.files.length }) : t('grade.files.none')}
          {selection.skipped ? ` ${t('grade.files.skipped', { count: selection.skipped })}` : ''}
          {selection.files.length || selection.skipped ? (
            <>
              {' '}
              <button type="button" className="btn btn--quiet" data-testid="grade-files-clear" disabled={running} onClick={() => { setSelection(EMPTY_SELECTION); setRun({ kind: 'idle' }); }}>
                {t('grade.files.clear')}
              </button>
            </>
          ) : null}
        </p>
        {selection.files.length ? (
          <details className="grade-list">
            <summary>{t('grade.files.list')}</summary>
            <ol>
              {selection.files.map((f) => <li key={f.name}>{f.name}</li>)}
            </ol>
          </details>
        ) : null}
      </section>

      <section className="grade-step" aria-labelledby="grade-options-heading">
        <h2 id="grade-options-heading">{t('grade.options.heading')}</h2>
        <div className="grade-options">
          <label>
            {t('grade.options.lang')}{' '}
            <select value={outLang ?? 'es'} data-testid="grade-lang" onChange={(e) => setOutLang(e.currentTarget.value === 'en' ? 'en' : 'es')}>
              <option value="es">{t('lang.esName')}</option>
              <option value="en">{t('lang.enName')}</option>
            </select>
          </label>
          <label>
            {t('grade.options.lms')}{' '}
            <select value={lms ?? ''} data-testid="grade-lms" onChange={(e) => { const v = e.currentTarget.value; setLms(v === 'canvas' || v === 'moodle' ? v : null); }}>
              <option value="">{t('grade.options.lmsNone')}</option>
              <option value="canvas">Canvas</option>
              <option value="moodle">Moodle</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={resimulate} data-testid="grade-resimulate" onChange={(e) => setResimulate(e.currentTarget.checked)} />{' '}
            {t('grade.options.resimulate')}
          </label>
          <div>
            <p className="grade-options__label">{t('grade.options.uploaders')}</p>
            <label className="btn">
              {t('grade.options.uploadersPick')}
              <input
                type="file"
                accept=".csv,text/csv"
                className="visually-hidden"
                data-testid="grade-uploaders"
                onChange={(e) => {
                  const f = e.currentTarget.files?.[0];
                  if (f) void textOf(f).then((text) => setUploaders({ file: f.name, text }));
                  e.currentTarget.value = '';
                }}
              />
            </label>
            {uploaders ? (
              <p>
                {t('grade.options.uploadersLoaded', { file: uploaders.file })}{' '}
                <button type="button" className="btn btn--quiet" onClick={() => setUploaders(null)}>{t('grade.options.uploadersRemove')}</button>
              </p>
            ) : null}
          </div>
        </div>
      </section>

      <div className="grade-go">
        <button type="button" className="btn btn--primary" data-testid="grade-start" disabled={!ready} onClick={() => void grade()}>
          {t('grade.run.grade')}
        </button>
        {running ? (
          <button type="button" className="btn" data-testid="grade-cancel" onClick={cancel}>{t('grade.run.cancel')}</button>
        ) : null}
        {!ready && !running ? (
          <span className="note">{course === null || !('course' in course) ? t('grade.run.needCourse') : t('grade.run.needFiles')}</span>
        ) : null}
      </div>
      <div aria-live="polite" data-testid="grade-progress">
        {run.kind === 'running' ? (
          <p className="grade-progress">
            <progress
              max={run.phase.phase === 'writing' ? 1 : Math.max(1, run.phase.total)}
              value={run.phase.phase === 'writing' ? undefined : run.phase.done}
            />{' '}
            {phaseText(run.phase)}
          </p>
        ) : null}
        {run.kind === 'cancelled' ? <p>{t('grade.run.cancelled')}</p> : null}
        {run.kind === 'failed' ? <p className="grade-error" role="alert">{t(run.key, run.vars)}</p> : null}
      </div>
      {run.kind === 'done' ? <GradeResults out={run.out} /> : null}
    </div>
  );
}
