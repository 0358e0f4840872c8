// lab-s1 against the notes' step 1 (seeds/003, line 937): pings of 40,831, 41,108 and 40,884 ms
// (line 273; the first, 82 ms, is ARP); one flow 47,5 (Reno) and 47,3 (CUBIC) Mbit/s (lines 391,
// 394); the answer to "why 47 and not 50": 50 x 1448 / 1514 = 47,8 (line 398).
import { describe, expect, it } from 'vitest';
import { keyVerdict, labRun } from './lab-test-run';
import { labS1 } from './lab-s1';

describe('lab-s1: the baseline', () => {
  const notes = labS1.params({ course: null, student: null });
  const run = labRun(labS1, notes);
  const key = labS1.keyFromRun!(notes, run);

  it('the notes’ case (CUBIC) runs the lab-bloat-250 preset; the key is right and the answer is the headers', () => {
    expect(notes).toEqual({ cc: 'cubic', seed: 1, rate_mbps: 50, rtt_ms: 40, buffer_kib: 250 });
    expect(run.scenario).toMatchObject({ seed: 1, flows: [{ cc: 'cubic', start_s: 2 }], link: { queue: { limit_bytes: 256000 } } });
    expect(key.why).toBe('headers');
    expect(keyVerdict(labS1, notes, run).verdict).toBe('right');
  });

  // Miss, pinned: goodput 46,57 Mbit/s with the course-lab hosts (the lab preset's) against the
  // notes' 47,3 (band 1 %). Cause (docs/model.md, "Host profiles"): the profile's stalls of r1
  // (20 ms about every 1,5 s) cost goodput; the fidelity table's wider band, 45,8 to 48,8, holds it.
  // On an ideal host: 47,42, within 1 %.
  it('the figures against the notes: base RTT 40 ms plus under a millisecond (the hosts add 0,7 to 1 ms the model does not), goodput 46,57 with the course-lab hosts, a miss of 47,3 within 1 % (47,42 on an ideal host)', () => {
    // docs/model.md: the unloaded ping is 40,016 ms; the lab's 40,8 to 41,1 include its hosts' time.
    expect(key.base_rtt_ms as number).toBeGreaterThan(40);
    expect(key.base_rtt_ms as number).toBeLessThan(40.8);
    expect(run.scenario).toMatchObject({ hosts: 'course-lab' });
    expect(Math.abs((key.goodput_mbps as number) - 46.57)).toBeLessThanOrEqual(0.1);
    expect(Math.abs((key.goodput_mbps as number) / 47.3 - 1)).toBeGreaterThan(0.01);
    expect(key.goodput_mbps as number).toBeGreaterThanOrEqual(45.8);
    const ideal = labS1.keyFromRun!(notes, labRun({ ...labS1, scenario: (p) => ({ ...labS1.scenario!(p), hosts: 'ideal' }) }, notes));
    expect(ideal.goodput_mbps as number).toBeLessThan((50 * 1448) / 1514);
    expect(Math.abs((ideal.goodput_mbps as number) / 47.3 - 1)).toBeLessThan(0.01);
  });

  it('typical mistakes get their hints: the median ping as base RTT, the link rate as goodput, slow start as the cause', () => {
    const median = (run.summary.pings[0] as { rtt_ms: { median: number } }).rtt_ms.median;
    expect(labS1.check(notes, { ...key, base_rtt_ms: median }, { runs: [run] }).mistake).toBe('reported-median');
    expect(labS1.check(notes, { ...key, goodput_mbps: 50 }, { runs: [run] }).mistake).toBe('link-rate');
    expect(labS1.check(notes, { ...key, why: 'slow-start' }, { runs: [run] }).mistake).toBe('slow-start');
  });

  it('a student’s own algorithm and seed, and the run of another experiment refused', () => {
    const p = labS1.params({ course: 'REDES', student: 'ana' });
    expect(labS1.scenario!(p)).toMatchObject({ seed: p.seed, flows: [{ cc: p.cc }] });
    expect(labS1.check(p, key, { runs: [run] }).verdict).toBe(p.seed === 1 && p.cc === 'cubic' ? 'right' : 'wrong');
  });
});
