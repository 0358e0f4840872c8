// An exercise of src/exercises inside the text: its statement with the student's own numbers
// (course code + student id) or the notes' numbers, the answer form its kind asks for, a check
// button and the feedback (right / close / wrong, with the hint of the common mistake revealed).
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exerciseById } from '../../exercises/registry';
import type { Answer, AnswerForm, ExerciseDef, ExerciseParams, Feedback, RunRecordLike } from '../../exercises/types';
import { formatNumber, parseLocaleNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useExerciseWork, useIdentity, useRun, useWidgetRun, workStore } from '../../store';
import { MarkdownLite } from '../page/markdownLite';
import { AttachedRun } from '../work/AttachedRun';
import { startCourseFileOnce } from '../work/courseFile';
import { checksLeft, shownPoints, useCourse } from '../work/useCourse';
import { concealedOptions } from './concealed';
import { ExerciseCap } from './ExerciseCap';
import { Widget } from './Widget';

type Drafts = Record<string, string>;
type TableDrafts = string[][];

/** The widget of a run-and-report exercise (its id in the store's widget runs). */
export const exerciseWidgetId = (id: string) => `${id}-run`;

function draftOf(v: Answer[string] | undefined, lang: string): string {
  if (typeof v === 'number') return formatNumber(v, lang, { maxDigits: 6 });
  return typeof v === 'string' ? v : '';
}

/** A typed number as the answer keeps it: a number, null when empty, NaN when not a number. */
function parsed(text: string): number | null {
  return text.trim() === '' ? null : parseLocaleNumber(text);
}

function initialDrafts(form: AnswerForm, answer: Answer | undefined, lang: string): { drafts: Drafts; table: TableDrafts } {
  const drafts: Drafts = {};
  let table: TableDrafts = [];
  if (form.kind === 'numeric' || form.kind === 'run-and-report') for (const f of form.fields) drafts[f.name] = draftOf(answer?.[f.name], lang);
  if (form.kind === 'numeric' || form.kind === 'run-and-report') for (const c of form.choices ?? []) drafts[c.name] = draftOf(answer?.[c.name], lang);
  if (form.kind === 'choice') {
    const v = answer?.choice;
    drafts.choice = Array.isArray(v) ? (v as string[]).join('\n') : typeof v === 'string' ? v : '';
  }
  if (form.kind === 'table') {
    const rows = Array.isArray(answer?.table) ? (answer.table as unknown[][]) : [];
    table = Array.from({ length: form.rows }, (_, i) => form.columns.map((_, j) => draftOf(rows[i]?.[j] as Answer[string], lang)));
  }
  return { drafts, table };
}

/** The answer from the drafts, and the labels of fields whose text is not a number. */
function answerOf(form: AnswerForm, drafts: Drafts, table: TableDrafts, lang: 'es' | 'en'): { answer: Answer; bad: string[] } {
  const answer: Answer = {};
  const bad: string[] = [];
  const num = (text: string, label: string) => {
    const v = parsed(text);
    if (v !== null && !Number.isFinite(v)) {
      bad.push(label);
      return null;
    }
    return v;
  };
  if (form.kind === 'numeric' || form.kind === 'run-and-report') for (const f of form.fields) answer[f.name] = num(drafts[f.name] ?? '', f.label[lang]);
  if (form.kind === 'numeric' || form.kind === 'run-and-report') for (const c of form.choices ?? []) answer[c.name] = drafts[c.name] || null;
  if (form.kind === 'choice') {
    const chosen = (drafts.choice ?? '').split('\n').filter(Boolean);
    answer.choice = form.multiple ? chosen : (chosen[0] ?? null);
  }
  if (form.kind === 'table') answer.table = table.map((row, i) => row.map((cell, j) => num(cell, `${form.columns[j].label[lang]} ${form.rowLabels?.[i] ?? i + 1}`)));
  return { answer, bad };
}

function NumberInput({ label, unit, value, onChange, testId }: { label: string; unit: string; value: string; onChange(v: string): void; testId: string }) {
  const id = useId();
  return (
    <div className="lesson-exercise__field">
      <label htmlFor={id}>{label}</label>
      <span className="lesson-exercise__input">
        <input id={id} type="text" inputMode="decimal" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} data-testid="exercise-field" data-field={testId} />
        {unit ? <span className="lesson-exercise__unit">{unit}</span> : null}
      </span>
    </div>
  );
}

function ChoiceInputs({ name, legend, options, multiple, value, onChange }: {
  name: string; legend: string; options: { value: string; label: string }[]; multiple?: boolean; value: string; onChange(v: string): void;
}) {
  const group = useId();
  const chosen = value.split('\n').filter(Boolean);
  return (
    <fieldset className="lesson-exercise__choices" data-choice={name}>
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="lesson-exercise__choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={`${group}-${name}`}
            value={o.value}
            checked={chosen.includes(o.value)}
            data-testid="exercise-choice"
            data-value={o.value}
            onChange={(e) => {
              if (!multiple) return onChange(o.value);
              onChange((e.target.checked ? [...chosen, o.value] : chosen.filter((c) => c !== o.value)).join('\n'));
            }}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}

function TableInputs({ form, table, setCell, lang }: { form: Extract<AnswerForm, { kind: 'table' }>; table: TableDrafts; setCell(i: number, j: number, v: string): void; lang: 'es' | 'en' }) {
  const { t } = useTranslation();
  const rowLabel = (i: number) => form.rowLabels?.[i] ?? String(i + 1);
  const cell = (i: number, j: number) => (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={table[i][j]}
      onChange={(e) => setCell(i, j, e.target.value)}
      aria-label={t('lessons.exercise.cell', { column: form.columns[j].label[lang], row: rowLabel(i) })}
      data-testid="exercise-cell"
      data-row={i}
      data-col={form.columns[j].name}
    />
  );
  if (form.columns.length === 1) {
    // One column (cwnd per RTT): a grid of labelled cells reads better than a tall table.
    return (
      <div className="lesson-exercise__grid" role="group" aria-label={form.columns[0].label[lang]}>
        <p className="lesson-exercise__grid-title">{form.columns[0].label[lang]}</p>
        <ol className="lesson-exercise__cells">
          {table.map((_, i) => (
            <li key={i} className="lesson-exercise__cell">
              <span className="lesson-exercise__row" aria-hidden="true">{rowLabel(i)}</span>
              {cell(i, 0)}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  return (
    <table className="lesson-exercise__table">
      <thead>
        <tr>
          <th scope="col">#</th>
          {form.columns.map((c) => (
            <th key={c.name} scope="col">{c.label[lang]}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.map((row, i) => (
          <tr key={i}>
            <th scope="row">{rowLabel(i)}</th>
            {row.map((_, j) => (
              <td key={j}>{cell(i, j)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A finished run kept small: the grader re-simulates it, so the series are not needed. */
function attachable(record: unknown): RunRecordLike | null {
  if (typeof record !== 'object' || record === null) return null;
  const { series: _series, ...rest } = record as Record<string, unknown>;
  return rest as unknown as RunRecordLike;
}

function RunAttach({ id, locked }: { id: string; locked: boolean }) {
  const { t } = useTranslation();
  const work = useExerciseWork(id);
  const run = useRun(useWidgetRun(exerciseWidgetId(id)));
  const attached = work?.runs.length ?? 0;
  const ready = run?.status === 'done' && run.record !== null;
  return (
    <div className="lesson-exercise__attach">
      <button type="button" className="btn" data-testid="exercise-attach" disabled={!ready || locked} onClick={() => run?.record && workStore.attachExerciseRun(id, attachable(run.record))}>
        {t('lessons.exercise.attach')}
      </button>
      {attached > 0 ? (
        <>
          <AttachedRun record={work?.runs[0]} />
          <button type="button" className="btn btn--quiet" disabled={locked} onClick={() => workStore.detachExerciseRuns(id)}>
            {t('lessons.exercise.detach')}
          </button>
        </>
      ) : !ready ? (
        <span className="note">{t('lessons.exercise.noRunYet')}</span>
      ) : null}
    </div>
  );
}

function ExerciseForm({ def, params }: { def: ExerciseDef; params: ExerciseParams }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useMemo(() => def.form(params), [def, params]);
  const work = useExerciseWork(def.id);
  // The course's cap on checks (when a course file applies): at the cap the answer is final.
  const left = checksLeft(useCourse(), work?.checks);
  const capped = left === 0;
  const [{ drafts, table }, setState] = useState(() => initialDrafts(form, work?.answer as Answer | undefined, lang));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [bad, setBad] = useState<string[]>([]);
  const capId = useId();
  const concealed = form.kind === 'run-and-report' ? concealedOptions(form.widget.concealed, work?.checked) : {};
  const setDraft = (name: string, v: string) => setState((s) => ({ ...s, drafts: { ...s.drafts, [name]: v } }));
  const setCell = (i: number, j: number, v: string) =>
    setState((s) => ({ ...s, table: s.table.map((row, r) => (r === i ? row.map((c, k) => (k === j ? v : c)) : row)) }));

  const check = () => {
    if (capped) return;
    const { answer, bad: notNumbers } = answerOf(form, drafts, table, lang);
    setBad(notNumbers);
    if (notNumbers.length > 0) {
      setFeedback(null);
      return;
    }
    const runs = (work?.runs ?? []) as RunRecordLike[];
    const fb = def.check(params, answer, { runs });
    // Every check is kept with its time (the export carries them: issue 22, item 4).
    workStore.recordCheck(def.id, answer, fb.verdict, new Date().toISOString());
    setFeedback(fb);
  };

  return (
    <form
      className="lesson-exercise__form"
      data-kind={form.kind}
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      {form.kind === 'run-and-report' ? (
        <>
          <Widget id={exerciseWidgetId(def.id)} scenario={def.scenario?.(params)} preset={def.scenario ? undefined : form.widget.preset} set={def.scenario ? undefined : form.widget.set} panels={form.widget.panels} panelOptions={concealed} />
          {Object.keys(concealed).length > 0 ? <p className="note lesson-exercise__concealed" data-testid="exercise-concealed">{t('lessons.exercise.concealed')}</p> : null}
          <RunAttach id={def.id} locked={capped} />
        </>
      ) : null}
      <fieldset className="lesson-exercise__answer" disabled={capped}>
      {form.kind === 'numeric' || form.kind === 'run-and-report' ? (
        <div className="lesson-exercise__fields">
          {form.fields.map((f) => (
            <NumberInput key={f.name} label={f.label[lang]} unit={f.unit} value={drafts[f.name] ?? ''} onChange={(v) => setDraft(f.name, v)} testId={f.name} />
          ))}
        </div>
      ) : null}
      {form.kind === 'numeric' || form.kind === 'run-and-report'
        ? (form.choices ?? []).map((c) => (
            <ChoiceInputs key={c.name} name={c.name} legend={c.label[lang]} options={c.options.map((o) => ({ value: o.value, label: o.label[lang] }))} value={drafts[c.name] ?? ''} onChange={(v) => setDraft(c.name, v)} />
          ))
        : null}
      {form.kind === 'choice' ? (
        <ChoiceInputs name="choice" legend={def.title[lang]} options={form.options.map((o) => ({ value: o.value, label: o.label[lang] }))} multiple={form.multiple} value={drafts.choice ?? ''} onChange={(v) => setDraft('choice', v)} />
      ) : null}
      {form.kind === 'table' ? <TableInputs form={form} table={table} setCell={setCell} lang={lang} /> : null}
      </fieldset>

      <div className="lesson-exercise__buttons">
        <button type="submit" className="btn btn--primary" data-testid="exercise-check" disabled={capped} aria-describedby={left !== null ? capId : undefined}>
          {t('lessons.exercise.check')}
        </button>
      </div>
      {left !== null ? <ExerciseCap id={capId} left={left} /> : null}
      {bad.length > 0 ? (
        <p className="lesson-exercise__error" role="alert" data-testid="exercise-error">
          {t('lessons.exercise.notNumbers', { fields: bad.join(', ') })}
        </p>
      ) : null}
      <div className="lesson-exercise__feedback-region" role="status" aria-live="polite">
        {feedback ? (
          <div className={`lesson-exercise__feedback lesson-exercise__feedback--${feedback.verdict}`} data-testid="exercise-feedback" data-verdict={feedback.verdict} data-mistake={feedback.mistake}>
            <p className="lesson-exercise__verdict">
              <strong>{t(`lessons.exercise.verdict.${feedback.verdict}`)}</strong> {withoutVerdict(feedback.message[lang], t(`lessons.exercise.verdict.${feedback.verdict}`))}
            </p>
            {feedback.hint ? (
              <p className="lesson-exercise__hint" data-testid="exercise-hint">
                <strong>{t('lessons.exercise.hint')}:</strong> {feedback.hint[lang]}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </form>
  );
}

export function Exercise({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const identity = useIdentity();
  const course = useCourse();
  // The course file the lab is served with: its points and cap apply to this block.
  useEffect(startCourseFileOnce, []);
  const def = exerciseById(id);
  const params = useMemo(() => (def ? def.params(identity) : null), [def, identity]);
  const titleId = useId();
  if (!def || !params) {
    return (
      <section className="lesson-block lesson-exercise" data-block="exercise" data-exercise={id}>
        <p className="lesson-exercise__error" role="alert">
          {t('lessons.exercise.unknown', { id })}
        </p>
      </section>
    );
  }
  const paramsKey = JSON.stringify(params);
  const personal = identity.course !== null && identity.student !== null;
  return (
    <section className="lesson-block lesson-exercise" data-block="exercise" data-exercise={id} data-params={paramsKey} aria-labelledby={titleId}>
      <p className="lesson-block__title" id={titleId}>
        <span>{t('lessons.exercise.title', { id })}</span>
        <span className="lesson-exercise__name">{def.title[lang]}</span>
        <ExercisePoints points={shownPoints(def, course)} course={course?.course ?? ''} />
      </p>
      <p className="lesson-exercise__who" data-testid="exercise-who">
        {personal ? t('lessons.exercise.personal', { course: identity.course, student: identity.student }) : t('lessons.exercise.notes')}
      </p>
      <div className="lesson-exercise__statement" data-testid="exercise-statement">
        <MarkdownLite text={def.statement(lang, params)} />
      </div>
      {/* New parameters (another student), a new form, rebuilt from the saved answer. */}
      <ExerciseForm key={paramsKey} def={def} params={params} />
    </section>
  );
}

/** The course's points when a course file applies (the grade's maximum), or the exercise's own. */
function ExercisePoints({ points, course }: { points: number | null; course: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (points === null) return <span className="lesson-exercise__points" data-testid="exercise-points" data-points="">{t('lessons.exercise.notAssigned', { course })}</span>;
  return (
    <span className="lesson-exercise__points" data-testid="exercise-points" data-points={points}>
      {t('lessons.exercise.points', { points: formatNumber(points, lang), count: points })}
    </span>
  );
}

/** The checker's message opens with its own verdict ("Not yet. …"); the badge already says it. */
function withoutVerdict(message: string, verdict: string): string {
  return message.toLowerCase().startsWith(verdict.toLowerCase()) ? message.slice(verdict.length).replace(/^[.\s]+/, '') : message;
}
