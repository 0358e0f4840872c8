// Builders for the three shapes of exercise Session A uses (numeric fields with optional choices,
// a per-RTT table, run-and-report), so each exercise file states only its numbers, its closed
// form (from src/models) and its common mistakes. Strings come from locales/<lang>.json under
// exercises.<id>: title, statement, fields.<name>, choices.<name>.(label|<value>), mistakes.<id>.
import {
  compareCount, compareRelative, feedback, feedbackFromFields, matchMistake, readChoice, readNumber, type FieldResult,
} from './check';
import { scenarioMismatch, widgetScenario, type WidgetSpec } from './runs';
import { studentDraw, type Draw } from './seed';
import { both, text, type TextVars } from './text';
import type {
  Answer, AnswerForm, CheckOptions, Concealed, ExerciseDef, ExerciseParams, Feedback, Lang, MistakeDef, RunRecordLike,
} from './types';

/** How much wider than "right" the "close" band is. */
export const CLOSE_FACTOR = 2.5;

interface BaseSpec<P extends ExerciseParams> {
  id: string;
  chapter: number;
  points: number;
  /** Default relative tolerance of a right number. */
  tolerance: number;
  /** The notes' own numbers (no course code). */
  notes: P;
  /** Per-student numbers, drawn within ranges that keep the exercise meaningful. */
  draw(d: Draw): P;
  /** Placeholders of the statement, formatted for the language. */
  vars(p: P, lang: Lang): TextVars;
  /** Ids of the common mistakes this exercise recognises (hints: exercises.<id>.mistakes.<m>). */
  mistakes: readonly string[];
}

export interface NumberSpec<P> {
  name: string;
  unit: string;
  key(p: P): number;
  /** A count: exact, close when off by one. */
  count?: boolean;
  /** This field's own default tolerance (relative). */
  tolerance?: number;
  /** Numbers a typical mistake gives, with the mistake's id. */
  mistakes?(p: P): { id: string; value: number }[];
}

export interface ChoiceSpec<P> {
  name: string;
  options: readonly string[];
  key(p: P): string;
  /** The mistake each wrong option reveals. */
  mistakes?: Partial<Record<string, string>>;
}

function mistakeDefs(id: string, ids: readonly string[]): MistakeDef[] {
  return ids.map((m) => ({ id: m, hint: both(`${id}.mistakes.${m}`) }));
}

function base<P extends ExerciseParams>(spec: BaseSpec<P>) {
  return {
    id: spec.id,
    chapter: spec.chapter,
    points: spec.points,
    tolerance: spec.tolerance,
    title: both(`${spec.id}.title`),
    mistakes: mistakeDefs(spec.id, spec.mistakes),
    params(ctx: { course: string | null; student: string | null }): ExerciseParams {
      const d = studentDraw(ctx, spec.id);
      return d === null ? { ...spec.notes } : spec.draw(d);
    },
    statement(lang: Lang, p: ExerciseParams): string {
      return text(lang, `${spec.id}.statement`, spec.vars(p as P, lang));
    },
  };
}

function tolerances(fieldTol: number, opts: CheckOptions | undefined): [number, number] {
  const tol = opts?.tolerance ?? fieldTol;
  return [tol, tol * CLOSE_FACTOR];
}

/** A field's label with the exercise's own values filled in ("Time at 2 Mbit/s", never "{{a}}"). */
function fieldLabel(id: string, name: string, vars?: (lang: Lang) => TextVars) {
  return vars ? both(`${id}.fields.${name}`, vars) : both(`${id}.fields.${name}`);
}

function checkNumber<P>(id: string, f: NumberSpec<P>, p: P, answer: Answer, key: number, defaultTol: number, opts?: CheckOptions, mistakes?: { id: string; value: number }[], vars?: (lang: Lang) => TextVars): FieldResult {
  const value = readNumber(answer[f.name]);
  const [tol, closeTol] = tolerances(f.tolerance ?? defaultTol, opts);
  const verdict = f.count ? compareCount(value, key) : compareRelative(value, key, tol, closeTol);
  const out: FieldResult = { label: fieldLabel(id, f.name, vars), verdict };
  if (verdict !== 'right') {
    const m = matchMistake(value, mistakes ?? f.mistakes?.(p) ?? [], f.count ? 0 : tol);
    if (m) out.mistake = m;
  }
  return out;
}

function checkChoice<P>(id: string, c: ChoiceSpec<P>, p: P, answer: Answer): FieldResult {
  const v = readChoice(answer[c.name]);
  const label = both(`${id}.choices.${c.name}.label`);
  if (v === null) return { label, verdict: 'missing' };
  if (v === c.key(p)) return { label, verdict: 'right' };
  const mistake = c.mistakes?.[v];
  return mistake ? { label, verdict: 'wrong', mistake } : { label, verdict: 'wrong' };
}

function choiceGroups<P>(id: string, choices: readonly ChoiceSpec<P>[]) {
  return choices.map((c) => ({
    name: c.name,
    label: both(`${id}.choices.${c.name}.label`),
    options: c.options.map((o) => ({ value: o, label: both(`${id}.choices.${c.name}.${o}`) })),
  }));
}

/** Numeric fields, optionally with choices beside them. */
export function numericExercise<P extends ExerciseParams>(spec: BaseSpec<P> & { fields: readonly NumberSpec<P>[]; choices?: readonly ChoiceSpec<P>[] }): ExerciseDef {
  const choices = spec.choices ?? [];
  return {
    ...base(spec),
    kind: 'numeric',
    form(p: ExerciseParams): AnswerForm {
      const vars = (lang: Lang) => spec.vars(p as P, lang);
      const fields = spec.fields.map((f) => ({ name: f.name, unit: f.unit, labelKey: `exercises.${spec.id}.fields.${f.name}`, label: fieldLabel(spec.id, f.name, vars) }));
      return choices.length ? { kind: 'numeric', fields, choices: choiceGroups(spec.id, choices) } : { kind: 'numeric', fields };
    },
    key(p: ExerciseParams): Answer {
      const out: Answer = {};
      for (const f of spec.fields) out[f.name] = f.key(p as P);
      for (const c of choices) out[c.name] = c.key(p as P);
      return out;
    },
    check(p: ExerciseParams, answer: Answer, opts?: CheckOptions): Feedback {
      const q = p as P;
      const results = [
        ...spec.fields.map((f) => checkNumber(spec.id, f, q, answer, f.key(q), spec.tolerance, opts, undefined, (lang) => spec.vars(q, lang))),
        ...choices.map((c) => checkChoice(spec.id, c, q, answer)),
      ];
      return feedbackFromFields(results, mistakeDefs(spec.id, spec.mistakes));
    },
  };
}

/** A table of integers (cwnd per RTT); typical wrong tables come from the mistakes' own rules. */
export function tableExercise<P extends ExerciseParams>(spec: BaseSpec<P> & {
  columns: readonly string[];
  key(p: P): number[][];
  variants(p: P): { id: string; table: number[][] }[];
}): ExerciseDef {
  const defs = mistakeDefs(spec.id, spec.mistakes);
  return {
    ...base(spec),
    kind: 'table',
    form(p: ExerciseParams): AnswerForm {
      const rows = spec.key(p as P).length;
      return {
        kind: 'table',
        columns: spec.columns.map((c) => ({ name: c, label: both(`${spec.id}.columns.${c}`) })),
        rows,
        rowLabels: Array.from({ length: rows }, (_, i) => String(i + 1)),
      };
    },
    key(p: ExerciseParams): Answer {
      return { table: spec.key(p as P) };
    },
    check(p: ExerciseParams, answer: Answer): Feedback {
      const key = spec.key(p as P);
      const cells = readTable(answer.table, key.length, spec.columns.length);
      const filled = cells.flat().filter((v) => v !== null).length;
      if (filled === 0) return feedback('incomplete', 0, both('common.incomplete'));
      const matches = (t: number[][]) => cells.reduce((n, row, i) => n + row.filter((v, j) => v === t[i][j]).length, 0);
      const total = key.length * spec.columns.length;
      const right = matches(key);
      if (right === total) return feedback('right', 1, both('common.summary.right'));
      let best: { id: string; n: number } | null = null;
      for (const v of spec.variants(p as P)) {
        const n = matches(v.table);
        // The variant must explain nearly the whole table, not a few cells of another one.
        if (n > right && n >= 0.9 * total && (best === null || n > best.n)) best = { id: v.id, n };
      }
      const firstWrong = cells.findIndex((row, i) => row.some((v, j) => v !== key[i][j])) + 1;
      const missing = filled < total;
      const msgKey = missing ? 'common.table.missing' : firstWrong === 1 ? 'common.table.firstRow' : 'common.table.firstWrong';
      const message = both(msgKey, { row: firstWrong, right: firstWrong - 1 });
      if (best === null && total - right === 1 && !missing) {
        return feedback('close', 0.5, both('common.table.oneCell', { row: firstWrong }));
      }
      return feedback('wrong', 0, message, defs, best?.id);
    },
  };
}

/** Rows x columns of numbers or nulls, whatever shape was submitted. */
function readTable(v: Answer[string] | undefined, rows: number, columns: number): (number | null)[][] {
  const src = Array.isArray(v) ? v : [];
  return Array.from({ length: rows }, (_, i) => {
    const row = Array.isArray(src[i]) ? (src[i] as unknown[]) : [];
    return Array.from({ length: columns }, (_, j) => readNumber(row[j] as Answer[string]));
  });
}

export interface RunFieldSpec<P> {
  name: string;
  unit: string;
  /** The figure from the run's summary; null when the run does not have it. */
  fromRun(run: RunRecordLike): number | null;
  count?: boolean;
  tolerance?: number;
  /** Numbers a typical mistake gives for this run. */
  mistakes?(p: P, run: RunRecordLike): { id: string; value: number }[];
}

/**
 * Run an experiment in the widget and report figures of the run; the run is attached. Optional
 * `parts` are numbers worked out before the run from the parameters (a closed form: the
 * prediction the run is compared with), shown before the run's fields; optional `choices` follow
 * them (which buffer would you choose, and why). All are checked once a run is attached.
 */
export function runExercise<P extends ExerciseParams>(spec: BaseSpec<P> & {
  widget(p: P): WidgetSpec;
  panels: string[];
  fields: readonly RunFieldSpec<P>[];
  predictionField?: string;
  parts?: readonly NumberSpec<P>[];
  choices?: readonly ChoiceSpec<P>[];
  /** Panel labels that answer a part, hidden until that part is checked (types.ts, Concealed). */
  concealed?: readonly Concealed[];
}): ExerciseDef {
  const defs = mistakeDefs(spec.id, spec.mistakes);
  const parts = spec.parts ?? [];
  const choices = spec.choices ?? [];
  const worked = (p: ExerciseParams): Answer => {
    const out: Answer = {};
    for (const f of parts) out[f.name] = f.key(p as P);
    return out;
  };
  const chosen = (p: ExerciseParams): Answer => {
    const out: Answer = {};
    for (const c of choices) out[c.name] = c.key(p as P);
    return out;
  };
  const keyFromRun = (p: ExerciseParams, run: RunRecordLike): Answer => {
    const out: Answer = worked(p);
    for (const f of spec.fields) out[f.name] = f.fromRun(run);
    return { ...out, ...chosen(p) };
  };
  return {
    ...base(spec),
    kind: 'run-and-report',
    predictionField: spec.predictionField,
    form(p: ExerciseParams): AnswerForm {
      const w = spec.widget(p as P);
      const fields = [...parts, ...spec.fields].map((f) => ({ name: f.name, unit: f.unit, label: fieldLabel(spec.id, f.name, (lang) => spec.vars(p as P, lang)) }));
      const widget = { preset: w.preset, set: w.set, panels: spec.panels, ...(spec.concealed ? { concealed: [...spec.concealed] } : {}) };
      const form: AnswerForm = { kind: 'run-and-report', widget, fields };
      return choices.length ? { ...form, choices: choiceGroups(spec.id, choices) } : form;
    },
    key(p: ExerciseParams): Answer {
      const out: Answer = worked(p);
      for (const f of spec.fields) out[f.name] = null;
      return { ...out, ...chosen(p) };
    },
    scenario(p: ExerciseParams) {
      return widgetScenario(spec.widget(p as P));
    },
    keyFromRun,
    check(p: ExerciseParams, answer: Answer, opts?: CheckOptions): Feedback {
      const q = p as P;
      const runs = opts?.runs ?? [];
      if (runs.length === 0) return feedback('incomplete', 0, both('common.run.none'));
      const w = spec.widget(q);
      const run = runs.find((r) => scenarioMismatch(r, w) === null);
      if (!run) {
        const m = scenarioMismatch(runs[0], w)!;
        return feedback('wrong', 0, both('common.run.otherExperiment', { path: m.path, found: JSON.stringify(m.found), expected: JSON.stringify(m.expected) }));
      }
      const measured: FieldResult[] = spec.fields.map((f) => {
        const key = f.fromRun(run);
        const vars = (lang: Lang) => spec.vars(q, lang);
        if (key === null) return { label: fieldLabel(spec.id, f.name, vars), verdict: 'wrong' };
        const asNumber: NumberSpec<P> = { name: f.name, unit: f.unit, key: () => key, count: f.count, tolerance: f.tolerance };
        return checkNumber(spec.id, asNumber, q, answer, key, spec.tolerance, opts, f.mistakes?.(q, run), vars);
      });
      const results: FieldResult[] = [
        ...parts.map((f) => checkNumber(spec.id, f, q, answer, f.key(q), spec.tolerance, opts, undefined, (lang) => spec.vars(q, lang))),
        ...measured,
        ...choices.map((c) => checkChoice(spec.id, c, q, answer)),
      ];
      return feedbackFromFields(results, defs);
    },
  };
}
