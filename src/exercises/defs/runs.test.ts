// The run-and-report exercises on real runs of the engine (short ones): the key is read from the
// attached run, the run must be the experiment asked for, and the figures land where the notes'
// measurements on the course's Linux lab put them.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim';
import type { RunRecordLike } from '../types';
import { c2lab1 } from './c2-lab1';
import { c4lab1, predictedMaxRttMs } from './c4-lab1';

function run(scenario: Record<string, unknown>): RunRecordLike {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

describe('c2-lab1: a fixed window on the course link', () => {
  const notes = c2lab1.params({ course: null, student: null });
  const rec = run(c2lab1.scenario!(notes));

  it('runs the preset with the window held at the student\'s cwnd for 5 s', () => {
    expect(notes).toEqual({ cwnd: 239, rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 });
    expect(rec.scenario).toMatchObject({ duration_s: 5, flows: [{ cc: 'reno', cwnd_fixed: 239 }] });
    expect(c2lab1.form(notes)).toMatchObject({ kind: 'run-and-report', widget: { preset: 'lab-baseline-reno', set: { 'flows[0].cwnd_fixed': 239 } } });
  });

  it('cwnd 239 gives a median RTT near the notes\' 58 ms (measured on the course\'s Linux lab)', () => {
    const key = c2lab1.keyFromRun!(notes, rec);
    // The notes' figure: 74 frames queued and "el RTT sube a 58 ms"; the simulator's base RTT
    // is ~0,5 ms longer (fixed-window.test.ts): 3 %.
    expect(Math.abs((key.rtt_ms as number) / 58 - 1)).toBeLessThan(0.03);
    expect(c2lab1.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  it('the minimum RTT reported instead of the median, and the link rate as goodput, get hints', () => {
    const key = c2lab1.keyFromRun!(notes, rec);
    const f = c2lab1.check(notes, { rtt_ms: rec.summary.flows[0].rtt_ms!.min, goodput_mbps: key.goodput_mbps }, { runs: [rec] });
    expect(f.mistake).toBe('reported-min');
    expect(c2lab1.check(notes, { rtt_ms: 40, goodput_mbps: key.goodput_mbps }, { runs: [rec] }).mistake).toBe('base-rtt');
    expect(c2lab1.check(notes, { rtt_ms: key.rtt_ms, goodput_mbps: 50 }, { runs: [rec] }).mistake).toBe('link-rate');
  });

  it('a run of another window is not the experiment: the message names the field', () => {
    const bob = { ...notes, cwnd: 150 };
    const f = c2lab1.check(bob, c2lab1.keyFromRun!(notes, rec), { runs: [rec] });
    expect(f.verdict).toBe('wrong');
    expect(f.message.en).toMatch(/flows\[0\]\.cwnd_fixed is 239, it should be 150/);
    expect(f.message.es).toMatch(/flows\[0\]\.cwnd_fixed vale 239 y debería valer 150/);
  });

  it('under the BDP the RTT stays at the base and goodput drops (cwnd 100: ~30 Mbit/s in the notes)', () => {
    const p = { ...notes, cwnd: 100 };
    const key = c2lab1.keyFromRun!(p, run(c2lab1.scenario!(p)));
    expect(key.rtt_ms as number).toBeLessThan(42);
    // Notes: 100 packets of 1500 B in 40 ms = 30 Mbit/s; of payload 100 x 1448 x 8 / 40,5 ms = 28,6.
    expect(Math.abs((key.goodput_mbps as number) / 28.6 - 1)).toBeLessThan(0.05);
  });
});

describe('c4-lab1: the Reno sawtooth with a per-student buffer', () => {
  const notes = c4lab1.params({ course: null, student: null });
  const rec = run(c4lab1.scenario!(notes));

  // Miss, pinned: the largest RTT 115,0 ms with the course-lab hosts (the lab preset's) against
  // the notes' 83 ms (band 3 %). Cause (docs/model.md, "Host profiles"): a stall of r1 (20 ms)
  // with the queue full adds its time to the queue's 41 ms. On an ideal host: 81,4 ms, in the band.
  it('250 KiB: the largest RTT 115,0 ms with the course-lab hosts, a miss of the notes\' 83 ms and the closed form 40 + 41 ms (81,4 on an ideal host)', () => {
    const key = c4lab1.keyFromRun!(notes, rec);
    expect(predictedMaxRttMs(notes as Parameters<typeof predictedMaxRttMs>[0])).toBeCloseTo(80.96, 2);
    expect(rec.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(Math.abs((key.rtt_max_ms as number) - 115.02)).toBeLessThanOrEqual(1);
    expect(key.rtt_max_ms as number).toBeGreaterThan(83 * 1.03);
    const ideal = c4lab1.keyFromRun!(notes, run({ ...c4lab1.scenario!(notes), hosts: 'ideal' }));
    // Notes (trace-reno.csv): the RTT's sawtooth peaks at 83 ms with the queue full: 3 %.
    expect(Math.abs((ideal.rtt_max_ms as number) / 83 - 1)).toBeLessThan(0.03);
    // Two reductions from slow start's overshoot and one per ~10,4 s sawtooth (notes) in 30 s.
    expect(key.loss_events).toBeGreaterThanOrEqual(4);
    expect(c4lab1.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  it('counting only the sawtooth\'s losses names the slow-start ones', () => {
    const key = c4lab1.keyFromRun!(notes, rec);
    const sawtoothOnly = rec.summary.flows[0].loss_events!.filter((t) => t > 2).length;
    const f = c4lab1.check(notes, { ...key, loss_events: sawtoothOnly }, { runs: [rec] });
    expect(f.mistake).toBe('slow-start-losses');
  });

  it('the smallest and largest buffers drawn still show two sawtooth losses in 30 s', () => {
    // The corners of the drawn ranges (issue 22): the slowest sawtooth (50 Mbit/s, 40 ms, 1,2 BDP)
    // and the smallest buffer (30 Mbit/s, 28 ms, 0,4 BDP).
    for (const p of [{ rate_mbps: 50, rtt_ms: 40, buffer_kib: 293 }, { rate_mbps: 30, rtt_ms: 28, buffer_kib: 41 }]) {
      const r = run(c4lab1.scenario!(p));
      expect(r.summary.flows[0].loss_events!.filter((t) => t > 2).length, JSON.stringify(p)).toBeGreaterThanOrEqual(2);
      expect(r.summary.flows[0].rtt_ms!.max).toBeGreaterThan(predictedMaxRttMs(p) * 0.97);
    }
  });
});
