// Issue 6, figure 2: the TCP comparison of Ouroboros Tutorial 10 (seed 000, "iperf3 -c 10.0.0.2
// -t 60 -C ..."): 100 Mbit/s each way, 10 ms each way, a netem FIFO of 65 536 frames, 60 s.
// DCTCP's figure is in dctcp.test.ts.

import { beforeAll, describe, expect, it } from 'vitest';
import { findPreset } from '../scenario/presets';
import type { RunRecord } from '../record/run-record';
import { median, run } from './testing';

const SEEDS = [1, 2, 3];

function preset(name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...(findPreset(name)!.scenario as Record<string, unknown>), ...extra };
}

interface Dip {
  start: number;
  end: number;
  cwnds: number[];
}

/** Runs of samples with cwnd <= 4 segments after Startup (t > 1 s): BBR's ProbeRTT dips. */
function dips(rec: RunRecord, sampleS: number): Dip[] {
  const t = rec.series!.t_s;
  const cwnd = rec.series!.flows.tcp.cwnd;
  const out: Dip[] = [];
  let cur: Dip | null = null;
  for (let i = 0; i < t.length; i++) {
    if (t[i] > 1 && cwnd[i] <= 4) {
      if (cur === null) cur = { start: t[i], end: t[i] + sampleS, cwnds: [] };
      cur.end = t[i] + sampleS;
      cur.cwnds.push(cwnd[i]);
    } else if (cur !== null) {
      out.push(cur);
      cur = null;
    }
  }
  if (cur !== null) out.push(cur);
  return out;
}

describe("issue 6, figure 2: Tutorial 10's TCP link with 1 % loss both ways, 60 s", () => {
  // BBR runs sampled every 10 ms so the 200 ms dips are resolved (sampling does not change the run's course).
  let bbr: RunRecord[] = [];
  beforeAll(() => {
    bbr = SEEDS.map((seed) => run(preset('t10-bbr-loss-1', { seed, sample_ms: 10 })));
  }, 60_000);

  it('BBR above 85 Mbit/s (tutorial: 93.7), median of 3 seeds', () => {
    // Measured 92.8, 92.8, 92.7: BBR v1 does not read random loss as congestion.
    const g = bbr.map((r) => r.summary.flows[0].goodput_mbps);
    expect(median(g)).toBeGreaterThan(85);
  });

  it("BBR's cwnd drops to 4 segments for about 200 ms about every 10 s (tutorial: ss -ti, 5.66 KB)", () => {
    for (const rec of bbr) {
      const d = dips(rec, 0.01);
      // ProbeRTT is due 10 s after RTprop was last set; the first may come later when a sample
      // renewed it during the first seconds. 60 s hold 4 to 6 of them (measured 5 per seed).
      expect(d.length).toBeGreaterThanOrEqual(4);
      expect(d.length).toBeLessThanOrEqual(6);
      for (const x of d) {
        // Held at 4 (bbr_cwnd_min_target); a loss inside the dip can take a sample lower for a
        // moment (packet conservation: in flight + delivered), as in Linux.
        expect(median(x.cwnds)).toBe(4);
        // 200 ms at 4 segments once in flight is down to 4 (about one RTT to drain), plus
        // the 10 ms sampling: 200 to 260 ms (measured 220 to 230).
        const ms = (x.end - x.start) * 1000;
        expect(ms).toBeGreaterThanOrEqual(200);
        expect(ms).toBeLessThanOrEqual(260);
      }
      // "About every ten seconds": ProbeRTT is due 10 s after RTprop was last set, at the latest
      // the end of the previous ProbeRTT; a ProbeBW sample below RTprop (queue empty, little
      // host noise) postpones it. RTprop is kept in whole microseconds as Linux keeps rtt_us, so
      // ACK jitter does not keep setting new records. Gaps measured: 10.2 to 10.4 s, and once (seed
      // 3) 16.8 s: a sample that renewed RTprop during ProbeBW moved the next ProbeRTT to 10 s after
      // it, so no gap exceeds two 10 s windows.
      const gaps = d.slice(1).map((x, i) => x.start - d[i].start);
      for (const g of gaps) {
        expect(g).toBeGreaterThanOrEqual(10);
        expect(g).toBeLessThanOrEqual(20);
      }
      expect(median(gaps)).toBeLessThanOrEqual(11);
    }
  });

  it("BBR keeps a short queue: its RTT stays between the path's 20 ms and 30 ms (tutorial: 25 ms)", () => {
    // Median smoothed RTT after Startup; measured 22.4 ms. Loss-based TCPs sit at the path's 21 ms.
    for (const rec of bbr) {
      const t = rec.series!.t_s;
      const rtt = Array.from(rec.series!.flows.tcp.rtt_ms).filter((_, i) => t[i] > 5);
      expect(median(rtt)).toBeGreaterThan(20);
      expect(median(rtt)).toBeLessThan(30);
    }
  });

  for (const [cc, tutorial] of [['cubic', 9.4], ['reno', 9.7]] as const) {
    it(`${cc} within 15 % of the tutorial's ${tutorial} Mbit/s, median of 3 seeds`, () => {
      // netem sits on the sending host's device and drops whole GSO packets (loss_unit "gso"):
      // at these rates tcp_tso_autosize gives its 2-segment minimum, so loss events are half the
      // lost segments and the rate sqrt(2) above Mathis (6.5 Mbit/s with 1448 B, 21.6 ms, 1 %).
      // Measured: cubic 8.63, 9.32, 8.79; reno 9.23, 10.43, 9.43.
      const g = SEEDS.map((seed) => run(preset(`t10-${cc}-loss-1`, { seed })).summary.flows[0].goodput_mbps);
      expect(Math.abs(median(g) / tutorial - 1)).toBeLessThanOrEqual(0.15);
    });
  }

  it('the same link with the loss on another node (loss_unit "frame") sits on Mathis, as the course lab does', () => {
    // One mechanism for both labs: per-frame loss gives Reno 6.54, 7.12, 6.61 here (Mathis 6.5),
    // per-GSO-packet loss about sqrt(2) more. Tolerance: the median within 15 % of Mathis.
    const g = SEEDS.map((seed) => {
      const sc = preset('t10-reno-loss-1', { seed }) as { link: Record<string, unknown> };
      return run({ ...sc, link: { ...sc.link, loss_unit: 'frame' } }).summary.flows[0].goodput_mbps;
    });
    expect(Math.abs(median(g) / 6.5 - 1)).toBeLessThanOrEqual(0.15);
  });
});

describe("issue 6, figure 2: Tutorial 10's TCP link without loss, 60 s", () => {
  it("CUBIC above 90 Mbit/s, held by the receiver's window at about the tutorial's 511 ms (95.5 Mbit/s)", () => {
    const rec = run(preset('t10-cubic-clean'));
    // Measured 95.5 Mbit/s (the link's 100 at 1514-byte frames carries 95.6 of payload).
    expect(rec.summary.flows[0].goodput_mbps).toBeGreaterThan(90);
    // "Nothing gives but the receiver's window": autotuned to 6 MiB x 0.92 = 5.79 MB, it holds
    // the queue at about 5.5 MB. The tutorial's 511 ms is iperf3's average over the 60 s; ours is
    // 448 ms (slow start and the buffer's growth weigh in), the median over the last 30 s 484 ms.
    // Tolerance: the mean within 15 % of 511 ms.
    const rtt = Array.from(rec.series!.flows.tcp.rtt_ms).filter(Number.isFinite);
    const mean = rtt.reduce((a, b) => a + b, 0) / rtt.length;
    expect(Math.abs(mean / 511 - 1)).toBeLessThanOrEqual(0.15);
  });

  it('BBR fills the link without the standing queue: above 90 Mbit/s with its RTT under 30 ms', () => {
    // No tutorial figure without loss for BBR; BBR's model (draft section 1): cwnd at 2 BDP, pacing
    // at the bottleneck rate, so the queue stays within a fraction of one BDP. Measured 93.8 Mbit/s, 22.9 ms.
    const rec = run(preset('t10-bbr-clean'));
    expect(rec.summary.flows[0].goodput_mbps).toBeGreaterThan(90);
    expect(rec.summary.flows[0].retransmits).toBe(0);
    const t = rec.series!.t_s;
    const rtt = Array.from(rec.series!.flows.tcp.rtt_ms).filter((_, i) => t[i] > 5);
    expect(median(rtt)).toBeLessThan(30);
  });
});
