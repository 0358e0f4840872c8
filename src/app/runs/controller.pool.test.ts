// runAllToEndInStore: scenarios simulated side by side on the worker pool land in the store as
// runs (queued, running with their progress, done with their record, or failed on their own), and
// cancelling one stops the pool. The pool itself (runParallel) is replaced by a fake here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ParallelCallbacks } from '../sim-client';
import type { RunRecord } from '../../sim';

const pool = vi.hoisted(() => ({
  callbacks: null as ParallelCallbacks | null,
  cancelled: 0,
  settle: (_e?: Error) => undefined as void,
}));

vi.mock('../sim-client', () => {
  class SweepCancelled extends Error {}
  return {
    SweepCancelled,
    WorkerFailed: class WorkerFailed extends Error {},
    WORKER_HUNG_MESSAGE: 'the worker stopped responding',
    runToEnd: vi.fn(),
    startLiveRun: vi.fn(),
    runParallel(_scenarios: readonly unknown[], callbacks: ParallelCallbacks) {
      pool.callbacks = callbacks;
      let reject: (e: Error) => void = () => undefined;
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pool.settle = (e?: Error) => (e ? reject(e) : resolve());
      return {
        done,
        workers: 2,
        cancel() {
          pool.cancelled += 1;
          reject(new SweepCancelled());
        },
      };
    },
  };
});

const { canRetryRun, cancelRun, removeRunsOf, runAllToEndInStore } = await import('./controller');
const { workerFailureText } = await import('./runMessages');
const { runsStore, sierraStore } = await import('../../store');

function record(duration: number): RunRecord {
  return {
    version: 1, engine: 'test', scenario: { duration_s: duration } as RunRecord['scenario'],
    summary: { flows: [], pings: [], queue: { drops: 0, marks: 0, max_bytes: 0, drops_overlimit: 0, drops_aqm: 0, ce_marks: 0, sce_marks: 0 }, jain: 1, events: 1 },
  } as RunRecord;
}

const statuses = (ids: readonly string[]) => ids.map((id) => runsStore.get(id)?.status);

describe('runs side by side on the pool, in the store', () => {
  beforeEach(() => {
    removeRunsOf('cmp');
    pool.cancelled = 0;
  });

  it('each scenario is a run: queued, running with its progress, then done or failed on its own', async () => {
    const ids = runAllToEndInStore([{ duration_s: 10 }, { duration_s: 10 }, { duration_s: 10 }], { owner: 'cmp', labels: ['frct', 'cubic', 'reno'] });
    expect(ids).toHaveLength(3);
    expect(statuses(ids)).toEqual(['queued', 'queued', 'queued']);
    expect(runsStore.get(ids[1])?.label).toBe('cubic');
    pool.callbacks!.onProgress(0, 0.5);
    expect(runsStore.get(ids[0])?.status).toBe('running');
    // The progress is the simulated time reached: half of 10 s.
    expect(sierraStore.getState().runNow[ids[0]]).toBe(5);
    pool.callbacks!.onRecord(0, record(10));
    pool.callbacks!.onRunError(1, 'flows[0].cc: "x" is not valid');
    pool.callbacks!.onRecord(2, record(10));
    pool.settle();
    await Promise.resolve();
    expect(statuses(ids)).toEqual(['done', 'failed', 'done']);
    expect(runsStore.get(ids[0])?.record?.engine).toBe('test');
    expect(runsStore.get(ids[1])?.error).toContain('flows[0].cc');
    expect(pool.cancelled).toBe(0);
  });

  it('cancelling one stops the pool; the finished stay, the others end cancelled', async () => {
    const ids = runAllToEndInStore([{ duration_s: 5 }, { duration_s: 5 }], { owner: 'cmp' });
    pool.callbacks!.onRecord(0, record(5));
    pool.callbacks!.onProgress(1, 0.2);
    cancelRun(ids[1]);
    expect(pool.cancelled).toBe(1);
    expect(statuses(ids)).toEqual(['done', 'cancelled']);
    // A late answer from the pool changes nothing.
    pool.callbacks!.onRecord(1, record(5));
    await new Promise((r) => setTimeout(r, 0));
    expect(statuses(ids)).toEqual(['done', 'cancelled']);
  });

  it('a worker that crashes fails the unfinished runs with its message; leaving the page stops the pool', async () => {
    const ids = runAllToEndInStore([{ duration_s: 5 }, { duration_s: 5 }], { owner: 'cmp' });
    pool.callbacks!.onRecord(0, record(5));
    pool.settle(new Error('the worker stopped responding'));
    await new Promise((r) => setTimeout(r, 0));
    expect(statuses(ids)).toEqual(['done', 'failed']);
    // In the page's words (runMessages.ts), and worth a retry: the scenario was not at fault.
    expect(runsStore.get(ids[1])?.error).toBe(workerFailureText('the worker stopped responding'));
    expect(canRetryRun(ids[1])).toBe(true);
    const more = runAllToEndInStore([{ duration_s: 5 }], { owner: 'cmp' });
    removeRunsOf('cmp');
    expect(pool.cancelled).toBe(1);
    expect(runsStore.get(more[0])).toBeUndefined();
  });
});
