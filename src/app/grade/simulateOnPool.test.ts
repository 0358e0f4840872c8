// The /grade page's pool of re-simulations: answers by job index; a refused scenario is that
// job's answer; a worker failure retries the unanswered jobs once on a new pool, then answers
// them with the failure (the batch still finishes); cancel rejects with GradeCancelled.
// runParallel is replaced by a scripted pool: no worker starts here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParallelCallbacks } from '../sim-client';

type Script = (scenarios: readonly unknown[], cb: ParallelCallbacks) => Promise<void>;
const pools: Script[] = [];
const sizes: number[] = [];

vi.mock('../sim-client', () => {
  class SweepCancelled extends Error {}
  return {
    SweepCancelled,
    runParallel: (scenarios: readonly unknown[], cb: ParallelCallbacks) => {
      sizes.push(scenarios.length);
      const script = pools.shift()!;
      let reject: (e: Error) => void = () => undefined;
      const done = new Promise<void>((res, rej) => {
        reject = rej;
        script(scenarios, cb).then(res, rej);
      });
      return { done, cancel: () => reject(new SweepCancelled('cancelled')), workers: 2 };
    },
  };
});

const { simulateOnPool, GradeCancelled } = await import('./simulateOnPool');

const record = (s: unknown) => ({ summary: { s }, engine: 'sierra 0.0.0' }) as never;
const scenarios = [{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }];

beforeEach(() => {
  pools.length = 0;
  sizes.length = 0;
});

describe('simulateOnPool', () => {
  it('answers every job by index, a refused scenario with its message', async () => {
    pools.push(async (sc, cb) => {
      // Out of order, as lanes finish.
      for (const i of [2, 0, 3]) cb.onRecord(i, record(sc[i]));
      cb.onRunError(1, 'flows[0].cc: bogus is not a congestion control');
    });
    const done: number[] = [];
    const out = await simulateOnPool(scenarios, (d) => done.push(d)).done;
    expect(out.map((o) => ('error' in o ? o.error : (o.record.summary as { s: { n: number } }).s.n))).toEqual([0, 'flows[0].cc: bogus is not a congestion control', 2, 3]);
    expect(done).toEqual([1, 2, 3, 4]);
  });

  it('retries the unanswered jobs once after a worker failure, then answers them with it', async () => {
    pools.push(async (sc, cb) => {
      cb.onRecord(1, record(sc[1]));
      throw new Error('the worker stopped responding');
    });
    pools.push(async (sc, cb) => {
      // The second pool has jobs 0, 2, 3 as its 0, 1, 2.
      cb.onRecord(1, record(sc[1]));
      throw new Error('the worker stopped responding');
    });
    const out = await simulateOnPool(scenarios, () => undefined).done;
    expect(sizes).toEqual([4, 3]);
    expect(out.map((o) => ('error' in o ? o.error : 'ok'))).toEqual([
      'the simulation worker failed: the worker stopped responding', 'ok', 'ok', 'the simulation worker failed: the worker stopped responding',
    ]);
  });

  it('rejects with GradeCancelled when cancelled', async () => {
    pools.push(() => new Promise<void>(() => undefined));
    const run = simulateOnPool(scenarios, () => undefined);
    run.cancel();
    await expect(run.done).rejects.toBeInstanceOf(GradeCancelled);
  });
});
