// Several whole runs side by side on a pool of workers. Each scenario is its own run with its own
// progress and outcome (one refused scenario does not stop the others); the pool is terminated
// when every run has ended or on cancel.
import type { RunRecord } from '../sim';
import { messageOf, type WorkerPort } from './sim-client-types';
import { runLanes, startPool, sweepPoolSize, type Pool } from './sim-client-pool';
import { SweepCancelled } from './sim-client-sweep';

export interface ParallelCallbacks {
  onProgress(index: number, fraction: number): void;
  onRecord(index: number, record: RunRecord): void;
  /** The engine refused or failed this run (the others go on). */
  onRunError(index: number, message: string): void;
}

export interface ParallelRun {
  /** Resolves when every run has ended; rejects with SweepCancelled or a worker failure. */
  done: Promise<void>;
  cancel(): void;
  /** Pool size used. */
  workers: number;
}

export function runParallelOn(port: WorkerPort, scenarios: readonly unknown[], callbacks: ParallelCallbacks): ParallelRun {
  let finished = false;
  const size = sweepPoolSize(scenarios.length);
  let pool: Pool | null = null;
  let rejectRun: (e: Error) => void = () => undefined;
  const stop = (error: Error, crash: boolean) => {
    if (finished) return;
    finished = true;
    pool?.teardown();
    if (crash) port.reportCrash(error.message);
    rejectRun(error);
  };
  const done = new Promise<void>((resolve, reject) => {
    rejectRun = reject;
    const started = startPool(port, size, (message) => stop(new Error(message), true));
    pool = started;
    runLanes(started, scenarios.length, () => finished, async (m, index) => {
      const progress = port.proxy((f: number) => { if (!finished) callbacks.onProgress(index, f); });
      try {
        const record = await m.remote.runToEnd(scenarios[index], progress);
        if (!finished) callbacks.onRecord(index, record);
      } catch (error) {
        if (!finished) callbacks.onRunError(index, messageOf(error));
      }
    }).then(() => {
      if (finished) return;
      finished = true;
      started.teardown();
      resolve();
    }, (error: unknown) => stop(new Error(messageOf(error)), false));
  });
  return { done, cancel: () => stop(new SweepCancelled(), false), workers: size };
}
