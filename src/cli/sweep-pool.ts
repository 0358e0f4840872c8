// `cli sweep` and `cli bench` on the worker-thread pool of worker-pool.ts (also used by
// `cli grade`). Results are keyed by job index, so they do not depend on the pool size; a job
// that fails stops the sweep.
import type { SweepJob, SweepJobResult } from '../sim/sweep';
import type { FromWorker, ToWorker } from './sweep-worker';
import { runPoolSync } from './worker-pool';

export class PoolError extends Error {}

/** Runs every job on `size` worker threads; `onProgress(done, total)` is called at least every 250 ms. */
export function runJobsSync(
  jobs: readonly SweepJob[],
  collect: Record<string, string>,
  size: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): SweepJobResult[] {
  const results: SweepJobResult[] = new Array<SweepJobResult>(jobs.length);
  // Where each job's answer goes: its place in `jobs` (a shard's jobs are not 0..n-1).
  const place = new Map(jobs.map((j, i) => [j.index, i]));
  runPoolSync<Exclude<FromWorker, { type: 'fatal' }>>({
    worker: 'sweep-worker',
    count: jobs.length,
    job: (i): ToWorker => ({ type: 'job', job: jobs[i], collect }),
    answer: (msg) => {
      if (msg.type === 'error') throw new PoolError(`job ${msg.index} failed: ${msg.message.split('\n')[0]}`);
      results[place.get(msg.index)!] = { index: msg.index, figures: msg.figures, events: msg.events };
    },
    startError: PoolError,
    size,
    onProgress,
  });
  return results;
}
