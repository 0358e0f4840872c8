// Grading a class in the tab: the /grade page's side of what `cli grade` does in
// src/cli/grade-batch.ts, with the same core (src/grader: planFiles, finishClass). Files are read
// one by one (a file over the size limit is refused on its size, never read); the core plans the
// class on the main thread (parsing and checks, no simulation); the distinct scenarios go to
// `simulate` (the page passes the worker pool, a test an in-process engine); the core grades and
// writes every output. No DOM and no network here: nothing leaves the instructor's computer.
import { ENGINE_NAME } from '../../sim/version';
import type { Course, Lang } from '../../exercises';
import { finishClass, planFiles, resimResults, sizeRefusal, unreadable, type ClassOutputs, type Lms, type ReadFile, type SimOutcome } from '../../grader';

/** A submission as the page holds it: a File, or anything with a size and bytes. */
export interface SubmissionSource {
  name: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

export interface TabGradeOptions {
  course: Course;
  lang: Lang;
  uploaders?: string | null;
  resimulateOtherEngines?: boolean;
  lms?: Lms | null;
  /** The grader's clock (ms since 1970). */
  now?: number;
}

export type Phase =
  | { phase: 'reading'; done: number; total: number }
  | { phase: 'simulating'; done: number; total: number }
  | { phase: 'writing' };

/** Re-simulates the scenarios (results by index), telling how many are done. */
export type Simulate = (scenarios: readonly Record<string, unknown>[], onProgress: (done: number) => void) => Promise<SimOutcome[]>;

export interface TabGradeStats {
  submissions: number;
  /** Runs attached across the class to re-simulate (before merging identical ones). */
  runs: number;
  /** Distinct scenarios simulated. */
  simulated: number;
}

/** Lets the page paint between steps of a long batch. */
const breathe = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function readOne(s: SubmissionSource): Promise<ReadFile> {
  const refused = sizeRefusal(s.size);
  if (refused) return { name: s.name, failed: refused };
  try {
    return { name: s.name, content: await s.bytes() };
  } catch (e) {
    return { name: s.name, failed: unreadable(e instanceof Error && e.name ? e.name : 'error') };
  }
}

/**
 * Grades the files against the course; never throws for a bad submission (only for a bad
 * uploader list, UploadersError, as the command stops on it).
 */
export async function gradeInTab(
  sources: readonly SubmissionSource[],
  options: TabGradeOptions,
  simulate: Simulate,
  onPhase: (p: Phase) => void = () => undefined,
): Promise<ClassOutputs & { stats: TabGradeStats }> {
  const read: ReadFile[] = [];
  for (const s of sources) {
    onPhase({ phase: 'reading', done: read.length, total: sources.length });
    read.push(await readOne(s));
    if (read.length % 50 === 0) await breathe();
  }
  onPhase({ phase: 'reading', done: read.length, total: sources.length });
  await breathe();
  const plan = planFiles(read, {
    course: options.course, engine: ENGINE_NAME, lang: options.lang, now: options.now ?? Date.now(),
    uploaders: options.uploaders ?? null, expectStudent: null,
    resimulateOtherEngines: options.resimulateOtherEngines === true, lms: options.lms ?? null,
  });
  const total = plan.jobs.length;
  onPhase({ phase: 'simulating', done: 0, total });
  const outcomes = total ? await simulate(plan.jobs.map((j) => j.scenario), (done) => onPhase({ phase: 'simulating', done, total })) : [];
  onPhase({ phase: 'writing' });
  await breathe();
  const out = finishClass(plan, resimResults(plan.jobs, outcomes));
  return { ...out, stats: { submissions: sources.length, runs: plan.runs, simulated: total } };
}

/** A File as a submission source. */
export function fileSource(name: string, file: Blob): SubmissionSource {
  return { name, size: file.size, bytes: async () => new Uint8Array(await file.arrayBuffer()) };
}
