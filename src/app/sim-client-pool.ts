// A pool of dedicated workers for sweeps and side-by-side runs: its size, its watchdog, its end.
import { HEARTBEAT_EVERY_MS, HEARTBEAT_TIMEOUT_MS, type PoolWorker, type WorkerPort } from './sim-client-types';

/** At most this many pool workers, whatever the machine reports (memory, and a fair share of a classroom laptop). */
const MAX_POOL = 8;

export function sweepPoolSize(jobs: number, hardware = typeof navigator === 'undefined' ? 2 : navigator.hardwareConcurrency || 2): number {
  return Math.max(1, Math.min(jobs, MAX_POOL, hardware));
}

export interface Pool {
  members: PoolWorker[];
  /** Stops the watchdog and terminates every member (idempotent). */
  teardown(): void;
}

/**
 * Hands items 0..count-1 out to the pool's members in order, each member taking the next as soon
 * as its `work` settles, until all are taken or `stopped()` says so. Resolves when every lane ends.
 */
export async function runLanes(pool: Pool, count: number, stopped: () => boolean, work: (m: PoolWorker, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async (m: PoolWorker): Promise<void> => {
    while (!stopped() && next < count) await work(m, next++);
  };
  await Promise.all([...pool.members].map(lane));
}

/** Starts `size` workers and watches them; `crashed` is called when one throws, dies or hangs. */
export function startPool(port: WorkerPort, size: number, crashed: (message: string) => void): Pool {
  const members: PoolWorker[] = [];
  for (let i = 0; i < size; i++) members.push(port.spawn(crashed));
  let watchdog: ReturnType<typeof setInterval> | null = setInterval(() => {
    for (const m of members) {
      const timeout = setTimeout(() => crashed('the worker stopped responding'), HEARTBEAT_TIMEOUT_MS);
      m.remote.heartbeat().then(() => clearTimeout(timeout), () => clearTimeout(timeout));
    }
  }, HEARTBEAT_EVERY_MS);
  return {
    members,
    teardown() {
      if (watchdog !== null) clearInterval(watchdog);
      watchdog = null;
      for (const m of members.splice(0)) m.terminate();
    },
  };
}
