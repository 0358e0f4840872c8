// Grading a batch of submission files against a course from the command line: read each file
// (its size checked before it is read; an unreadable one is a message and a zero), then the
// grading core (src/grader/gradeClass.ts, the same code as the /grade page) plans the class, the
// distinct scenarios run on worker threads, and the core grades and writes every output.
// Shared by `cli grade` and `grade --bench`.
import { readFileSync, statSync } from 'node:fs';
import { ENGINE_NAME } from '../sim/version';
import type { Course, Lang } from '../exercises';
import { finishClass, planFiles, resimResults, sizeRefusal, unreadable, type ClassOutputs, type Lms, type ReadFile } from '../grader';
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

function readOne(name: string): ReadFile {
  try {
    const refused = sizeRefusal(statSync(name).size);
    if (refused) return { name, failed: refused };
    return { name, content: readFileSync(name) };
  } catch (e) {
    return { name, failed: unreadable((e as NodeJS.ErrnoException).code ?? 'error') };
  }
}

/** Grades files against a course; never throws for a bad submission. */
export function gradeFiles(files: readonly string[], course: Course, opts: GradeFilesOptions = {}): ClassOutputs & { stats: GradeStats } {
  const clock = opts.clock ?? (() => performance.now());
  const t0 = clock();
  // Unreadable files keep their place in every output (planFiles, shared with the /grade page).
  const plan = planFiles(files.map((f) => readOne(f)), {
    course, engine: ENGINE_NAME, lang: opts.lang ?? course.lang ?? 'es', now: opts.now ?? Date.now(),
    uploaders: opts.uploaders ?? null, expectStudent: opts.expectStudent ?? null,
    resimulateOtherEngines: opts.resimulateOtherEngines === true, lms: opts.lms ?? null,
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
  const out = finishClass(plan, resimResults(plan.jobs, outcomes));
  return { ...out, stats: { submissions: files.length, runs: plan.runs, simulated: plan.jobs.length, workers, simulateMs: t2 - t1, totalMs: clock() - t0 } };
}
