import { describe, expect, it } from 'vitest';
import { decreaseRatios } from '../../models/decreaseRatios';
import { parseTraceCsv } from '../../models/traceCsv';
import { traceCsvOf } from './traceFromRun';

const g = (v: number[]) => ({ data: Float64Array.from(v), length: v.length });

describe('a run as the course’s trace CSV', () => {
  it('reads back with the models’ parser; no ssthresh before the first loss; the notes’ Reno reduction 0,5', () => {
    const s = {
      t: g([0.1, 0.2, 0.3, 0.4]),
      flows: { s1: { cwnd: g([300, 334, 167, 168]), ssthresh: g([NaN, NaN, 167, 167]), rtt_ms: g([60, 82, 82, NaN]) } },
    };
    const csv = traceCsvOf(s, 's1')!;
    expect(csv.split('\n')[0]).toBe('t_s,cwnd_segments,ssthresh_segments,rtt_ms');
    expect(csv.split('\n')[1]).toBe('0.1,300,,60');
    const samples = parseTraceCsv(csv);
    expect(samples).toHaveLength(4);
    expect(samples[3]).toEqual({ t: 0.4, cwnd: 168, ssthresh: 167, rttMs: null });
    expect(decreaseRatios(samples).map((r) => r.ratio)).toEqual([167 / 334]);
    expect(traceCsvOf(s, 'nope')).toBeNull();
  });
});
