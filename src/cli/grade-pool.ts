// Re-simulation for `cli grade` (and `cli key`, `grade --bench`) on the worker-thread pool of
// worker-pool.ts (also used by `cli sweep`). A job that fails (a scenario the engine refuses) is
// an answer too: it never stops the batch.
import type { RunRecord } from '../sim/record/run-record';
import type { FromGradeWorker, ToGradeWorker } from './grade-worker';
import { runPoolSync } from './worker-pool';

export class GradePoolError extends Error {}

export type SimOutcome = { record: RunRecord } | { error: string };

/** Simulates every scenario on `size` worker threads; results by index, whatever the pool size. */
export function simulateAllSync(
  scenarios: readonly unknown[],
  size: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): SimOutcome[] {
  const results: SimOutcome[] = new Array<SimOutcome>(scenarios.length);
  runPoolSync<Exclude<FromGradeWorker, { type: 'fatal' }>>({
    worker: 'grade-worker',
    count: scenarios.length,
    job: (i): ToGradeWorker => ({ type: 'job', index: i, scenario: scenarios[i] }),
    answer: (msg) => {
      results[msg.index] = msg.type === 'result' ? { record: msg.record } : { error: msg.message };
    },
    startError: GradePoolError,
    size,
    onProgress,
  });
  return results;
}
