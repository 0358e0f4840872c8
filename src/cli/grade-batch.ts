// Grading a batch of submission files against a course: load each (a bad file is a message and
// a zero), plan the re-simulations, run the distinct scenarios on worker threads, finish each
// grade. Shared by `cli grade` and `grade --bench`.
import { ENGINE_NAME } from '../sim/version';
import {
  failedGrade, finishGrading, planGrading, type Course, type GradePlan, type GradeResult, type Lang, type ResimResult,
} from '../exercises';
import { text } from '../exercises/text';
import { loadSubmission } from './grade-files';
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

/** Grades files against a course; never throws for a bad submission. */
export function gradeFiles(files: readonly string[], course: Course, opts: { jobs?: number; expectStudent?: string | null; now?: () => number } = {}): { results: GradeResult[]; stats: GradeStats } {
  const now = opts.now ?? (() => performance.now());
  const t0 = now();
  const loaded = files.map((f) => loadSubmission(f));
  const plans: (GradePlan | null)[] = loaded.map((l) => (l.ok ? planGrading(l.file, l.submission, course, opts.expectStudent ? { expectStudent: opts.expectStudent } : {}) : null));
  const unique = new Map<string, Record<string, unknown>>();
  let runs = 0;
  for (const p of plans) {
    for (const j of p?.jobs ?? []) {
      runs++;
      unique.set(j.key, j.scenario);
    }
  }
  const workers = Math.max(1, Math.min(opts.jobs ?? defaultJobs(), unique.size || 1));
  const t1 = now();
  let outcomes;
  try {
    outcomes = simulateAllSync([...unique.values()], workers);
  } catch (e) {
    if (e instanceof GradePoolError) throw new CliError(e.message);
    throw e;
  }
  const t2 = now();
  const resim = new Map<string, ResimResult>();
  [...unique.keys()].forEach((k, i) => {
    const o = outcomes[i];
    resim.set(k, 'error' in o ? { error: o.error } : { summary: o.record.summary as unknown as Extract<ResimResult, { summary: unknown }>['summary'], engine: o.record.engine });
  });
  const results = loaded.map((l, i) => (l.ok ? finishGrading(plans[i]!, resim, ENGINE_NAME) : failedGrade(l.file, course, l.error)));
  return { results, stats: { submissions: files.length, runs, simulated: unique.size, workers, simulateMs: t2 - t1, totalMs: now() - t0 } };
}

/** The one line stdout prints per submission. */
export function summaryLine(r: GradeResult, lang: Lang): string {
  const who = r.student ?? '—';
  const score = `${String(r.score)}/${r.max}`;
  if (r.error) return `${r.file}  ${who}  ${score}  ${text(lang, 'cli.error')}: ${r.error[lang]}`;
  const count = (v: string) => r.exercises.filter((e) => e.feedback.verdict === v).length;
  const parts = [text(lang, 'cli.counts', { right: count('right'), close: count('close'), wrong: count('wrong'), missing: count('incomplete') })];
  const forged = r.exercises.filter((e) => e.forged).map((e) => e.id);
  if (forged.length) parts.push(text(lang, 'cli.forged', { ids: forged.join(', ') }));
  for (const n of r.notes) parts.push(n[lang]);
  return `${r.file}  ${who}  ${score}  ${parts.join(' · ')}`;
}
