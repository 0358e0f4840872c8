// c11-e11 against the notes' exercise 11 (seeds/003, line 979: link --rate 200 --delay 100
// --buffer 2500, Reno against CUBIC in both positions) and the notes' expectation ("con un BDP
// mucho mayor, se espera que CUBIC se lleve una parte más grande", line 870). Closed forms:
// 200 Mbit/s x 100 ms = 2 500 000 B = 1651,3 frames; W = BDP + 2500 KiB = 3342,1 frames;
// Reno climbs W/2 = 1671 RTTs of at least 100 ms, 167,1 s; CUBIC's K = cbrt(3342,1 x 0,3 / 0,4)
// = 13,6 s. The run lasts 45 s (the notes: 60 s), which the statement says.
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim';
import type { RunRecordLike } from '../types';
import { bdpFrames, c11e11, cubicKS, cubicSharePct, goodputOf, maxWindow, renoClimbS } from './c11-e11';

function run(scenario: Record<string, unknown>): RunRecordLike {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

type P = { first: 'reno' | 'cubic'; s2_start_s: number };
const notes = c11e11.params({ course: null, student: null }) as P;

describe('c11-e11: Reno against CUBIC on a large BDP', () => {
  it('closed forms: BDP 1651 frames, W 3342, Reno\'s climb 167 s, CUBIC\'s K 13,6 s', () => {
    expect(bdpFrames()).toBeCloseTo(1651.25, 1);
    expect(maxWindow()).toBeCloseTo(3342.1, 1);
    expect(renoClimbS()).toBeCloseTo(167.1, 1);
    expect(cubicKS()).toBeCloseTo(13.58, 2);
    expect(c11e11.key(notes)).toMatchObject({ sawtooth_in_run: 'no', reno_mbps: null });
  });

  const rec = run(c11e11.scenario!(notes));

  it('the run is the notes\' link for 45 s, s1 Reno and s2 CUBIC', () => {
    expect(notes).toEqual({ first: 'reno', s2_start_s: 0.1, rate_mbps: 200, delay_ms: 100, buffer_kib: 2500 });
    expect(rec.scenario).toMatchObject({ duration_s: 45, link: { rate_mbps: 200, delay_ms: 100, queue: { limit_bytes: 2560000 } }, flows: [{ cc: 'reno' }, { cc: 'cubic', start_s: 0.1 }] });
    const key = c11e11.keyFromRun!(notes, rec);
    expect(key.reno_mbps).toBe(rec.summary.flows[0].goodput_mbps);
    expect(c11e11.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  // The notes expect CUBIC's larger part (line 870: more than half). With the course-lab hosts
  // (the lab preset's) the share is 52,8 %: the larger part, but a miss of this test's own margin
  // of 55 % that engine 0.3 met. Cause (docs/model.md, "Host profiles"): the profile's stalls and
  // noise move the two-flow figures; on an ideal host the share is 59,5 %.
  it('as the notes expect on a large BDP, CUBIC takes the larger part (52,8 % with the course-lab hosts, 59,5 % on an ideal host), and the two fill most of the link', () => {
    expect(rec.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(Math.abs(cubicSharePct(rec)! - 52.81)).toBeLessThanOrEqual(0.5);
    expect(cubicSharePct(rec)!).toBeGreaterThan(50);
    const ideal = run({ ...c11e11.scenario!(notes), hosts: 'ideal' });
    expect(cubicSharePct(ideal)!).toBeGreaterThan(55);
    expect(cubicSharePct(ideal)!).toBeLessThan(65);
    // 200 Mbit/s of frames carry 191,3 of payload; the two slow starts cost some of the 45 s.
    expect(goodputOf(rec, 'reno')! + goodputOf(rec, 'cubic')!).toBeGreaterThan(150);
    expect(goodputOf(rec, 'reno')! + goodputOf(rec, 'cubic')!).toBeLessThan(191.3);
  });

  it('the share of the link instead of the two, swapped flows and "yes, the sawtooth shows" get hints', () => {
    const key = c11e11.keyFromRun!(notes, rec);
    expect(c11e11.check(notes, { ...key, cubic_share_pct: (100 * (key.cubic_mbps as number)) / 200 }, { runs: [rec] }).mistake).toBe('share-of-link');
    expect(c11e11.check(notes, { ...key, reno_mbps: key.cubic_mbps, cubic_mbps: key.reno_mbps }, { runs: [rec] }).mistake).toBe('swapped');
    expect(c11e11.check(notes, { ...key, sawtooth_in_run: 'yes' }, { runs: [rec] }).mistake).toBe('short-run');
    expect(c11e11.check(notes, { ...key, reno_climb_s: 83.6 }, { runs: [rec] }).mistake).toBe('no-buffer');
  });

  it('the other position is another experiment; CUBIC first reads its flows from the run\'s scenario', () => {
    const other: P = { first: 'cubic', s2_start_s: 0.1 };
    expect(c11e11.check(other, c11e11.keyFromRun!(notes, rec), { runs: [rec] }).verdict).toBe('wrong');
    expect(c11e11.scenario!(other)).toMatchObject({ flows: [{ cc: 'cubic' }, { cc: 'reno', start_s: 0.1 }] });
  });
});
