import { describe, expect, it } from 'vitest';
import { cwndAtLoss, ecnSamples, lossSamples, phaseIntervals, phaseOf } from './phases';

describe('phaseOf', () => {
  it('reads slow start, congestion avoidance, CWR, recovery and loss from the series', () => {
    expect(phaseOf(40, NaN, 0)).toBe('slowStart'); // no ssthresh yet
    expect(phaseOf(100, 168, 0)).toBe('slowStart');
    expect(phaseOf(200, 168, 0)).toBe('avoidance');
    expect(phaseOf(200, 168, 1)).toBe('avoidance'); // disorder: still growing
    expect(phaseOf(337, 337, 3)).toBe('recovery');
    expect(phaseOf(337, 337, 2)).toBe('cwr'); // an ECN reduction is not a loss recovery
    expect(phaseOf(1, 100, 4)).toBe('loss');
    expect(phaseOf(NaN, NaN, 0)).toBeNull();
  });
});

describe('phaseIntervals', () => {
  // Samples of the engine's Reno run on the course's link (t, cwnd, ssthresh, state).
  const rows: [number, number, number, number][] = [
    [0.1, 40, NaN, 0], [0.2, 160, NaN, 0], [0.3, 554, NaN, 0], [0.4, 337, 337, 3], [0.5, 335, 337, 3],
    [0.6, 337, 337, 0], [0.7, 243, 168, 3], [0.8, 169, 168, 0], [0.9, 171, 168, 0],
  ];
  const t = rows.map((r) => r[0]);
  const cwnd = rows.map((r) => r[1]);
  const ss = rows.map((r) => r[2]);
  const st = rows.map((r) => r[3]);

  it('merges consecutive samples of one phase, each sample covering the period before it', () => {
    expect(phaseIntervals(t, cwnd, ss, st, rows.length)).toEqual([
      { phase: 'slowStart', from: 0, to: 0.3 },
      { phase: 'recovery', from: 0.3, to: 0.5 },
      { phase: 'avoidance', from: 0.5, to: 0.6 },
      { phase: 'recovery', from: 0.6, to: 0.7 },
      { phase: 'avoidance', from: 0.7, to: 0.9 },
    ]);
  });

  it('covers the run without holes or overlaps', () => {
    const iv = phaseIntervals(t, cwnd, ss, st, rows.length);
    for (let i = 1; i < iv.length; i++) expect(iv[i].from).toBe(iv[i - 1].to);
  });

  it('uses only the valid prefix', () => {
    expect(phaseIntervals(t, cwnd, ss, st, 2)).toEqual([{ phase: 'slowStart', from: 0, to: 0.2 }]);
  });
});

describe('lossSamples', () => {
  it('marks the start of each loss episode, not every sample of it', () => {
    const state = [0, 0, 3, 3, 0, 3, 0, 0, 0, 0];
    const retrans = [0, 0, 250, 341, 341, 343, 343, 343, 343, 343];
    expect(lossSamples(state, retrans, state.length)).toEqual([2, 5]);
  });
  it('sees an episode shorter than a sample in the retransmission counter', () => {
    const state = [0, 0, 0, 0, 0];
    const retrans = [0, 0, 2, 2, 4];
    expect(lossSamples(state, retrans, 5)).toEqual([2, 4]);
  });
  it('does not count the retransmissions that go on during one episode twice', () => {
    const state = [0, 0, 0, 0];
    const retrans = [0, 5, 9, 9];
    expect(lossSamples(state, retrans, 4)).toEqual([1]);
  });
});

describe('cwndAtLoss', () => {
  it('takes the peak window around the loss', () => {
    const t = [10.8, 10.9, 11.0, 11.1, 11.2];
    const cwnd = [333, 334, 336, 240, 200];
    expect(cwndAtLoss(t, cwnd, 5, 11.05, 0.1)).toBe(336);
  });
});

describe('ecnSamples', () => {
  it('finds each entry into CWR (a window reduction on ECN marks), not recovery or loss', () => {
    // open, cwr, cwr, open, recovery, open, cwr, loss, cwr
    const state = [0, 2, 2, 0, 3, 0, 2, 4, 2];
    expect(ecnSamples(state, state.length)).toEqual([1, 6, 8]);
    expect(ecnSamples([2, 2, 0], 3)).toEqual([0]);
    expect(ecnSamples(state, 3)).toEqual([1]); // only the samples received so far
  });
});
