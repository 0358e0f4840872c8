// c10-e9 against the notes' RED experiment (seeds/003, "Cuándo marca el router: RED", lines
// 805-834, and exercise 9, line 977): the course's link, RED limit 1000 KiB, min 30 KiB, max
// 90 KiB, ECN, CUBIC for 20 s. Measured on the course's Linux lab: 43,9 Mbit/s, 0
// retransmissions, ping median 41,5 ms, 125 CE marks. The exercise runs the lab preset, with the
// course-lab hosts; its goodput and CE marks are known misses of docs/model.md (pinned below).
import { describe, expect, it } from 'vitest';
import { createSimulation } from '../../sim';
import type { RunRecordLike } from '../types';
import { c10e9, maxDelayMs } from './c10-e9';

function run(scenario: Record<string, unknown>): RunRecordLike {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record() as unknown as RunRecordLike;
}

const notes = c10e9.params({ course: null, student: null }) as Parameters<typeof maxDelayMs>[0];

describe('c10-e9: RED with ECN, from the mark to the reduction', () => {
  it('the notes\' thresholds: max 90 KiB drains in 14,7 ms at 50 Mbit/s, under the BDP\'s 41 ms', () => {
    expect(notes).toEqual({ min_kib: 30, rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 });
    expect(maxDelayMs(notes)).toBeCloseTo(14.75, 2);
    expect(c10e9.key(notes)).toMatchObject({ max_delay_ms: maxDelayMs(notes), ce_marks: null, ecn_reductions: null, mark_to_reduction_ms: null });
  });

  const rec = run(c10e9.scenario!(notes));
  const flow = rec.summary.flows[0];
  const key = c10e9.keyFromRun!(notes, rec);
  // The lab preset's hosts are course-lab; the same scenario on an ideal host, for the misses.
  const ideal = run({ ...c10e9.scenario!(notes), hosts: 'ideal' });

  it('the run is the notes\' experiment: RED 30/90 KiB in a 1000 KiB limit, ECN on, CUBIC for 20 s', () => {
    expect(rec.scenario).toMatchObject({
      duration_s: 20,
      link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn: true } },
      flows: [{ cc: 'cubic', ecn: true }],
    });
    expect(c10e9.check(notes, key, { runs: [rec] }).verdict).toBe('right');
  });

  it('like the lab: marks replace drops (0 retransmissions); the throughput 28,3 Mbit/s with the course-lab hosts, a miss of the notes\' 43,9 (inside their repeats); 44,3 on an ideal host', () => {
    expect(rec.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(flow.retransmits).toBe(0);
    expect(rec.summary.queue.drops).toBe(0);
    // Miss, pinned: measured 28,28 Mbit/s against the notes' 43,9 (line 806; band 5 %). Cause
    // (docs/model.md, "Host profiles"): the course-lab stalls of r1 (20 ms about every 1,5 s)
    // cost the RED goodput; the value stays inside the lab's own repeats, 16,8 to 43,7.
    expect(Math.abs(flow.goodput_mbps - 28.28)).toBeLessThanOrEqual(0.3);
    expect(flow.goodput_mbps).toBeLessThan(43.9 * 0.95);
    expect(flow.goodput_mbps).toBeGreaterThanOrEqual(16.8);
    expect(flow.goodput_mbps).toBeLessThanOrEqual(43.7);
    // The same experiment on an ideal host: the notes' 43,9 within 5 %.
    expect(Math.abs(ideal.summary.flows[0].goodput_mbps / 43.9 - 1)).toBeLessThan(0.05);
  });

  it('fewer reductions than marks (once per window), each about one RTT after its mark', () => {
    expect(key.ce_marks as number).toBeGreaterThan(0);
    expect(key.ecn_reductions as number).toBeGreaterThan(0);
    expect(key.ecn_reductions as number).toBeLessThan(key.ce_marks as number);
    // The key is the run's median RTT: the lab's ping under load, 41,5 ms (line 808), 5 %.
    expect(Math.abs((key.mark_to_reduction_ms as number) / 41.5 - 1)).toBeLessThan(0.05);
  });

  // Miss, pinned: 35 CE marks with the course-lab hosts against the notes' 125 (band 60 to 160,
  // docs/model.md's fidelity table). Cause (docs/model.md, "HyStart's round rule"): the profile's
  // cwnd16 HyStart ends slow start under the BDP, before RED's max, so few packets are marked.
  // An ideal host (HyStart from the first ACK, Linux 6.14) marks 120, in the band.
  it('CE marks: 35 with the course-lab hosts, a miss of the notes\' 125; 120 on an ideal host, inside 60 to 160', () => {
    expect(Math.abs((key.ce_marks as number) - 35)).toBeLessThanOrEqual(3);
    expect(key.ce_marks as number).toBeLessThan(60);
    const idealMarks = ideal.summary.queue.ce_marks as number;
    expect(idealMarks).toBeGreaterThanOrEqual(60);
    expect(idealMarks).toBeLessThanOrEqual(160);
  });

  it('reporting the marks as reductions, "at once", or the time between reductions get their hints', () => {
    expect(c10e9.check(notes, { ...key, ecn_reductions: key.ce_marks }, { runs: [rec] }).mistake).toBe('marks-are-reductions');
    expect(c10e9.check(notes, { ...key, mark_to_reduction_ms: 0 }, { runs: [rec] }).mistake).toBe('instant');
    const e = flow.ecn_events as number[];
    const gapMs = ((e[e.length - 1] - e[0]) / (e.length - 1)) * 1000;
    expect(c10e9.check(notes, { ...key, mark_to_reduction_ms: gapMs }, { runs: [rec] }).mistake).toBe('between-reductions');
    // An estimate: 40 ms (the one-way delay) is within the field's 20 %.
    expect(c10e9.check(notes, { ...key, mark_to_reduction_ms: 40 }, { runs: [rec] }).verdict).toBe('right');
  });

  it('another student\'s thresholds are another experiment', () => {
    const other = { ...notes, min_kib: 50 };
    const f = c10e9.check(other, key, { runs: [rec] });
    expect(f.verdict).toBe('wrong');
    // The grader compares the whole scenario and names the first field that differs: RED's max
    // (3 x min) comes before its min.
    expect(f.message.en).toMatch(/link\.queue\.max_bytes is 92160, it should be 153600/);
  });
});
