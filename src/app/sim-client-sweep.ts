// Sweeps: expansion and aggregation run in the shared worker (the engine's schema stays out of the
// page); the jobs run on a pool of dedicated workers, terminated when the sweep ends or is cancelled.
import type { SweepPresetInfo } from '../../workers/sweep-api';
import type { SweepJobResult, SweepResult } from '../sim/sweep';
import { ask, messageOf, type WorkerPort } from './sim-client-types';
import { runLanes, startPool, sweepPoolSize, type Pool } from './sim-client-pool';
import type { SweepOverBudget } from './runs/budget';
import { sweepBudget } from './runs/budgetParam';

export interface SweepProgress {
  done: number;
  total: number;
  /** Jobs done plus the running jobs' fractions, over the total: 0..1. */
  fraction: number;
  workers: number;
}

export interface SweepOutcome {
  result: SweepResult;
  csv: string;
  differenceCsv: string | null;
}

export interface SweepRun {
  /** Resolves with the rows; rejects with the validation, engine or worker message, SweepRefused or SweepCancelled. */
  done: Promise<SweepOutcome>;
  cancel(): void;
}

export class SweepCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'SweepCancelled';
  }
}

/** A sweep refused before any job started: its jobs together are over the browser's budget. */
export class SweepRefused extends Error {
  constructor(readonly over: SweepOverBudget) {
    super(`sweep over the browser budget: ${over.jobs} jobs, about ${over.estimate} events, limit ${over.limit}`);
    this.name = 'SweepRefused';
  }
}

export function sweepPresetsOn(port: WorkerPort): Promise<SweepPresetInfo[]> {
  return ask(port, (remote) => remote.sweepPresets());
}

export function checkSweepOn(port: WorkerPort, input: unknown): Promise<number> {
  return ask(port, (remote) => remote.prepareSweep(input)).then(({ jobs }) => jobs.length);
}

/**
 * Runs a sweep on a pool of workers. Results are keyed by job index: the same whatever the pool
 * size. A sweep whose jobs together are over `budget` events is refused (SweepRefused) before
 * any pool worker starts.
 */
export function runSweepOn(port: WorkerPort, input: unknown, onProgress: (p: SweepProgress) => void, budget: number = sweepBudget()): SweepRun {
  let finished = false;
  let pool: Pool | null = null;
  let rejectRun: (e: Error) => void = () => undefined;
  const stop = (error: Error, crash: boolean) => {
    if (finished) return;
    finished = true;
    pool?.teardown();
    if (crash) port.reportCrash(error.message);
    rejectRun(error);
  };

  const done = new Promise<SweepOutcome>((resolve, reject) => {
    rejectRun = reject;
    const main = port.remote();
    const untrack = port.track((message) => stop(new Error(message), false));
    const run = async (): Promise<SweepOutcome> => {
      const { sweep, jobs } = await main.prepareSweep(input);
      if (finished) throw new SweepCancelled();
      // The cost estimate parses scenarios (the engine's schema): loaded with the first sweep, not the page.
      const { sweepOverBudget } = await import('./runs/budget');
      const over = sweepOverBudget(jobs.map((j) => j.scenario), budget);
      if (over) throw new SweepRefused(over);
      const size = sweepPoolSize(jobs.length);
      const results: SweepJobResult[] = [];
      const partial = new Map<number, number>();
      const report = () => {
        let running = 0;
        for (const f of partial.values()) running += f;
        onProgress({ done: results.length, total: jobs.length, fraction: jobs.length ? (results.length + running) / jobs.length : 1, workers: size });
      };
      report();
      pool = startPool(port, size, (message) => stop(new Error(message), true));
      await runLanes(pool, jobs.length, () => finished, async (m, next) => {
        const job = jobs[next];
        partial.set(job.index, 0);
        const progress = port.proxy((f: number) => { if (!finished) { partial.set(job.index, f); report(); } });
        const r = await m.remote.runSweepJob(job, sweep.collect, progress);
        partial.delete(job.index);
        results.push(r);
        report();
      });
      if (finished) throw new SweepCancelled();
      pool.teardown();
      return main.finishSweep(sweep, jobs, results);
    };
    run().then(
      (outcome) => {
        untrack();
        if (finished) return;
        finished = true;
        resolve(outcome);
      },
      (error: unknown) => {
        untrack();
        stop(error instanceof SweepCancelled || error instanceof SweepRefused ? error : new Error(messageOf(error)), false);
      },
    );
  });
  return { done, cancel: () => stop(new SweepCancelled(), false) };
}
