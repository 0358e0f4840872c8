// Grading one submission against a course, in two halves around the re-simulation (which the
// command line runs on worker threads): planGrading lists the runs to re-simulate, finishGrading
// compares each with the figures in the file and checks every answer against the key of *this*
// student's parameters. Pure: no Node, no engine; the caller supplies the re-simulated summaries.
import { assignedExercises, pointsOf, toleranceOf, type Course } from './course';
import { scenarioMismatch, type WidgetSpec } from './runs';
import { normaliseId } from './seed';
import type { Submission, SubmissionExercise } from './submission';
import { both } from './text';
import type { Answer, ExerciseDef, Feedback, Lang, Localised, RunRecordLike, RunSummaryLike } from './types';
import { readNumber } from './check';

export interface ResimJob {
  /** Stable text of the scenario: identical runs (many students, one experiment) simulate once. */
  key: string;
  scenario: Record<string, unknown>;
}

export type ResimResult = { summary: RunSummaryLike; engine: string } | { error: string };

export interface ExerciseGrade {
  id: string;
  chapter: number;
  points: number;
  max: number;
  feedback: Feedback;
  /** What the grader found beside the answer (runs, parameters), in both languages. */
  notes: Localised[];
  answer: Answer | null;
  /** The key this answer was checked against (for the instructor's report; null without a run). */
  key?: Answer | null;
  /** The prediction made before the run, beside the re-simulated figure. */
  prediction?: { value: number | null; simulated: number | null };
  /** A run's figures did not match its re-simulation. */
  forged?: boolean;
}

export interface GradeResult {
  file: string;
  student: string | null;
  course: string;
  lang: Lang;
  /** The file could not be read or validated: every exercise scores 0. */
  error: Localised | null;
  exercises: ExerciseGrade[];
  score: number;
  max: number;
  late: boolean;
  created: string | null;
  notes: Localised[];
  predictions: Submission['predictions'];
}

export interface GradePlan {
  file: string;
  submission: Submission;
  course: Course;
  student: string | null;
  jobs: ResimJob[];
}

/** JSON with object keys sorted, so equal scenarios have equal keys. */
export function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableStringify((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

function widgetOf(def: ExerciseDef, params: ReturnType<ExerciseDef['params']>): WidgetSpec | null {
  const form = def.form(params);
  return form.kind === 'run-and-report' && form.widget.preset ? { preset: form.widget.preset, set: form.widget.set ?? {} } : null;
}

/** The runs of a run-and-report answer that are the experiment asked for (the ones it relies on). */
function runsToCheck(def: ExerciseDef, entry: SubmissionExercise | undefined, params: ReturnType<ExerciseDef['params']>): RunRecordLike[] {
  const w = widgetOf(def, params);
  if (!w || !entry) return [];
  return (entry.runs as RunRecordLike[]).filter((r) => scenarioMismatch(r, w) === null);
}

function effectiveStudent(sub: Submission, expect: string | undefined): string | null {
  return expect !== undefined ? expect : sub.student;
}

/** Which runs need re-simulating before this submission can be graded. */
export function planGrading(file: string, submission: Submission, course: Course, opts: { expectStudent?: string } = {}): GradePlan {
  const student = effectiveStudent(submission, opts.expectStudent);
  const jobs = new Map<string, ResimJob>();
  for (const def of assignedExercises(course)) {
    if (def.kind !== 'run-and-report') continue;
    const params = def.params({ course: course.course, student });
    const entry = submission.exercises.find((e) => e.id === def.id);
    for (const run of runsToCheck(def, entry, params)) {
      const key = stableStringify(run.scenario);
      if (!jobs.has(key)) jobs.set(key, { key, scenario: run.scenario });
    }
  }
  return { file, submission, course, student, jobs: [...jobs.values()] };
}

/** First path where two summaries differ (numbers within 1e-9 relative); null when they agree. */
export function summaryDifference(a: unknown, b: unknown, path = ''): { path: string; found: unknown; expected: unknown } | null {
  if (typeof a === 'number' && typeof b === 'number') {
    const same = a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
    return same ? null : { path, found: a, expected: b };
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return { path: `${path}.length`, found: a.length, expected: b.length };
    for (let i = 0; i < a.length; i++) {
      const d = summaryDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = summaryDifference((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return a === b ? null : { path, found: a ?? null, expected: b ?? null };
}

function sameParams(a: unknown, b: unknown): boolean {
  return summaryDifference(a, b) === null;
}

const show = (v: unknown) => (typeof v === 'number' ? String(Number(v.toPrecision(6))) : JSON.stringify(v));

function gradeExercise(plan: GradePlan, def: ExerciseDef, results: ReadonlyMap<string, ResimResult>, engine: string, late: boolean): ExerciseGrade {
  const { course, submission, student } = plan;
  const max = pointsOf(course, def);
  const params = def.params({ course: course.course, student });
  const entry = submission.exercises.find((e) => e.id === def.id);
  const base = { id: def.id, chapter: def.chapter, max, notes: [] as Localised[] };
  if (!entry) {
    return { ...base, points: 0, answer: null, feedback: { verdict: 'incomplete', score: 0, message: both('grade.notSubmitted') } };
  }
  const notes: Localised[] = [];
  if (!sameParams(entry.params, params)) notes.push(both('grade.paramsDiffer', { student: student ?? '—' }));
  const answer = entry.answer as Answer;
  const tolerance = toleranceOf(course, def);
  let runs: RunRecordLike[] = entry.runs as RunRecordLike[];
  let prediction: ExerciseGrade['prediction'];
  let key: Answer | null = def.kind === 'run-and-report' ? null : def.key(params);
  if (def.kind === 'run-and-report') {
    const checked: RunRecordLike[] = [];
    for (const run of runsToCheck(def, entry, params)) {
      const res = results.get(stableStringify(run.scenario));
      if (!res || 'error' in res) {
        notes.push(both('grade.runFailed', { detail: res && 'error' in res ? res.error : '?' }));
        return { ...base, notes, points: 0, answer, forged: false, feedback: { verdict: 'wrong', score: 0, message: both('grade.runFailedShort') } };
      }
      if (run.engine === engine) {
        const d = summaryDifference(run.summary, res.summary);
        if (d) {
          notes.push(both('grade.runMismatch', { field: d.path, found: show(d.found), expected: show(d.expected) }));
          return { ...base, notes, points: 0, answer, forged: true, feedback: { verdict: 'wrong', score: 0, message: both('grade.runMismatchShort') } };
        }
        checked.push(run);
      } else {
        // Another engine version: never silently. The re-simulation is what is graded.
        notes.push(both('grade.engineDiffers', { found: run.engine, engine }));
        checked.push({ ...run, engine, summary: res.summary });
      }
    }
    // Runs of another experiment stay in, so the check can say which field differs.
    runs = checked.length > 0 ? checked : runs;
    if (checked.length > 0 && def.keyFromRun) key = def.keyFromRun(params, checked[0]);
    if (def.predictionField && entry.prediction && checked.length > 0 && def.keyFromRun) {
      const simulated = def.keyFromRun(params, checked[0])[def.predictionField];
      prediction = { value: entry.prediction.skipped ? null : readNumber(entry.prediction.value), simulated: typeof simulated === 'number' ? simulated : null };
    }
  }
  const feedback = def.check(params, answer, tolerance === undefined ? { runs } : { tolerance, runs });
  let points = round2(feedback.score * max);
  if (late && course.late === 'zero') points = 0;
  const out: ExerciseGrade = { ...base, notes, points, answer, key, feedback };
  if (prediction) out.prediction = prediction;
  return out;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Grades a planned submission with the re-simulated summaries (by job key). */
export function finishGrading(plan: GradePlan, results: ReadonlyMap<string, ResimResult>, engine: string): GradeResult {
  const { submission, course } = plan;
  const notes: Localised[] = [];
  const fileCourse = normaliseId(submission.course);
  if (fileCourse !== normaliseId(course.course)) notes.push(both('grade.courseDiffers', { found: submission.course ?? '—', course: course.course }));
  if (plan.student !== submission.student && normaliseId(plan.student) !== normaliseId(submission.student)) {
    notes.push(both('grade.studentDiffers', { found: submission.student ?? '—', student: plan.student ?? '—' }));
  }
  if (normaliseId(plan.student) === null) notes.push(both('grade.noStudent'));
  if (submission.engine !== engine) notes.push(both('grade.engineFile', { found: submission.engine, engine }));
  const late = course.deadline !== undefined && Date.parse(submission.created) > Date.parse(course.deadline);
  if (late) notes.push(both(course.late === 'zero' ? 'grade.lateZero' : 'grade.late', { deadline: course.deadline! }));
  const exercises = assignedExercises(course).map((def) => gradeExercise(plan, def, results, engine, late));
  return {
    file: plan.file,
    student: plan.student,
    course: course.course,
    lang: submission.lang,
    error: null,
    exercises,
    score: round2(exercises.reduce((s, e) => s + e.points, 0)),
    max: exercises.reduce((s, e) => s + e.max, 0),
    late,
    created: submission.created,
    notes,
    predictions: submission.predictions,
  };
}

/** A file that could not be read or validated: a zero for every exercise, and the reason. */
export function failedGrade(file: string, course: Course, error: Localised, lang: Lang = 'es'): GradeResult {
  const exercises = assignedExercises(course).map((def): ExerciseGrade => ({
    id: def.id, chapter: def.chapter, max: pointsOf(course, def), points: 0, notes: [], answer: null,
    feedback: { verdict: 'incomplete', score: 0, message: error },
  }));
  return {
    file, student: null, course: course.course, lang, error, exercises, score: 0,
    max: exercises.reduce((s, e) => s + e.max, 0), late: false, created: null, notes: [], predictions: [],
  };
}
