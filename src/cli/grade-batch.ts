// Grading a batch of submission files against a course from the command line: read each file
// (its size checked before it is read; an unreadable one is a message and a zero), then the
// grading core (src/grader/gradeClass.ts, the same code as the /grade page) plans the class, the
// distinct scenarios run on worker threads, and the core grades and writes every output.
// Shared by `cli grade` and `grade --bench`.
import { readFileSync, statSync } from 'node:fs';
import { ENGINE_NAME } from '../sim/version';
import { MAX_SUBMISSION_BYTES, tooBig, type Course, type Lang, type ResimResult } from '../exercises';
import { both } from '../exercises/text';
import { finishClass, planClass, type ClassFile, type ClassOutputs, type Lms } from '../grader';
import { failedGrade } from '../exercises/grading';
import { GradePoolError, simulateAllSync } from './grade-pool';
import { CliError } from './io';
import { defaultJobs } from './sweep';

export interface GradeStats {
  submissions: number;
  /** Runs attached to the answers that were re-simulated (before merging identical ones). */
  runs: number;
  /** Distinct scenarios simulated. */
  simulated: number;
  workers: number;
  simulateMs: number;
  totalMs: number;
}

export interface GradeFilesOptions {
  jobs?: number;
  expectStudent?: string | null;
  uploaders?: string | null;
  resimulateOtherEngines?: boolean;
  lms?: Lms | null;
  lang?: Lang;
  /** The grader's clock for "from the future" and the report's date (ms since 1970). */
  now?: number;
  clock?: () => number;
}

type Read = { file: ClassFile } | { failed: ReturnType<typeof failedGrade> };

function readOne(name: string, course: Course): Read {
  try {
    const size = statSync(name).size;
    if (size > MAX_SUBMISSION_BYTES) return { failed: failedGrade(name, course, tooBig(size, MAX_SUBMISSION_BYTES)) };
    return { file: { name, content: readFileSync(name) } };
  } catch (e) {
    return { failed: failedGrade(name, course, both('cli.unreadable', { code: (e as NodeJS.ErrnoException).code ?? 'error' })) };
  }
}

/** Grades files against a course; never throws for a bad submission. */
export function gradeFiles(files: readonly string[], course: Course, opts: GradeFilesOptions = {}): ClassOutputs & { stats: GradeStats } {
  const clock = opts.clock ?? (() => performance.now());
  const t0 = clock();
  const read = files.map((f) => readOne(f, course));
  // Unreadable files go through the core as empty content so every output lists them in order;
  // their own message replaces the core's below.
  const plan = planClass(read.map((r, i) => ('file' in r ? r.file : { name: files[i], content: '' })), {
    course, engine: ENGINE_NAME, lang: opts.lang ?? course.lang ?? 'es', now: opts.now ?? Date.now(),
    uploaders: opts.uploaders ?? null, expectStudent: opts.expectStudent ?? null,
    resimulateOtherEngines: opts.resimulateOtherEngines === true, lms: opts.lms ?? null,
  });
  read.forEach((r, i) => {
    if ('failed' in r) plan.files[i] = { name: files[i], plan: null, failed: r.failed };
  });
  const workers = Math.max(1, Math.min(opts.jobs ?? defaultJobs(), plan.jobs.length || 1));
  const t1 = clock();
  let outcomes;
  try {
    outcomes = simulateAllSync(plan.jobs.map((j) => j.scenario), workers);
  } catch (e) {
    if (e instanceof GradePoolError) throw new CliError(e.message);
    throw e;
  }
  const t2 = clock();
  const resim = new Map<string, ResimResult>();
  plan.jobs.forEach((j, i) => {
    const o = outcomes[i];
    resim.set(j.key, 'error' in o ? { error: o.error } : { summary: o.record.summary as unknown as Extract<ResimResult, { summary: unknown }>['summary'], engine: o.record.engine });
  });
  const out = finishClass(plan, resim);
  return { ...out, stats: { submissions: files.length, runs: plan.runs, simulated: plan.jobs.length, workers, simulateMs: t2 - t1, totalMs: clock() - t0 } };
}
