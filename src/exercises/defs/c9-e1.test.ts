// c9-e1 against closed forms and Tutorial 10 (seeds/000, the BBR transfer, lines 148-155): on
// the tutorial's link (100 Mbit/s, 10 ms each way) BBR's model gives a BDP of 250 000 B, 172,7
// segments of 1448 B; ProbeBW's cwnd cap of 2 BDP is 500 000 B, and the tutorial's iperf3
// (measured on its testbed) shows a cwnd of 537 KBytes (iperf3's K is 1024: its 4-segment dip
// prints as 5.66 KBytes = 4 x 1448 B), a little above 2 BDP because Linux adds room for bursts.
import { describe, expect, it } from 'vitest';
import { bdpSegments, c9e1, cwndSegments, probeQueueMs, probeRateMbps, STARTUP_GAIN } from './c9-e1';

type P = { btlbw_mbps: number; rtprop_ms: number };
const notes = c9e1.params({ course: null, student: null }) as P;

describe('c9-e1: BBR\'s model of the path', () => {
  it('Tutorial 10\'s link: BDP 172,7 segments, cwnd cap 345, probing at 125 Mbit/s adds 5 ms', () => {
    expect(notes).toEqual({ btlbw_mbps: 100, rtprop_ms: 20 });
    expect(bdpSegments(notes) * 1448).toBeCloseTo(250_000, 6);
    expect(bdpSegments(notes)).toBeCloseTo(172.65, 2);
    expect(cwndSegments(notes)).toBeCloseTo(345.3, 1);
    expect(probeRateMbps(notes)).toBe(125);
    expect(probeQueueMs(notes)).toBe(5);
    expect(c9e1.check(notes, c9e1.key(notes)).verdict).toBe('right');
  });

  it('the tutorial\'s measured cwnd (537 KBytes) sits just above the 2 BDP cap: Linux\'s burst allowance', () => {
    const measuredBytes = 537 * 1024;
    const ratio = measuredBytes / (cwndSegments(notes) * 1448);
    // Linux adds 3 bursts of 1 ms at the pacing rate (about 24 segments here, docs/model.md):
    // 7 % above 2 BDP; the measurement is 10 % above. Between 0 and 15 %.
    expect(ratio).toBeGreaterThan(1);
    expect(ratio).toBeLessThan(1.15);
  });

  it('rounded whole segments are right; 1500-byte packets instead of 1448 are close', () => {
    const f = c9e1.check(notes, { bdp_segments: 173, cwnd_segments: 345, probe_rate_mbps: 125, probe_queue_ms: 5 });
    expect(f.verdict).toBe('right');
    const g = c9e1.check(notes, { bdp_segments: 166.7, cwnd_segments: 333.3, probe_rate_mbps: 125, probe_queue_ms: 5 });
    expect(g.verdict).toBe('close');
  });

  it('typical slips get their hints: bits for bytes, no gain, Startup\'s gain, a whole RTprop of queue', () => {
    const key = c9e1.key(notes) as Record<string, number>;
    expect(c9e1.check(notes, { ...key, bdp_segments: key.bdp_segments * 8 }).mistake).toBe('bits-bytes');
    expect(c9e1.check(notes, { ...key, cwnd_segments: key.bdp_segments }).mistake).toBe('no-cwnd-gain');
    expect(c9e1.check(notes, { ...key, cwnd_segments: STARTUP_GAIN * key.bdp_segments }).mistake).toBe('startup-gain');
    expect(c9e1.check(notes, { ...key, probe_rate_mbps: 100 }).mistake).toBe('no-probe-gain');
    const f = c9e1.check(notes, { ...key, probe_queue_ms: 20 });
    expect(f.mistake).toBe('whole-rtt');
    expect(f.hint?.es).toMatch(/0,25 × RTprop/);
  });

  it('students get their own links', () => {
    const links = new Set(Array.from({ length: 30 }, (_, i) => JSON.stringify(c9e1.params({ course: 'REDES', student: `s${i}` }))));
    expect(links.size).toBeGreaterThan(10);
  });
});
