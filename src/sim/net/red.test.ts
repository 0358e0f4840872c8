import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { PF_CE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { Rng } from '../core/rng';
import { Red, RED_DEFAULTS, tcEwmaLog, type RedConfig } from './red';

function setup(cfg: Partial<RedConfig>) {
  const k = new Kernel(1e12);
  const red = new Red(k, { ...RED_DEFAULTS, ...cfg }, new Rng(7, 'queue:red'));
  const pkt = (size: number, ect: boolean) => {
    const p = k.pool.alloc(size, 0, PK_TCP_DATA, 0, k.now);
    if (ect) k.pool.flags[p] = PF_ECT;
    return p;
  };
  /** Pushes one packet; a refused one is released. Returns whether it was accepted. */
  const push = (size: number, ect: boolean) => {
    const p = pkt(size, ect);
    const ok = red.push(p, size);
    if (!ok) k.pool.release(p);
    return { ok, p };
  };
  return { k, red, push };
}

describe('RED average (EWMA) and thresholds', () => {
  it("picks tc's EWMA log for the course's RED (min 30 KiB, max 90 KiB, avpkt 1000): W = 1/32", () => {
    // burst = (2*30720 + 92160)/3000 = 51; a = 52 - 30.72 = 21.28; (1-(31/32)^51)*32 = 25.7 >= a, 16 gives 15.4 < a.
    expect(tcEwmaLog(30720, 92160, 1000)).toBe(5);
  });

  it('follows the closed form avg_n = B + (avg_0 - B)(1 - W)^n for a constant backlog B', () => {
    const { k, red, push } = setup({ minBytes: 1e8, maxBytes: 2e8, limitBytes: 1e9, ewmaLog: 5 });
    for (let i = 0; i < 40; i++) push(1500, false); // backlog builds to B = 60 000 B
    const a0 = red.avg;
    const B = 60000;
    const W = 1 / 32;
    for (let n = 1; n <= 300; n++) {
      k.now += 1000;
      push(1500, false); // sees backlog B
      k.pool.release(red.shift()); // back to B
      // Tolerance: floating-point rounding of 300 multiply-adds, relative 1e-12.
      if (n % 50 === 0) expect(red.avg).toBeCloseTo(B + (a0 - B) * Math.pow(1 - W, n), 6);
    }
  });

  it('decays the average over an idle period as (1 - W)^(idle / avpkt time)', () => {
    const { k, red, push } = setup({ minBytes: 1e8, maxBytes: 2e8, limitBytes: 1e9, ewmaLog: 5, idleRateMbps: 10, avpktBytes: 1000 });
    for (let i = 0; i < 200; i++) push(1500, false);
    while (red.count > 0) k.pool.release(red.shift()); // drained at t = 0: idle starts
    const a = red.avg;
    k.now = 8_000_000; // 8 ms idle = 10 avpkt times at 10 Mbit/s (800 us each)
    push(1500, false); // then one EWMA step with backlog 0
    const expected = a * Math.pow(31 / 32, 10) * (31 / 32);
    expect(red.avg / expected).toBeCloseTo(1, 12); // exact up to rounding
  });
});

describe('RED early marking and dropping', () => {
  // avg held at 60 000 B between min 30 000 and max 90 000 with max_p 0.2: p_b = 0.1 exactly.
  // With Linux's count spacing the gap between marks is uniform on 1..10, so the marked fraction
  // is 1/E[gap] = 2 p_b / (1 + p_b) = 2/11.
  const cfg = { minBytes: 30000, maxBytes: 90000, maxP: 0.2, limitBytes: 1e9, ewmaLog: 5 };
  const N = 100000;
  const expected = 2 / 11;
  // 3 sigma of a renewal count: Var(gap) = (10^2 - 1)/12, mean 5.5 -> sd(count) = sqrt(N Var / mean^3).
  const tol = (3 * Math.sqrt((N * 8.25) / 5.5 ** 3)) / N;

  function run(ecn: boolean, ect: boolean) {
    const s = setup({ ...cfg, ecn });
    for (let i = 0; i < 40; i++) s.push(1500, ect);
    let ce = 0;
    for (let i = 0; i < 2000 + N; i++) {
      if (i === 2000) {
        s.red.probMarks = s.red.probDrops = s.red.drops = s.red.ceMarks = s.red.dropsAqm = 0;
        ce = 0;
      }
      s.k.now += 10_000;
      if (s.push(1500, ect).ok) {
        const q = s.red.shift();
        if (s.k.pool.flags[q] & PF_CE) ce++;
        s.k.pool.release(q);
      }
    }
    expect(s.red.pb).toBeCloseTo(0.1, 9);
    return { red: s.red, ce };
  }

  it('marks ECT packets CE at the rate 2 p_b / (1 + p_b) when ecn is on, and drops none', () => {
    const { red, ce } = run(true, true);
    expect(Math.abs(red.probMarks / N - expected)).toBeLessThan(tol);
    expect(red.ceMarks).toBe(red.probMarks);
    expect(red.drops).toBe(0);
    expect(red.forcedMarks + red.forcedDrops).toBe(0);
    // packets marked while in the queue: the ones after the warm-up reset minus those still queued (<= 40)
    expect(Math.abs(ce - red.ceMarks)).toBeLessThanOrEqual(40);
  });

  it('drops early at the same rate when ecn is off, and marks none', () => {
    const { red, ce } = run(false, true);
    expect(Math.abs(red.probDrops / N - expected)).toBeLessThan(tol);
    expect(red.dropsAqm).toBe(red.probDrops);
    expect(red.ceMarks + ce).toBe(0);
  });

  it('drops Not-ECT packets even with ecn on, never marking them', () => {
    const { red, ce } = run(true, false);
    expect(Math.abs(red.probDrops / N - expected)).toBeLessThan(tol);
    expect(red.ceMarks + ce).toBe(0);
  });
});

describe('RED forced marks/drops and the byte limit', () => {
  function fill(cfg: Partial<RedConfig>, ect: boolean) {
    const s = setup({ minBytes: 3000, maxBytes: 6000, maxP: 0.1, limitBytes: 1e6, ewmaLog: 1, ...cfg });
    for (let i = 0; i < 100; i++) s.push(1500, ect);
    return s.red;
  }

  it('above max marks every ECT packet with ecn (forced mark, like Linux without harddrop)', () => {
    const red = fill({ ecn: true }, true);
    expect(red.forcedMarks).toBeGreaterThan(90);
    expect(red.drops).toBe(0);
  });

  it('above max drops with harddrop, and without ecn', () => {
    const hard = fill({ ecn: true, harddrop: true }, true);
    const noecn = fill({ ecn: false }, true);
    for (const red of [hard, noecn]) {
      expect(red.forcedDrops).toBeGreaterThan(90);
      expect(red.forcedMarks).toBe(0);
      expect(red.drops).toBe(red.dropsAqm);
    }
    expect(noecn.ceMarks).toBe(0); // (with harddrop, packets in the min..max band may still be marked)
  });

  it('drops at the byte limit (pdrop) without counting the packet as marked', () => {
    const s = setup({ minBytes: 1e8, maxBytes: 2e8, limitBytes: 4500 });
    for (let i = 0; i < 5; i++) s.push(1500, true);
    expect(s.red.bytes).toBe(4500);
    expect(s.red.dropsOverlimit).toBe(2);
    expect(s.red.drops).toBe(2);
    expect(s.red.ceMarks).toBe(0);
  });
});
