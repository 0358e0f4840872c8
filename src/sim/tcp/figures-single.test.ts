// Figures 1, 2 and 4 of issue 3: one flow on the course's link (notes, chapter 11: "Un flujo solo,
// durante 30 segundos", "La curva, en la traza real", "Bufferbloat").

import { describe, expect, it } from 'vitest';
import { LAB_LINK, median, pingsBetween, reductions, run, window } from './testing';

const BDP_PLUS_BUFFER = 335; // segments: 165 in the pipe + 169 in the queue (notes: "La traza alcanza 335")

describe('figure 1: one Reno flow, linux stack, 30 s', () => {
  const rec = run({ version: 1, duration_s: 30, sample_ms: 10, link: LAB_LINK, flows: [{ id: 's1', cc: 'reno' }] });
  const s1 = rec.summary.flows[0];
  const red = reductions(rec, 's1');
  const steady = red.filter((r) => r.t > 2); // after the slow-start overshoot and its second reduction

  it('goodput 47.5 Mbit/s within 1.5 (notes: "reno: 47.5 Mbit/s"; 50 x 1448 / 1514 = 47.8)', () => {
    expect(Math.abs(s1.goodput_mbps - 47.5)).toBeLessThanOrEqual(1.5);
  });

  it('slow start overshoots far past 335 and falls to about half (notes: 633 -> ssthresh 358)', () => {
    const first = red[0];
    expect(first.peak).toBeGreaterThan(1.5 * BDP_PLUS_BUFFER); // "far past": the notes saw 633 and 724
    expect(first.ssthresh / first.peak).toBeGreaterThan(0.4);
    expect(first.ssthresh / first.peak).toBeLessThan(0.6);
  });

  it('then a sawtooth between about 168 and 335 segments, each within 8 % (notes: trace-reno.csv)', () => {
    expect(steady.length).toBeGreaterThanOrEqual(2);
    for (const r of steady) {
      expect(Math.abs(r.peak / BDP_PLUS_BUFFER - 1)).toBeLessThanOrEqual(0.08);
      expect(Math.abs(r.ssthresh / 168 - 1)).toBeLessThanOrEqual(0.08);
    }
    // Between losses the window never leaves the band either.
    const cw = window(rec, 's1', 'cwnd', steady[0].t + 1, 30);
    expect(Math.min(...cw) / 168).toBeGreaterThan(0.92);
    expect(Math.max(...cw) / BDP_PLUS_BUFFER).toBeLessThan(1.08);
  });

  it('one loss about every 10.4 s, within 15 % (notes: losses at 10.5 and 20.7 s; 167 x 0.062 = 10.4)', () => {
    for (let i = 1; i < steady.length; i++) {
      const gap = steady[i].t - steady[i - 1].t;
      expect(Math.abs(gap / 10.4 - 1)).toBeLessThanOrEqual(0.15);
    }
    // The first steady loss comes a cycle after the slow-start episode, as in the notes (10.48 s).
    expect(Math.abs(steady[0].t / 10.48 - 1)).toBeLessThanOrEqual(0.15);
  });

  it('RTT swings between about 42 and 83 ms (notes: 42 ms with the queue empty, 83 full), within 5 %', () => {
    const rtt = window(rec, 's1', 'rtt_ms', steady[0].t + 1, 30);
    expect(Math.abs(Math.min(...rtt) / 42 - 1)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(Math.max(...rtt) / 83 - 1)).toBeLessThanOrEqual(0.05);
  });
});

describe('figure 2: one CUBIC flow, linux stack, 30 s', () => {
  const rec = run({ version: 1, duration_s: 30, sample_ms: 10, link: LAB_LINK, flows: [{ id: 's1', cc: 'cubic' }] });
  const s1 = rec.summary.flows[0];
  const red = reductions(rec, 's1');

  it('goodput about 47.3 Mbit/s, within 1.5 (notes: "cubic: 47.3 Mbit/s")', () => {
    expect(Math.abs(s1.goodput_mbps - 47.3)).toBeLessThanOrEqual(1.5);
  });

  it('HyStart ends slow start before a loss, as the notes suspect (no overshoot: first loss under 400)', () => {
    expect(red[0].peak).toBeLessThan(400);
  });

  it('each reduction leaves ssthresh at 0.7 of the cwnd before the loss, 0.66 to 0.74 (notes: 0.66 0.7 0.69 0.7 0.71)', () => {
    expect(red.length).toBeGreaterThanOrEqual(3);
    for (const r of red) {
      expect(r.ssthresh / r.peak).toBeGreaterThanOrEqual(0.66);
      expect(r.ssthresh / r.peak).toBeLessThanOrEqual(0.74);
    }
  });

  it('fast convergence: after a loss at about 335 below the previous W_max the plateau sits near 0.85 of it, and the next loss comes about 10 s later (notes: 1.38 s, plateau 287, 11.5 s)', () => {
    // A loss with a lower peak than the one before applies fast convergence (RFC 9438, 4.7).
    const i = red.findIndex((r, k) => k > 0 && r.peak < red[k - 1].peak && Math.abs(r.peak / BDP_PLUS_BUFFER - 1) < 0.05);
    expect(i).toBeGreaterThan(0);
    const r = red[i];
    const next = red[i + 1];
    expect(next).toBeDefined();
    // Plateau: the cwnd where the window grows slowest (smallest rise over 1 s) between the two losses.
    const t = rec.series!.t_s;
    const cw = rec.series!.flows.s1.cwnd;
    let best = Infinity;
    let plateau = NaN;
    for (let a = 0; a < t.length; a++) {
      if (t[a] < r.t + 1 || t[a] + 1 > next.t - 0.5) continue;
      const b = a + 100; // 1 s at 10 ms
      const rise = cw[b] - cw[a];
      if (rise < best) {
        best = rise;
        plateau = cw[a + 50];
      }
    }
    expect(Math.abs(plateau / r.peak - 0.85)).toBeLessThanOrEqual(0.04);
    // "about 10 s": the notes measured 11.5 - 1.38 = 10.1 s; 15 % either way.
    expect(Math.abs((next.t - r.t) / 10.1 - 1)).toBeLessThanOrEqual(0.15);
  });
});

describe('figure 4: bufferbloat, bulk flow from s1 and a ping from s2 every 267 ms, 20 s', () => {
  // The flow runs 20 s from t = 2 s; the pings before it are the unloaded baseline.
  const bloat = (cc: string, limitBytes: number, seed = 1, hosts = 'ideal') =>
    run({
      version: 1, seed, hosts, duration_s: 22, link: { ...LAB_LINK, queue: { kind: 'fifo', limit_bytes: limitBytes } },
      flows: [{ id: 's1', cc, start_s: 2 }], pings: [{ id: 's2', interval_ms: 267 }],
    });
  const read = (cc: string, limitBytes: number, seed = 1, hosts = 'ideal') => {
    const rec = bloat(cc, limitBytes, seed, hosts);
    return {
      idle: median(pingsBetween(rec, 's2', 0, 2)),
      loaded: median(pingsBetween(rec, 's2', 2, 22)),
      goodput: rec.summary.flows[0].goodput_mbps,
    };
  };
  const reno = { b50: read('reno', 51200), b250: read('reno', 256000), b2000: read('reno', 2048000) };
  // The course-lab hosts (stalls of r1, docs/model.md "Host profiles"): medians over seeds 1 to 5,
  // as the fidelity table (cli fidelity).
  const LAB_SEEDS = [1, 2, 3, 4, 5];
  const labMedian = (cc: string, limitBytes: number, key: 'loaded' | 'goodput') =>
    median(LAB_SEEDS.map((seed) => read(cc, limitBytes, seed, 'course-lab')[key]));

  it('unloaded ping 39.5 to 42.5 ms (notes: "ping sin carga: 41.0 ms"; the hosts add 0.7 to 1 ms the model does not)', () => {
    expect(reno.b250.idle).toBeGreaterThanOrEqual(39.5);
    expect(reno.b250.idle).toBeLessThanOrEqual(42.5);
  });

  it('250 KiB: ping median under load 55 to 66 ms and goodput 44 to 49 (notes: 60.1 ms, 45.6 Mbit/s)', () => {
    expect(reno.b250.loaded).toBeGreaterThanOrEqual(55);
    expect(reno.b250.loaded).toBeLessThanOrEqual(66);
    expect(reno.b250.goodput).toBeGreaterThanOrEqual(44);
    expect(reno.b250.goodput).toBeLessThanOrEqual(49);
  });

  it('2000 KiB: goodput 45.1 to 48.1 (notes: 46.6 Mbit/s, 1.5 either way)', () => {
    expect(reno.b2000.goodput).toBeGreaterThanOrEqual(45.1);
    expect(reno.b2000.goodput).toBeLessThanOrEqual(48.1);
  });

  // Miss, pinned: 331.2 ms against the notes' 196.9 (band 196.9 +- 15 %). Cause (docs/model.md,
  // "Reno with 2000 KiB"): the receive window. Its autotuned 3.88 MB (the notes' own snd_wnd) caps
  // the slow-start overshoot at 2 680 segments, which one fast recovery repairs: ssthresh 1 341,
  // over BDP + buffer's 1 590 minus 250, so the queue stays near full (327 ms). Without the cap
  // (rwnd_bytes 1e8, as engine 0.2.0 had no window) the overshoot's repair takes a second
  // reduction at 4.4 s, to about 760 segments, and the median is 195.9 ms, the notes' figure.
  // Whether the course's receiver opened its window faster than tcp_rcv_space_adjust allows is not
  // in the notes.
  it('2000 KiB: ping median 331.2 ms, a miss (notes: 196.9 ms); 195.9 ms without the receive window', () => {
    expect(Math.abs(reno.b2000.loaded - 331.2)).toBeLessThanOrEqual(1);
    expect(reno.b2000.loaded).toBeGreaterThan(196.9 * 1.15);
    const noWindow = median(pingsBetween(run({
      version: 1, duration_s: 22, link: { ...LAB_LINK, queue: { kind: 'fifo', limit_bytes: 2048000 } },
      flows: [{ id: 's1', cc: 'reno', start_s: 2, rwnd_bytes: 1e8 }], pings: [{ id: 's2', interval_ms: 267 }],
    }), 's2', 2, 22));
    expect(Math.abs(noWindow / 196.9 - 1)).toBeLessThanOrEqual(0.15);
  });

  it('50 KiB: ping median 39.5 to 45 ms (notes: 41.1 ms; a 50 KiB queue holds 8.2 ms)', () => {
    expect(reno.b50.loaded).toBeGreaterThanOrEqual(39.5);
    expect(reno.b50.loaded).toBeLessThanOrEqual(45);
  });

  // Ideal hosts: 39.47 Mbit/s on every seed against the notes' 22.6 in the bloat run and 14.9 to
  // 38.3 over four repeats. The paper model (cwnd between (BDP + buffer) / 2 = 100 and 199
  // segments, under the BDP part of each cycle) gives about 87 % of the link, which is what the
  // model does. With the course-lab hosts (stalls of r1's dequeue, 20 ms about every 1.5 s) the
  // median over seeds falls inside the notes' repeats (measured 22.0).
  it("50 KiB: Reno goodput 39.47 on an ideal host (a miss), inside the notes' repeats 14.9 to 38.3 with the course-lab hosts", () => {
    expect(Math.abs(reno.b50.goodput - 39.47)).toBeLessThanOrEqual(0.3);
    expect(reno.b50.goodput).toBeGreaterThan(38.3);
    const lab = labMedian('reno', 51200, 'goodput');
    expect(lab).toBeGreaterThanOrEqual(14.9);
    expect(lab).toBeLessThanOrEqual(38.3);
  });

  it('CUBIC: 2000 KiB 255 to 345 ms and 50 KiB 39.5 to 45 ms (notes: 300.1 +- 15 % and 41.1 ms)', () => {
    const big = read('cubic', 2048000);
    const small = read('cubic', 51200);
    expect(big.loaded).toBeGreaterThanOrEqual(255);
    expect(big.loaded).toBeLessThanOrEqual(345);
    expect(big.goodput).toBeGreaterThanOrEqual(45.1);
    expect(big.goodput).toBeLessThanOrEqual(48.1);
    expect(small.loaded).toBeGreaterThanOrEqual(39.5);
    expect(small.loaded).toBeLessThanOrEqual(45);
  });

  // Ideal hosts: 69.45 ms (p10 59.9, p90 79.1) against the notes' 61.0 (band 55 to 66). The ping
  // shares r1's queue (max 80.9 ms = 40 + a full 256 000-byte queue) and samples the sawtooth
  // evenly; the median is the 287-segment fast-convergence plateau (29 ms of queue), which the
  // notes' own trace shows too. 61 ms needs cwnd under about 248 for half the run: W(t) alone never
  // stays there more than about 1 s per cycle. The notes' trace runs below W(t) after 11.5 s:
  // losses below BDP + buffer, which host stalls give (a dequeue stall of (334 - cwnd) x 0.242 ms
  // overflows this queue). With the course-lab hosts the median over seeds 1 to 5 is in the band
  // (measured 55.9, seeds 52.3 to 57.8). Checked and not the cause: tbf's 15 KiB burst, GSO/TSO
  // bursts, host noise alone (docs/model.md, "Known differences").
  it('CUBIC 250 KiB: ping median 69.45 ms on an ideal host (a miss; notes 61.0), 55 to 66 ms with the course-lab hosts', () => {
    const mid = read('cubic', 256000);
    expect(Math.abs(mid.loaded - 69.45)).toBeLessThanOrEqual(0.5);
    expect(mid.loaded).toBeGreaterThan(66);
    const lab = labMedian('cubic', 256000, 'loaded');
    expect(lab).toBeGreaterThanOrEqual(55);
    expect(lab).toBeLessThanOrEqual(66);
  });

  it("CUBIC 50 KiB: goodput inside the notes' 12.6 to 45 with the course-lab hosts (measured 25.4)", () => {
    const lab = labMedian('cubic', 51200, 'goodput');
    expect(lab).toBeGreaterThanOrEqual(12.6);
    expect(lab).toBeLessThanOrEqual(45);
  });
});
