// The /grade page's re-simulations on the app's pool of simulation workers (sim-client's
// runParallel, as side-by-side runs use it): never on the main thread. A scenario the engine
// refuses is that job's answer (the core reports it on the file); a worker that crashes or hangs
// ends its pool, and the jobs not yet answered are tried once more on a new pool, then answered
// with the failure, so the batch still finishes with every output.
import type { SimOutcome } from '../../grader';
import { runParallel, SweepCancelled, type ParallelRun } from '../sim-client';

/** Pools tried for the jobs still unanswered when a worker fails. */
const POOL_TRIES = 2;

export class GradeCancelled extends Error {}

export interface PoolSimulation {
  done: Promise<SimOutcome[]>;
  cancel(): void;
}

export function simulateOnPool(scenarios: readonly Record<string, unknown>[], onProgress: (done: number) => void): PoolSimulation {
  const outcomes: (SimOutcome | undefined)[] = new Array<SimOutcome | undefined>(scenarios.length).fill(undefined);
  let answered = 0;
  let current: ParallelRun | null = null;
  let cancelled = false;
  const answer = (i: number, o: SimOutcome) => {
    if (outcomes[i] !== undefined) return;
    outcomes[i] = o;
    answered++;
    onProgress(answered);
  };
  const run = async (): Promise<SimOutcome[]> => {
    let failure = '';
    for (let t = 0; t < POOL_TRIES && answered < scenarios.length; t++) {
      const left = outcomes.flatMap((o, i) => (o === undefined ? [i] : []));
      current = runParallel(left.map((i) => scenarios[i]), {
        onProgress: () => undefined,
        onRecord: (k, record) => answer(left[k], { record: { summary: record.summary, engine: record.engine } }),
        onRunError: (k, message) => answer(left[k], { error: message }),
      });
      try {
        await current.done;
      } catch (e) {
        if (cancelled || e instanceof SweepCancelled) throw new GradeCancelled('cancelled');
        failure = e instanceof Error ? e.message : String(e);
      }
    }
    if (cancelled) throw new GradeCancelled('cancelled');
    return outcomes.map((o) => o ?? { error: `the simulation worker failed: ${failure}` });
  };
  return {
    done: run(),
    cancel() {
      cancelled = true;
      current?.cancel();
    },
  };
}
