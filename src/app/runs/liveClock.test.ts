// Two live runs on one clock (workers/live-clock.ts), as side by side runs them: Reno and CUBIC on
// the course's dumbbell, run in Node with real timers. Every batch the two hand over ends at the
// same simulated time; a pause on the first loss of either stops both at the same instant; a step,
// a round trip and a seek move both; the speed is the clock's; each finishes with its own record.
import { describe, expect, it } from 'vitest';
import { LiveClock } from '../../../workers/live-clock';
import { LiveRun, type LiveSink } from '../../../workers/live-run';
import { createSimulation, findPreset, type PauseEvent, type PauseKind, type SampleBatch } from '../../sim';

function scenario(cc: string, durationS = 6): unknown {
  const p = findPreset('lab-baseline-reno');
  if (!p) throw new Error('preset');
  const s = p.scenario as { flows: Record<string, unknown>[] };
  return { ...p.scenario, duration_s: durationS, flows: s.flows.map((f) => ({ ...f, cc })) };
}

function member(clock: LiveClock, cc: string, pauseOn: PauseKind | null, durationS = 6) {
  const sim = createSimulation(scenario(cc, durationS));
  const batches: SampleBatch[] = [];
  const events: PauseEvent[] = [];
  let done = false;
  const sink: LiveSink = {
    onBatch: (b) => batches.push(b),
    onDone: () => { done = true; },
    onError: (m) => { throw new Error(m); },
    onEvent: (e) => events.push(e),
  };
  const run = new LiveRun(sim, 1000, sink, (b) => b, pauseOn, clock);
  return { sim, run, batches, events, isDone: () => done };
}

const until = async (ok: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

describe('one clock for two runs', () => {
  it('every pair of batches ends at the same simulated time; a loss of either pauses both there', async () => {
    const clock = new LiveClock(1000);
    const a = member(clock, 'reno', 'loss');
    const b = member(clock, 'cubic', 'loss');
    a.run.start(true);
    b.run.start(true);
    expect(clock.isPaused).toBe(true);
    a.run.resume();
    await until(() => a.events.length + b.events.length > 0);
    expect(clock.isPaused).toBe(true);
    expect(a.sim.nowNs).toBe(b.sim.nowNs);
    expect(a.sim.nowNs).toBeGreaterThan(0);
    // Same number of batches, each pair at the same time.
    expect(a.batches.length).toBe(b.batches.length);
    a.batches.forEach((x, i) => expect(x.now_s).toBe(b.batches[i].now_s));
    // Paused: both stand still.
    const at = a.sim.nowNs;
    await new Promise((r) => setTimeout(r, 60));
    expect([a.sim.nowNs, b.sim.nowNs]).toEqual([at, at]);
    // One step (one sample), one round trip of the run asked: both move by the same amount.
    b.run.step();
    expect(a.sim.nowNs).toBe(b.sim.nowNs);
    expect(a.sim.nowNs - at).toBeCloseTo(a.sim.scenario.sample_ms * 1e6, 3);
    const before = a.sim.nowNs;
    a.run.stepRtt();
    expect(a.sim.nowNs).toBe(b.sim.nowNs);
    expect((a.sim.nowNs - before) / 1e6).toBeGreaterThan(80); // 2 x 40 ms on the course's dumbbell, plus queueing
    // On to the next loss of either, then to the end: both finish, at the same time.
    const seen = a.events.length + b.events.length;
    a.run.stepEvent();
    await until(() => a.events.length + b.events.length > seen);
    expect(a.sim.nowNs).toBe(b.sim.nowNs);
    a.run.setPauseOn(null);
    b.run.setPauseOn(null);
    a.run.resume();
    await until(() => a.isDone() && b.isDone());
    expect(a.batches.at(-1)?.now_s).toBe(6);
    expect(b.batches.at(-1)?.now_s).toBe(6);
    expect(clock.size).toBe(0);
  });

  it('pausing through either run pauses the clock; the speed is the clock\'s', async () => {
    const clock = new LiveClock(1);
    const a = member(clock, 'reno', null);
    const b = member(clock, 'cubic', null);
    a.run.start(true);
    b.run.start(true);
    b.run.resume();
    b.run.setSpeed(50);
    await until(() => a.sim.nowNs > 0.5e9);
    a.run.pause();
    const at = a.sim.nowNs;
    expect(b.sim.nowNs).toBe(at);
    await new Promise((r) => setTimeout(r, 60));
    expect(b.sim.nowNs).toBe(at);
    a.run.cancel();
    b.run.cancel();
  });

  it('a run that ends first leaves the other going on the clock', async () => {
    const clock = new LiveClock(1000);
    const short = member(clock, 'reno', null, 2);
    const long = member(clock, 'cubic', null, 4);
    short.run.start(true);
    long.run.start(true);
    // Slow enough that the short one ends frames before the long one.
    long.run.setSpeed(20);
    short.run.resume();
    await until(() => short.isDone());
    expect(clock.size).toBe(1);
    await until(() => long.isDone());
    expect(long.batches.at(-1)?.now_s).toBe(4);
    expect(clock.size).toBe(0);
  });
});
