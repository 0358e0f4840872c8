// The worker client's parts, driven through a fake WorkerPort (no Worker, no Comlink).
import { describe, expect, it, vi } from 'vitest';
import { ask, type Failure, type SimRemote, type WorkerPort } from './sim-client-types';
import { cachedCcs } from './sim-client-queries';
import { startPool, sweepPoolSize } from './sim-client-pool';

function fakePort(remote: Partial<SimRemote>) {
  const waiting = new Set<Failure>();
  const spawned: { terminated: boolean }[] = [];
  const port: WorkerPort = {
    remote: () => remote as SimRemote,
    track(f) {
      waiting.add(f);
      return () => waiting.delete(f);
    },
    spawn() {
      const m = { terminated: false };
      spawned.push(m);
      return { remote: remote as SimRemote, terminate: () => { m.terminated = true; } };
    },
    proxy: (v) => v,
    reportCrash: () => undefined,
  };
  return { port, waiting, spawned, failAll: (msg: string) => [...waiting].forEach((f) => f(msg)) };
}

describe('sim-client parts', () => {
  it('ask rejects with the worker failure while the call is pending, and untracks when it answers', async () => {
    const never = new Promise<string[]>(() => undefined);
    const f = fakePort({ ccAvailable: () => never });
    const asked = ask(f.port, (r) => r.ccAvailable());
    expect(f.waiting.size).toBe(1);
    f.failAll('the worker stopped responding');
    await expect(asked).rejects.toThrow('the worker stopped responding');
    const g = fakePort({ ccAvailable: () => Promise.resolve(['reno']) });
    await expect(ask(g.port, (r) => r.ccAvailable())).resolves.toEqual(['reno']);
    expect(g.waiting.size).toBe(0);
  });

  it('the available controls are asked once; a failed answer is asked again', async () => {
    let calls = 0;
    const f = fakePort({ ccAvailable: () => (++calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve(['reno', 'cubic'])) });
    const ccs = cachedCcs(f.port);
    await expect(ccs()).rejects.toThrow('boom');
    await expect(ccs()).resolves.toEqual(['reno', 'cubic']);
    await ccs();
    expect(calls).toBe(2);
  });

  it('pool size: at least 1, at most the jobs, the cores and 8', () => {
    expect(sweepPoolSize(0, 4)).toBe(1);
    expect(sweepPoolSize(3, 4)).toBe(3);
    expect(sweepPoolSize(20, 4)).toBe(4);
    expect(sweepPoolSize(20, 64)).toBe(8);
  });

  it('a pool starts its workers and its teardown terminates each once', () => {
    vi.useFakeTimers();
    try {
      const f = fakePort({ heartbeat: () => Promise.resolve(0) });
      const pool = startPool(f.port, 3, () => undefined);
      expect(pool.members).toHaveLength(3);
      pool.teardown();
      pool.teardown();
      expect(f.spawned.every((m) => m.terminated)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
