import { describe, expect, it } from 'vitest';
import { decreaseRatios } from './decreaseRatios';
import { parseTraceCsv, TraceCsvError } from './traceCsv';

describe('parseTraceCsv', () => {
  it('reads the course format, empty ssthresh as null, any column order', () => {
    const s = parseTraceCsv('rtt_ms,t_s,ssthresh_segments,cwnd_segments\n40.6,0.0,,20\n\n81.3,0.32,358,633\n');
    expect(s).toEqual([
      { t: 0, cwnd: 20, ssthresh: null, rttMs: 40.6 },
      { t: 0.32, cwnd: 633, ssthresh: 358, rttMs: 81.3 },
    ]);
  });
  it('names the line and field at fault', () => {
    expect(() => parseTraceCsv('t_s,cwnd_segments,rtt_ms\n')).toThrow(/missing column ssthresh_segments/);
    expect(() => parseTraceCsv('t_s,cwnd_segments,ssthresh_segments,rtt_ms\n0,x,,1\n')).toThrow(/line 2: cwnd_segments/);
    expect(() => parseTraceCsv('t_s,cwnd_segments,ssthresh_segments,rtt_ms\n1,2,,1\n0,2,,1\n')).toThrow(TraceCsvError);
    expect(() => parseTraceCsv('')).toThrow(TraceCsvError);
  });
});

describe('decreaseRatios', () => {
  const sample = (t: number, cwnd: number, ssthresh: number | null) => ({ t, cwnd, ssthresh, rttMs: null });
  it('divides each new ssthresh by the peak cwnd since the previous loss', () => {
    const r = decreaseRatios([
      sample(0, 10, null),
      sample(1, 100, null),
      sample(2, 80, 50), // loss: peak 100
      sample(3, 50, 50),
      sample(4, 60, 50),
      sample(5, 70, 35), // loss: peak since the previous one, its own sample included: 80
    ]);
    expect(r.map((d) => [d.t, d.ssthresh, d.peakCwnd, d.ratio])).toEqual([
      [2, 50, 100, 0.5],
      [5, 35, 80, 35 / 80],
    ]);
  });
  it('finds the losses of a steady sawtooth whose ssthresh never changes, once per reduction', () => {
    // Reno on the course link: ssthresh 168 at every loss (issue 14), cwnd 335 -> 168 over a round
    // trip of samples, the PRR step held flat and raised by one in between.
    const r = decreaseRatios([
      sample(0, 300, null),
      sample(1, 335, null), // peak
      sample(2, 250, 168), // loss 1: the first ssthresh
      sample(3, 168, 168), // the same reduction stepping down
      sample(4, 169, 168), // grows again
      sample(5, 335, 168),
      sample(6, 200, 168), // loss 2: cwnd falls after growing, ssthresh unchanged
      sample(7, 168, 168),
      sample(8, 168, 168),
      sample(9, 335, 168),
      sample(10, 168, 168), // loss 3
    ]);
    expect(r.map((d) => [d.t, d.ssthresh, d.peakCwnd])).toEqual([
      [2, 168, 335],
      [6, 168, 335],
      [10, 168, 335],
    ]);
  });
  it('a fall during the reduction that set a new ssthresh is not a second loss', () => {
    // The notes' Reno trace: 724 -> 582 (ssthresh 365) -> 483 -> 365 -> 365 -> 364 -> 329 -> 312.
    const r = decreaseRatios([724, 582, 483, 365, 365, 364, 329, 312].map((c, i) => sample(i, c, i === 0 ? null : 365)));
    expect(r.map((d) => [d.t, d.ssthresh, d.peakCwnd])).toEqual([[1, 365, 724]]);
  });
  it('finds nothing in a trace without losses', () => {
    expect(decreaseRatios([sample(0, 10, null), sample(1, 20, null)])).toEqual([]);
  });
});
