// Running one job and reading its figures. Pure and synchronous: the CLI's worker threads and the
// browser's workers call these (the browser worker slices the run itself to stay responsive).
import { createSimulation } from '../simulation';
import type { RunRecord } from '../record/run-record';
import { evalExpr } from './expr';
import { compileCollect } from './expand';
import type { SweepJob, SweepJobResult } from './types';

/** The figures of one run, by name (null where a figure has no numeric value). */
export function collectFigures(collect: Record<string, string>, record: Pick<RunRecord, 'summary' | 'scenario'>): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const [name, e] of compileCollect(collect)) out[name] = evalExpr(e, { summary: record.summary, scenario: record.scenario });
  return out;
}

/** Simulates one job to its end and collects its figures. */
export function runSweepJob(job: SweepJob, collect: Record<string, string>): SweepJobResult {
  const sim = createSimulation(job.scenario);
  sim.runToEnd();
  return { index: job.index, figures: collectFigures(collect, sim.record()), events: sim.events };
}
