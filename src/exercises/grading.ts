// Grading one submission against a course, in two halves around the re-simulation (which the
// command line runs on worker threads, the /grade page on web workers): planGrading checks that
// each attached run is the assigned experiment (the whole normalised scenario), estimates what it
// would cost and lists the runs to re-simulate; finishGrading compares each with the figures in
// the file and checks every answer against the key of *this* student's parameters. Pure: no
// Node, no engine; the caller supplies the re-simulated summaries. What it finds beside the
// answers is a list of findings (findings.ts).
import { assignedExercises, pointsOf, toleranceOf, type Course } from './course';
import type { Finding, FindingKind } from './findings';
import { FUTURE_SLACK_MS, instantMs } from './instants';
import { assignedScenario, freeFieldsOf, normaliseScenario, runMismatch, scenarioEvents } from './runs';
import { normaliseId } from './seed';
import type { Submission, SubmissionExercise } from './submission';
import { both } from './text';
import type { Answer, ExerciseDef, ExerciseParams, Feedback, Lang, Localised, RunRecordLike, RunSummaryLike } from './types';
import { readNumber } from './check';

export interface ResimJob {
  /** Stable text of the normalised scenario: identical runs (many students, one experiment) simulate once. */
  key: string;
  scenario: Record<string, unknown>;
  /** Estimated events (src/sim/scenario/cost.ts). */
  events: number;
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
  /** Checks the student made (null: the lab did not record them). */
  attempts?: number | null;
}

export interface GradeResult {
  file: string;
  /** The id graded as, normalised (normaliseId); null without one. */
  student: string | null;
  /** The id as the file (or the uploader list) wrote it, when it differs from `student`. */
  studentRaw?: string | null;
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
  /** Everything the grader caught or must tell (tags on stdout, the CSV's flags, the report). */
  findings: Finding[];
}

export interface GradeOptions {
  /** The id this file counts for (Gradescope's uploader, the uploader list); default the file's own. */
  expectStudent?: string;
  /** The grader's engine, "sierra 0.4.0" (only runs of this version can be verified by re-simulation). */
  engine?: string;
  /** Re-simulate runs of another engine version and grade against the re-simulation (still flagged). */
  resimulateOtherEngines?: boolean;
  /** The grader's clock, ms since 1970 (files dated after it are from the future). */
  now?: number;
  /** An uploader list was given and does not name this file: whose it is, is unknown. */
  unmapped?: boolean;
}

export interface CostLimit {
  events: number;
  limit: number;
  scope: 'job' | 'file';
}

export interface GradePlan {
  file: string;
  submission: Submission;
  course: Course;
  student: string | null;
  jobs: ResimJob[];
  /** Runs not simulated because they would cost too much, by job key. */
  refused: Map<string, CostLimit>;
  options: GradeOptions;
}

/** JSON with object keys sorted, so equal scenarios have equal keys (inputs are depth-limited when parsed). */
export function stableStringify(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableStringify).join(',')}]`;
  if (typeof v === 'object' && v !== null) {
    return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${stableStringify((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** A run in the file, checked against the assigned experiment. */
interface RunCheck {
  run: RunRecordLike;
  /** Set when it is the experiment: the job key of its normalised scenario. */
  key: string | null;
  scenario: Record<string, unknown> | null;
  mismatch: { path: string; expected: unknown; found: unknown } | null;
}

const expectedEventsCache = new Map<string, number>();

function checkRuns(def: ExerciseDef, entry: SubmissionExercise | undefined, params: ExerciseParams): RunCheck[] {
  if (!entry || def.kind !== 'run-and-report') return [];
  let expected: Record<string, unknown> | null;
  try {
    expected = assignedScenario(def, params);
  } catch {
    expected = null;
  }
  if (!expected) return [];
  const free = freeFieldsOf(def);
  return (entry.runs as RunRecordLike[]).map((run) => {
    const mismatch = runMismatch(run, expected, free);
    if (mismatch) return { run, key: null, scenario: null, mismatch };
    const n = normaliseScenario(run.scenario);
    const scenario = n.ok ? n.scenario : null;
    return { run, key: scenario ? stableStringify(scenario) : null, scenario, mismatch: null };
  });
}

/** Estimated events of the assigned experiment (cached: a class has few distinct ones per exercise). */
function expectedEvents(def: ExerciseDef, params: ExerciseParams): number {
  const s = assignedScenario(def, params);
  if (!s) return 0;
  const k = stableStringify(s);
  let events = expectedEventsCache.get(k);
  if (events === undefined) {
    if (expectedEventsCache.size > 5000) expectedEventsCache.clear();
    events = scenarioEvents(s);
    expectedEventsCache.set(k, events);
  }
  return events;
}

/** A run may cost this many times the assigned experiment (a finer recorder), plus a little. */
export const JOB_COST_FACTOR = 4;
export const JOB_COST_FLOOR = 200_000;
/** A file's distinct runs together may cost this many times its assigned experiments. */
export const FILE_COST_FACTOR = 3;

function effectiveStudent(sub: Submission, expect: string | undefined): string | null {
  return normaliseId(expect !== undefined ? expect : sub.student);
}

function courseEngine(course: Course, opts: GradeOptions): string | undefined {
  return course.engine ?? opts.engine;
}

/** Whether this run is re-simulated: it is the experiment and either verifiable or the instructor asked. */
function wantsResim(run: RunRecordLike, opts: GradeOptions): boolean {
  return opts.engine === undefined || run.engine === opts.engine || opts.resimulateOtherEngines === true;
}

/** Which runs need re-simulating before this submission can be graded, and which cost too much. */
export function planGrading(file: string, submission: Submission, course: Course, opts: GradeOptions = {}): GradePlan {
  const student = effectiveStudent(submission, opts.expectStudent);
  const jobs = new Map<string, ResimJob>();
  const refused = new Map<string, CostLimit>();
  let fileBudget = 1_000_000;
  let spent = 0;
  const wanted: { key: string; scenario: Record<string, unknown>; limit: number }[] = [];
  for (const def of assignedExercises(course)) {
    if (def.kind !== 'run-and-report') continue;
    const params = def.params({ course: course.course, student });
    const entry = submission.exercises.find((e) => e.id === def.id);
    const base = expectedEvents(def, params);
    fileBudget += FILE_COST_FACTOR * base;
    for (const c of checkRuns(def, entry, params)) {
      if (c.key && c.scenario && wantsResim(c.run, opts)) wanted.push({ key: c.key, scenario: c.scenario, limit: JOB_COST_FACTOR * base + JOB_COST_FLOOR });
    }
  }
  for (const w of wanted) {
    if (jobs.has(w.key) || refused.has(w.key)) continue;
    const events = scenarioEvents(w.scenario);
    if (events > w.limit) refused.set(w.key, { events, limit: w.limit, scope: 'job' });
    else if (spent + events > fileBudget) refused.set(w.key, { events: spent + events, limit: fileBudget, scope: 'file' });
    else {
      spent += events;
      jobs.set(w.key, { key: w.key, scenario: w.scenario, events });
    }
  }
  return { file, submission, course, student, jobs: [...jobs.values()], refused, options: opts };
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

const show = (v: unknown) => (typeof v === 'number' ? String(Number(v.toPrecision(6))) : JSON.stringify(v) ?? 'null');

/** A prediction's revisions committed after the lab showed the result (instants compared). */
export function changedAfterResult(p: { shown?: string; first?: { t: string }; revisions?: { t: string }[] } | undefined): number {
  const shown = instantMs(p?.shown);
  if (!p || shown === null) return 0;
  const firstLate = p.first && (instantMs(p.first.t) ?? -Infinity) > shown ? 1 : 0;
  return firstLate + (p.revisions ?? []).filter((r) => (instantMs(r.t) ?? -Infinity) > shown).length;
}

function attemptsOf(entry: SubmissionExercise): number | null {
  if (entry.checks === undefined && entry.checked === undefined) return null;
  return Math.max(entry.checks ?? 0, entry.checked?.length ?? 0);
}

interface ExerciseOutcome {
  grade: ExerciseGrade;
  findings: Finding[];
}

function finding(kind: FindingKind, exercise: string | undefined, key: string, vars: Record<string, string | number> = {}): Finding {
  const f: Finding = { kind, message: both(`findings.${key}`, { exercise: exercise ?? '', ...vars }) };
  if (exercise !== undefined) f.exercise = exercise;
  return f;
}

function gradeExercise(plan: GradePlan, def: ExerciseDef, results: ReadonlyMap<string, ResimResult>, late: boolean): ExerciseOutcome {
  const { course, submission, student, options } = plan;
  const max = pointsOf(course, def);
  const params = def.params({ course: course.course, student });
  const entry = submission.exercises.find((e) => e.id === def.id);
  const base = { id: def.id, chapter: def.chapter, max, notes: [] as Localised[] };
  const findings: Finding[] = [];
  if (!entry) {
    return { findings, grade: { ...base, points: 0, answer: null, feedback: { verdict: 'incomplete', score: 0, message: both('grade.notSubmitted') } } };
  }
  const notes: Localised[] = [];
  const flag = (f: Finding) => {
    findings.push(f);
    notes.push(f.message);
  };
  if (!sameParams(entry.params, params)) flag(finding('params', def.id, 'params', { student: student ?? '—' }));
  const attempts = attemptsOf(entry);
  if (course.maxAttempts !== undefined && attempts !== null && attempts > course.maxAttempts) {
    flag(finding('over-cap', def.id, 'overCap', { attempts, cap: course.maxAttempts }));
  }
  const changed = changedAfterResult(entry.prediction);
  if (changed > 0) flag(finding('prediction-changed', def.id, 'predictionChanged', { count: changed }));
  const answer = entry.answer as Answer;
  const tolerance = toleranceOf(course, def);
  const wanted = courseEngine(course, options);
  let runs: RunRecordLike[] = entry.runs as RunRecordLike[];
  let prediction: ExerciseGrade['prediction'];
  let key: Answer | null = def.kind === 'run-and-report' ? null : def.key(params);
  const zero = (message: string, forged: boolean): ExerciseOutcome => ({
    findings,
    grade: { ...base, notes, points: 0, answer, forged, attempts, feedback: { verdict: 'wrong', score: 0, message: both(message) } },
  });
  if (def.kind === 'run-and-report') {
    const checked: RunRecordLike[] = [];
    for (const c of checkRuns(def, entry, params)) {
      if (c.mismatch) {
        flag(finding('other-experiment', def.id, 'otherExperiment', { field: c.mismatch.path, found: show(c.mismatch.found), expected: show(c.mismatch.expected) }));
        continue;
      }
      const otherEngine = wanted !== undefined && c.run.engine !== wanted;
      const verifiable = options.engine === undefined || c.run.engine === options.engine;
      if (otherEngine) {
        const how = verifiable ? 'engineVerified' : options.resimulateOtherEngines ? 'engineResimulated' : 'engineUnverified';
        flag(finding('engine', def.id, how, { found: c.run.engine, engine: wanted, grader: options.engine ?? wanted }));
      }
      if (!verifiable && !options.resimulateOtherEngines) {
        // Another version, not re-simulated: graded on its own figures, never replaced, flagged above.
        checked.push(c.run);
        continue;
      }
      const limit = c.key ? plan.refused.get(c.key) : undefined;
      if (limit) {
        flag(finding('cost', def.id, limit.scope === 'job' ? 'costJob' : 'costFile', { events: Math.round(limit.events), limit: Math.round(limit.limit) }));
        return zero('findings.costShort', false);
      }
      const res = c.key ? results.get(c.key) : undefined;
      if (!res || 'error' in res) {
        flag(finding('run-failed', def.id, 'runFailed', { detail: res && 'error' in res ? res.error : '?' }));
        return zero('grade.runFailedShort', false);
      }
      if (verifiable) {
        const d = summaryDifference(c.run.summary, res.summary);
        if (d) {
          flag(finding('forged', def.id, 'forged', { field: d.path, found: show(d.found), expected: show(d.expected) }));
          return zero('grade.runMismatchShort', true);
        }
        checked.push(c.run);
      } else checked.push({ ...c.run, engine: res.engine, summary: res.summary });
    }
    // Runs of another experiment stay in when none is right, so the check can say which field differs.
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
  const out: ExerciseGrade = { ...base, notes, points, answer, key, feedback, attempts };
  if (prediction) out.prediction = prediction;
  return { grade: out, findings };
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}

/** Grades a planned submission with the re-simulated summaries (by job key). */
export function finishGrading(plan: GradePlan, results: ReadonlyMap<string, ResimResult>, engine?: string): GradeResult {
  if (engine !== undefined && plan.options.engine === undefined) plan = { ...plan, options: { ...plan.options, engine } };
  const { submission, course, options } = plan;
  const findings: Finding[] = [];
  const fileCourse = normaliseId(submission.course);
  if (fileCourse !== normaliseId(course.course)) findings.push(finding('course', undefined, 'course', { found: submission.course ?? '—', course: course.course }));
  const ownId = normaliseId(submission.student);
  if (plan.student !== ownId) {
    const f = finding('id-differs', undefined, 'idDiffers', { found: submission.student ?? '—', student: plan.student ?? '—' });
    if (ownId !== null) f.other = ownId;
    findings.push(f);
  }
  if (options.unmapped) findings.push(finding('id-differs', undefined, 'unmapped'));
  if (plan.student === null) findings.push(finding('no-id', undefined, 'noId'));
  const wanted = courseEngine(course, options);
  if (wanted !== undefined && submission.engine !== wanted) findings.push(finding('engine', undefined, 'engineFile', { found: submission.engine, engine: wanted }));
  if (submission.rerun) findings.push(finding('rerun', undefined, 'rerun', { from: submission.rerun.from, count: submission.rerun.runs }));
  const created = instantMs(submission.created);
  const deadline = instantMs(course.deadline);
  const late = deadline !== null && created !== null && created > deadline;
  if (late) findings.push(finding('late', undefined, course.late === 'zero' ? 'lateZero' : 'late', { deadline: course.deadline! }));
  if (options.now !== undefined && created !== null && created > options.now + FUTURE_SLACK_MS) {
    findings.push(finding('future', undefined, 'future', { created: submission.created }));
  }
  const lessonChanged = submission.predictions.reduce((n, p) => n + changedAfterResult(p), 0);
  if (lessonChanged > 0) findings.push(finding('prediction-changed', undefined, 'lessonPredictionChanged', { count: lessonChanged }));
  const outcomes = assignedExercises(course).map((def) => gradeExercise(plan, def, results, late));
  const exercises = outcomes.map((o) => o.grade);
  const out: GradeResult = {
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
    notes: findings.map((f) => f.message),
    predictions: submission.predictions,
    findings: [...findings, ...outcomes.flatMap((o) => o.findings)],
  };
  const raw = submission.student;
  if (raw !== null && raw !== ownId) {
    out.studentRaw = raw;
    // The id as typed, differing only in case, spaces or NBSP: the same student, said once.
    if (ownId === plan.student) out.findings.push(finding('id-variant', undefined, 'idVariant', { raw: JSON.stringify(raw), student: plan.student ?? '—' }));
  }
  return out;
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
    findings: [{ kind: 'unreadable', message: error }],
  };
}
