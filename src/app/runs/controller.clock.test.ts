// Runs on one clock (side by side): the controller starts the runs of linked owners on one clock
// of the worker, holds a launch's runs at time 0 until all have started and then releases them,
// and keeps the store in step for all of them when one is paused, resumed, sped up, stopped at an
// event or cancelled. The worker client is replaced by a fake here.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveCallbacks } from '../sim-client';
import type { PauseEvent } from '../../sim';
import type * as SimClientTypes from '../sim-client-types';

interface FakeLive { scenario: unknown; speed: number; callbacks: LiveCallbacks; paused: boolean; clock: number | null; calls: string[] }
const fake = vi.hoisted(() => ({ live: [] as FakeLive[] }));

vi.mock('../sim-client', async () => {
  const types = await vi.importActual<typeof SimClientTypes>('../sim-client-types');
  class SweepCancelled extends Error {}
  return {
    SweepCancelled,
    WorkerFailed: types.WorkerFailed,
    WORKER_HUNG_MESSAGE: types.WORKER_HUNG_MESSAGE,
    startLiveRun(scenario: unknown, speed: number, callbacks: LiveCallbacks, _o: unknown, paused: boolean, _p: unknown, clock: number | null) {
      const run: FakeLive = { scenario, speed, callbacks, paused, clock, calls: [] };
      fake.live.push(run);
      const call = (name: string) => (x?: unknown) => { run.calls.push(x === undefined ? name : `${name}:${String(x)}`); };
      return { pause: call('pause'), resume: call('resume'), step: call('step'), cancel: call('cancel'), setSpeed: call('speed'), stepEvent: call('stepEvent'), setPauseOn: call('pauseOn') };
    },
    runToEnd: () => new Promise(() => undefined),
    runParallel: () => ({ done: new Promise<void>(() => undefined), workers: 1, cancel: () => undefined }),
  };
});

const { linkClock, pauseRun, removeRun, removeRunsOf, resumeRun, setRunSpeed, startRun, cancelRun, stepRunEvent } = await import('./controller');
const { runsStore } = await import('../../store');

const SCENARIO = { version: 1, duration_s: 5, flows: [{ id: 's1' }] };
const status = (id: string) => runsStore.get(id)?.status;

describe('runs on one clock', () => {
  beforeEach(() => {
    for (const o of ['x:a', 'x:b', 'solo']) removeRunsOf(o);
    fake.live.length = 0;
  });

  it('a launch of two is held at time 0 until both have started, then released by one resume', () => {
    const clock = linkClock(['x:a', 'x:b']);
    clock.expect(2);
    const a = startRun(SCENARIO, { owner: 'x:a', speed: 2 });
    expect(fake.live[0]).toMatchObject({ paused: true, clock: expect.any(Number) });
    expect(fake.live[0].calls).toEqual([]);
    const b = startRun(SCENARIO, { owner: 'x:b', speed: 7 });
    expect(fake.live[1].clock).toBe(fake.live[0].clock);
    // Released together: the first resume reaches the shared clock (the second is a no-op there).
    expect(fake.live[0].calls).toEqual(['resume']);
    expect([status(a), status(b)]).toEqual(['running', 'running']);
    // One speed: the launch's first.
    expect(runsStore.get(b)?.speed).toBe(2);
    clock.close();
  });

  it('pause, resume, speed, a stop at an event and cancel reach every run of the clock', () => {
    const clock = linkClock(['x:a', 'x:b']);
    clock.expect(2);
    const a = startRun(SCENARIO, { owner: 'x:a' });
    const b = startRun(SCENARIO, { owner: 'x:b' });
    const solo = startRun(SCENARIO, { owner: 'solo' });
    expect(fake.live[2].clock).toBeNull();
    pauseRun(a);
    expect([status(a), status(b), status(solo)]).toEqual(['paused', 'paused', 'running']);
    expect(fake.live[1].calls).not.toContain('pause');
    resumeRun(b);
    expect([status(a), status(b)]).toEqual(['running', 'running']);
    setRunSpeed(b, 20);
    expect([runsStore.get(a)?.speed, runsStore.get(b)?.speed, runsStore.get(solo)?.speed]).toEqual([20, 20, 1]);
    // Run b stopped at a loss: a stops with it, without the event.
    fake.live[1].callbacks.onEvent?.({ kind: 'loss' } as PauseEvent);
    expect([status(a), status(b)]).toEqual(['paused', 'paused']);
    expect(runsStore.get(b)?.stop).toMatchObject({ kind: 'loss' });
    expect(runsStore.get(a)?.stop ?? null).toBeNull();
    stepRunEvent(a, 'loss');
    expect([status(a), status(b)]).toEqual(['running', 'running']);
    expect(runsStore.get(b)?.options.pauseOn).toBe('loss');
    cancelRun(a);
    expect([status(a), status(b), status(solo)]).toEqual(['cancelled', 'cancelled', 'running']);
    clock.close();
  });

  it('removing a run (a view clearing its own) leaves the other column going', () => {
    const clock = linkClock(['x:a', 'x:b']);
    clock.expect(2);
    const a = startRun(SCENARIO, { owner: 'x:a' });
    const b = startRun(SCENARIO, { owner: 'x:b' });
    removeRun(a);
    expect(runsStore.get(a)).toBeUndefined();
    expect(status(b)).toBe('running');
    clock.close();
  });

  it('a run joining a paused clock starts paused; a launch missing a run is released after a second', async () => {
    vi.useFakeTimers();
    try {
      const clock = linkClock(['x:a', 'x:b']);
      clock.expect(2);
      const a = startRun(SCENARIO, { owner: 'x:a' });
      expect(fake.live[0].calls).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(fake.live[0].calls).toEqual(['resume']);
      pauseRun(a);
      const b = startRun(SCENARIO, { owner: 'x:b' });
      expect(fake.live[1].paused).toBe(true);
      expect(status(b)).toBe('paused');
      clock.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
