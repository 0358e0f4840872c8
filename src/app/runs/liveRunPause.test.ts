// The worker's live run stopping by itself (workers/live-run.ts), run in Node with real timers:
// paced at top speed, it must pause within one sample period of the first fast recovery of the
// same scenario's record, step to the next one, and step by one round trip.
import { describe, expect, it } from 'vitest';
import { LiveRun, type LiveSink } from '../../../workers/live-run';
import { createSimulation, findPreset, type PauseEvent, type SampleBatch } from '../../sim';

function scenario(): unknown {
  const p = findPreset('lab-baseline-reno');
  if (!p) throw new Error('preset');
  return { ...p.scenario, duration_s: 6 };
}

function liveRun(pauseOn: 'loss' | null) {
  const sim = createSimulation(scenario());
  const events: PauseEvent[] = [];
  const batches: SampleBatch[] = [];
  let waiting: ((e: PauseEvent) => void) | null = null;
  let ended: () => void = () => undefined;
  const sink: LiveSink = {
    onBatch: (b) => batches.push(b),
    onDone: () => ended(),
    onError: (m) => { throw new Error(m); },
    onEvent: (e) => { events.push(e); waiting?.(e); waiting = null; },
  };
  const run = new LiveRun(sim, 1000, sink, (b) => b, pauseOn);
  const nextEvent = () => new Promise<PauseEvent>((resolve) => { waiting = resolve; });
  const end = () => new Promise<void>((resolve) => { ended = resolve; });
  return { sim, run, events, batches, nextEvent, end };
}

describe('LiveRun pauses on an event', () => {
  const reference = createSimulation(scenario());
  reference.runToEnd();
  const losses = reference.record().summary.flows[0].loss_events;
  const sampleS = reference.scenario.sample_ms / 1000;

  it('stops within one sample of the first fast recovery, the batch shows it, and resumes to the next', async () => {
    const { sim, run, batches, nextEvent } = liveRun('loss');
    const first = nextEvent();
    run.start();
    const e = await first;
    const pausedAt = sim.nowNs / 1e9;
    expect(e.tS).toBe(losses[0]);
    expect(pausedAt - losses[0]).toBeGreaterThanOrEqual(0);
    expect(pausedAt - losses[0]).toBeLessThanOrEqual(sampleS + 1e-9);
    expect(batches[batches.length - 1].now_s).toBe(pausedAt);
    // Paused: time stands still.
    await new Promise((r) => setTimeout(r, 60));
    expect(sim.nowNs / 1e9).toBe(pausedAt);
    // Next event: the second recovery of the record.
    const second = nextEvent();
    run.stepEvent();
    const e2 = await second;
    expect(e2.tS).toBe(losses[1]);
    expect(sim.nowNs / 1e9 - losses[1]).toBeLessThanOrEqual(sampleS + 1e-9);
    run.cancel();
  });

  it('steps by one round trip (the flow smoothed RTT), and by one sample', () => {
    const { sim, run } = liveRun(null);
    run.start(true);
    run.step();
    expect(sim.nowNs / 1e9).toBeCloseTo(sampleS, 9);
    for (let i = 0; i < 5; i++) run.step();
    const srtt = sim.observe().tcp[0].srttMs;
    expect(srtt).toBeGreaterThan(80); // 2 x 40 ms on the course's dumbbell, plus queueing
    const before = sim.nowNs;
    run.stepRtt();
    expect((sim.nowNs - before) / 1e6).toBeCloseTo(srtt, 6);
    run.cancel();
  });

  it('without pauseOn it never stops by itself', async () => {
    const { sim, run, events, end } = liveRun(null);
    const finished = end();
    run.start();
    await finished;
    expect(events).toHaveLength(0);
    expect(sim.done).toBe(true);
  });
});
