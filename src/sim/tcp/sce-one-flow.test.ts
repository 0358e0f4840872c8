// Issue 6, figure 3: the SCE draft's one-flow tests (draft-heist-tsvwg-sce-one-and-two-flow-tests,
// seeds/004, tables "Difference in TCP Throughput (reno-sce - reno)" and "(dctcp-sce - dctcp),
// normalized to Cake-limited Bandwidth", rows = Cake bandwidth, columns = netem bi-directional
// delay). One flow through cake (flowblind, default SCE ramp), ECN on. The whole 8 x 8 grid at the
// draft's 300 s is the sweep presets sce-one-flow-reno / sce-one-flow-dctcp; here a few corners.
//
// Duration: 60 s instead of 300 s. At the corners tested a Reno sawtooth lasts under 12 s
// (100 Mbit/s, 40 ms: BDP 333 segments, W/2 round trips of 40 ms = 6.7 s; 50 Mbit/s, 80 ms: 333
// segments too, 13 s), so 60 s holds several cycles and the sign and size of the difference are
// settled (measured at 60 vs 300 s: 100 Mbit/s x 160 ms moves from +0.17 to +0.27, 10 x 10 from
// +0.063 to +0.060). The 160 ms / 100 Mbit/s corner is left out: one Reno cycle there is ~100 s.

import { describe, expect, it } from 'vitest';
import { createSimulation } from '../simulation';

interface Point {
  tputNorm: number;
  rttMs: number;
}

const cache = new Map<string, Point>();
function point(cc: string, rate: number, delay: number): Point {
  const key = `${cc}/${rate}/${delay}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const sim = createSimulation({
    version: 1, duration_s: 60,
    link: { rate_mbps: rate, delay_ms: delay / 2, reverse_delay_ms: delay / 2, queue: { kind: 'cake', sce: 'default', isolation: 'flowblind' } },
    flows: [{ id: 's1', cc, ecn: true }],
  });
  sim.runToEnd();
  const f = sim.record().summary.flows[0];
  const p = { tputNorm: f.goodput_mbps / rate, rttMs: f.rtt_ms!.median };
  cache.set(key, p);
  return p;
}

/** (sce - base) throughput normalised to the bandwidth, and both median TCP RTTs. */
function diff(base: string, rate: number, delay: number) {
  const a = point(base, rate, delay);
  const b = point(`${base}-sce`, rate, delay);
  return { dTput: b.tputNorm - a.tputNorm, rttBase: a.rttMs, rttSce: b.rttMs };
}

const SLOW = 120_000;

describe('issue 6, figure 3: SCE one-flow tests through cake (draft tables)', () => {
  it.each([
    // [rate Mbit/s, bi-directional delay ms, the draft's value]; measured at 60 s: +0.176, +0.217.
    [100, 40, 0.215],
    [50, 80, 0.235],
  ])('reno-sce gains at high BDP: %s Mbit/s, %s ms (draft %s)', (rate, delay, draft) => {
    // "Improved utilization for SCE at sufficiently high BDPs". Tolerance: positive and within
    // 0.1 of the draft's cell.
    const d = diff('reno', rate, delay);
    expect(d.dTput).toBeGreaterThan(0.05);
    expect(Math.abs(d.dTput - draft)).toBeLessThan(0.1);
  }, SLOW);

  const renoSceLoses = (rate: number, delay: number, draft: number) => {
    // "Significant under-utilization at bandwidths <= 10Mbit, which tends to worsen as path RTT
    // increases". Tolerance: the sign (below -0.1), and within 0.25 of the draft's cell.
    const d = diff('reno', rate, delay);
    expect(d.dTput).toBeLessThan(-0.1);
    expect(Math.abs(d.dTput - draft)).toBeLessThan(0.25);
  };

  it('reno-sce loses at low bandwidth and long RTT: 2 Mbit/s, 160 ms (draft -0.405)', () => {
    // Measured at 60 s: about -0.2 (at 300 s: -0.184).
    renoSceLoses(2, 160, -0.405);
  }, SLOW);

  // Misses since Cake tunes CoDel to the rate (issue 14, bug 2; sch_cake.c cake_set_rate):
  // measured at 60 s -0.064 at 1 Mbit/s x 80 ms and -0.008 at 0.5 x 160 (300 s: -0.064, -0.014;
  // the draft: -0.28, -0.16). These cells passed only because the target stayed at 5 ms: at 1 and
  // 0.5 Mbit/s one frame takes 12.1 and 24.2 ms, so Linux's target is 18.2 and 36.3 ms and the SCE
  // ramp (half the target to the target) starts at 9.1 and 18.2 ms instead of 2.5 ms, below one
  // frame's service time. With a ramp that marks nearly every packet a single queued frame
  // starved Reno-SCE; with the kernel's target it marks much less. What the draft's kernel did
  // beyond this at low bandwidths the draft itself leaves open ("Investigation is underway").
  // Pinned: the value computed, asserted within 0.01 of the one measured (engine 0.4.0), and
  // outside the sign band (below -0.1) that renoSceLoses asks.
  it('reno-sce at 1 Mbit/s, 80 ms: -0.058, a miss (draft -0.28)', () => {
    const d = diff('reno', 1, 80).dTput;
    expect(Math.abs(d - -0.0575)).toBeLessThanOrEqual(0.01);
    expect(d).toBeGreaterThan(-0.1); // not the sign band renoSceLoses asks
  }, SLOW);
  it('reno-sce at 0.5 Mbit/s, 160 ms: -0.009, a miss (draft -0.16)', () => {
    const d = diff('reno', 0.5, 160).dTput;
    expect(Math.abs(d - -0.0085)).toBeLessThanOrEqual(0.01);
    expect(d).toBeGreaterThan(-0.1);
  }, SLOW);

  it('reno-sce lowers the TCP RTT at low bandwidths and RTTs, raises it only slightly at high BDP', () => {
    // "Significant reductions in TCP RTT for Reno-SCE at most BDPs ... A slight increase in TCP
    // RTT for SCE at high BDPs". Measured medians (ms): 1x80 116 -> 106, 2x160 177 -> 172,
    // 5x10 22.9 -> 16.8, 10x10 18.2 -> 14.7, 100x0 5.6 -> 3.2; 100x40 40.6 -> 43.0.
    for (const [rate, delay] of [[1, 80], [2, 160], [5, 10], [10, 10], [100, 0]]) {
      const d = diff('reno', rate, delay);
      expect(d.rttSce, `${rate} Mbit/s ${delay} ms`).toBeLessThan(d.rttBase);
    }
    const hi = diff('reno', 100, 40);
    expect(hi.rttSce).toBeLessThan(hi.rttBase * 1.1); // "slight": under 10 %
  }, SLOW);

  it.each([
    // The draft: -0.420, -0.705, -0.400; the values measured at 300 s are in docs/model.md.
    [1, 80, -0.42],
    [2, 160, -0.705],
    [0.5, 160, -0.4],
  ])('dctcp-sce loses at low bandwidth and long RTT: %s Mbit/s, %s ms (draft %s)', (rate, delay) => {
    // "Significant under-utilization at bandwidths <= 25Mbit, which tends to worsen as path RTT
    // increases". Tolerance: the sign only (below -0.1): our losses are smaller than the draft's
    // at 2 Mbit/s x 160 ms (-0.23 against -0.71), see docs/model.md.
    expect(diff('dctcp', rate, delay).dTput).toBeLessThan(-0.1);
  }, SLOW);

  it('dctcp-sce lowers the TCP RTT nearly across the board', () => {
    // "A nearly across the board reduction in TCP RTT for DCTCP-SCE". Measured medians (ms):
    // 25x20 28.6 -> 23.2, 10x10 22.1 -> 15.8, 1x80 131 -> 107, 2x160 188 -> 172, 100x40 45.8 -> 42.6.
    for (const [rate, delay] of [[25, 20], [10, 10], [1, 80], [2, 160], [100, 40]]) {
      const d = diff('dctcp', rate, delay);
      expect(d.rttSce, `${rate} Mbit/s ${delay} ms`).toBeLessThan(d.rttBase);
    }
  }, SLOW);

  // Misses: measured +0.000 at 50 Mbit/s x 80 ms over 60 s and -0.004 at 100 x 160 over
  // the draft's 300 s (the draft: +0.143 and +0.246). Believed cause: our DCTCP is already near
  // the bandwidth there (0.93 at 50 x 80 in 60 s, 0.91 at 100 x 160 in 300 s), so SCE has nothing
  // to add; the draft says most of its gain came from its DCTCP needing 225 s of slow start to
  // reach the BDP at 100 x 160 (and a steady state of 87 Mbit/s), which ours does not reproduce.
  it('dctcp-sce at 50 Mbit/s, 80 ms: 0.000, a miss (draft +0.143)', () => {
    const d = diff('dctcp', 50, 80).dTput;
    expect(Math.abs(d)).toBeLessThanOrEqual(0.01);
    expect(d).toBeLessThan(0.05); // not the gain the draft measured
  }, SLOW);
});
