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
  const bloat = (cc: string, limitBytes: number) =>
    run({
      version: 1, duration_s: 22, link: { ...LAB_LINK, queue: { kind: 'fifo', limit_bytes: limitBytes } },
      flows: [{ id: 's1', cc, start_s: 2 }], pings: [{ id: 's2', interval_ms: 267 }],
    });
  const read = (cc: string, limitBytes: number) => {
    const rec = bloat(cc, limitBytes);
    return {
      idle: median(pingsBetween(rec, 's2', 0, 2)),
      loaded: median(pingsBetween(rec, 's2', 2, 22)),
      goodput: rec.summary.flows[0].goodput_mbps,
    };
  };
  const reno = { b50: read('reno', 51200), b250: read('reno', 256000), b2000: read('reno', 2048000) };

  it('unloaded ping about 41 ms, within 1.5 ms (notes: "ping sin carga: 41.0 ms")', () => {
    expect(Math.abs(reno.b250.idle - 41)).toBeLessThanOrEqual(1.5);
  });

  it('250 KiB: ping median under load 55 to 66 ms and goodput above 44 (notes: 60.1 ms, 45.6 Mbit/s)', () => {
    expect(reno.b250.loaded).toBeGreaterThanOrEqual(55);
    expect(reno.b250.loaded).toBeLessThanOrEqual(66);
    expect(reno.b250.goodput).toBeGreaterThan(44);
  });

  it('2000 KiB: ping median above 150 ms, goodput above 44 (notes: 196.9 ms with Reno, 46.6 Mbit/s)', () => {
    expect(reno.b2000.loaded).toBeGreaterThan(150);
    expect(reno.b2000.goodput).toBeGreaterThan(44);
  });

  it('50 KiB: ping median under 45 ms (notes: 41.1 ms)', () => {
    expect(reno.b50.loaded).toBeLessThan(45);
  });

  // Misses: 39.3 Mbit/s on every seed against the notes' 22.6 in the bloat run and 14.9 to 38.3 over
  // four repeats. The paper model (cwnd between (BDP + buffer) / 2 = 100 and 199 segments, under
  // the BDP part of each cycle) gives about 87 % of the link, which is what the model does. The
  // notes' losses come more often than a full queue explains; believed cause: host stalls of r1's
  // dequeue (20 ms every 2 s gives 18.4), which the notes cannot size (docs/model.md, "Known
  // differences" and "Runs vary"). Tolerance: inside the notes' repeats.
  it.fails("50 KiB: Reno goodput inside the notes' repeats, 14.9 to 38.3 Mbit/s", () => {
    expect(reno.b50.goodput).toBeGreaterThanOrEqual(14.9);
    expect(reno.b50.goodput).toBeLessThanOrEqual(38.3);
  });

  it('CUBIC: 2000 KiB above 150 ms and 50 KiB under 45 ms (notes: 300.1 and 41.1 ms)', () => {
    const big = read('cubic', 2048000);
    const small = read('cubic', 51200);
    expect(big.loaded).toBeGreaterThan(150);
    expect(big.goodput).toBeGreaterThan(44);
    expect(small.loaded).toBeLessThan(45);
  });

  // Measured 69.3 ms (p10 59.9, p90 79.1), expected 55 to 66 (notes: 61.0 ms). The ping shares r1's
  // queue (max 80.9 ms = 40 + a full 256 000-byte queue) and samples the sawtooth evenly; the median
  // is the 287-segment fast-convergence plateau (29 ms of queue), which the notes' own trace shows
  // too. 61 ms needs cwnd under about 248 for half the run: W(t) alone never stays there more than
  // about 1 s per cycle. Not the start phase: without HyStart the model repeats the notes' trace
  // timeline (two slow-start reductions, the fast-convergence loss at 1.0 s, notes 1.38; the next at
  // 11.2 s, notes 11.5) and still gives 69.3 ms. The notes' trace runs below W(t) after 11.5 s
  // (W_max 337 puts cwnd at 336 by 16.6 s; the trace has 256, then a loss there): losses below
  // BDP + buffer. Believed cause: host stalls. The notes' own maximum pings exceed what their queue
  // can hold (50 KiB: 84.2 and 69.3 ms against 41 + 8.2; 2000 KiB CUBIC: 381.0 against 42.4 + 327.7),
  // by 11 to 35 ms; a dequeue stall of (334 - cwnd) x 0.242 ms overflows this queue, and one stall
  // of 15 ms 7 s into the flow gives a loss at cwnd 280 and 63.3 ms (10 or 12 ms: no loss, 69.2).
  // How often hosts stall is not in the notes (their Reno trace has no such loss), so the model has
  // none. Checked and not the cause: tbf's 15 KiB burst (69.5 ms), GSO/TSO bursts (68.6 ms), host
  // noise 0 to 500 us (69.0 to 69.5 ms). docs/model.md, TCP, "Known differences".
  it.fails('CUBIC 250 KiB: ping median under load 55 to 66 ms (notes: 61.0 ms)', () => {
    const mid = read('cubic', 256000);
    expect(mid.loaded).toBeGreaterThanOrEqual(55);
    expect(mid.loaded).toBeLessThanOrEqual(66);
  });
});
