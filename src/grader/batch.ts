// What the command line and the /grade page both do around the core: a file that could not be
// read (too large before any byte is read, or unreadable) still goes through the core in its
// place, so every output lists it in order; and what the workers answered becomes the core's
// re-simulated summaries. One function each, so the two callers hand the core the same thing.
import { failedGrade, type ResimJob, type ResimResult } from '../exercises/grading';
import { tooBig } from '../exercises/jsonSafety';
import { MAX_SUBMISSION_BYTES } from '../exercises/submission';
import { both } from '../exercises/text';
import type { Localised } from '../exercises/types';
import { planClass, type ClassFile, type ClassOptions, type ClassPlan } from './gradeClass';

/** A submission as its caller read it: its bytes, or why they could not be read. */
export type ReadFile = ClassFile | { name: string; failed: Localised };

/** The refusal of a file too large to read, decided on its size alone (null: read it). */
export function sizeRefusal(bytes: number): Localised | null {
  return bytes > MAX_SUBMISSION_BYTES ? tooBig(bytes, MAX_SUBMISSION_BYTES) : null;
}

/** The message of a file the system could not read (`code`: the error's code or name). */
export function unreadable(code: string): Localised {
  return both('cli.unreadable', { code });
}

/** planClass over files some of which could not be read: those become their own zero, in place. */
export function planFiles(files: readonly ReadFile[], options: ClassOptions): ClassPlan {
  const plan = planClass(files.map((f) => ('failed' in f ? { name: f.name, content: '' } : f)), options);
  files.forEach((f, i) => {
    if ('failed' in f) plan.files[i] = { name: f.name, plan: null, failed: failedGrade(f.name, options.course, f.failed) };
  });
  return plan;
}

/** What a worker answered for one job: the run's record (its summary and engine), or the engine's refusal. */
export type SimOutcome = { record: { summary: unknown; engine: string } } | { error: string };

/** The workers' answers, by job index, as the core's re-simulated summaries by job key. */
export function resimResults(jobs: readonly ResimJob[], outcomes: readonly SimOutcome[]): Map<string, ResimResult> {
  const resim = new Map<string, ResimResult>();
  jobs.forEach((j, i) => {
    const o = outcomes[i];
    if (o === undefined) resim.set(j.key, { error: 'no answer from the simulation' });
    else if ('error' in o) resim.set(j.key, { error: o.error.split('\n')[0] });
    else resim.set(j.key, { summary: o.record.summary as Extract<ResimResult, { summary: unknown }>['summary'], engine: o.record.engine });
  });
  return resim;
}
