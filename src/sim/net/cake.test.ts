import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { PF_CE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { Rng } from '../core/rng';
import { Cake, CAKE_DEFAULTS, cakeConfig, effectiveRateMbps, type CakeConfig } from './cake';
import { cakeSetRate } from './cake-rate';
import { PF_SCE } from './ecn-bits';
import { sceProbability, sceRamp } from './sce-ramp';

const T = 5e6; // target 5 ms

function setup(cfg: Partial<CakeConfig> = {}) {
  const k = new Kernel(1e12);
  const cake = new Cake(k, { ...CAKE_DEFAULTS, ...cfg }, new Rng(3, 'queue:cake'));
  const push = (source: number, size: number, ect: boolean) => {
    const p = k.pool.alloc(size, source, PK_TCP_DATA, 0, k.now);
    if (ect) k.pool.flags[p] = PF_ECT;
    if (!cake.push(p, size)) k.pool.release(p);
  };
  return { k, cake, push };
}

describe('SCE ramp (draft: 0 at target/2 to 1 at target; single: from target, same slope)', () => {
  it('has the exact ramp values', () => {
    const d = sceRamp(T, 'default', null);
    const s = sceRamp(T, 'single', null);
    expect([0.4, 0.5, 0.75, 1, 1.2].map((x) => sceProbability(d, x * T))).toEqual([0, 0, 0.5, 1, 1]);
    expect([0.4, 0.5, 0.75, 1, 1.25, 1.5].map((x) => sceProbability(s, x * T))).toEqual([0, 0, 0, 0, 0.5, 1]);
    expect(sceProbability(sceRamp(T, 'off', null), 10 * T)).toBe(0);
    // sce_thresh: 4 is the default ramp, 8 starts halfway (0.75 target), 1024 is nearly single.
    expect(sceRamp(T, 'default', 4).startNs).toBe(T / 2);
    expect(sceRamp(T, 'default', 8).startNs).toBe(0.75 * T);
    expect(sceRamp(T, 'default', 1024).startNs / T).toBeCloseTo(1, 2);
  });

  // Batches of 1000 ECT packets pushed at t and dequeued at t + sojourn: every packet waits
  // exactly `sojourn`, and CoDel never acts (each batch lasts less than an interval).
  function measure(sce: 'default' | 'single', x: number) {
    const { k, cake, push } = setup({ sce, isolation: 'flowblind' });
    const N = 100_000;
    let sce0 = 0;
    for (let b = 0; b < N / 1000; b++) {
      k.now = b * 1e9;
      for (let i = 0; i < 1000; i++) push(0, 1514, true);
      k.now += x * T;
      while (cake.count > 0) {
        const p = cake.shift();
        if (k.pool.flags[p] & PF_SCE) sce0++;
        k.pool.release(p);
      }
    }
    expect(cake.drops + cake.ceMarks).toBe(0);
    expect(cake.sceMarks).toBe(sce0);
    return sce0 / N;
  }

  for (const [mode, xs] of [
    ['default', [[0.4, 0], [0.5, 0], [0.75, 0.5], [1.0, 1]]],
    ['single', [[0.4, 0], [0.5, 0], [0.75, 0], [1.0, 0], [1.25, 0.5], [1.5, 1]]],
  ] as const) {
    for (const [x, p] of xs) {
      it(`${mode}: marks SCE with probability ${p} at sojourn ${x} x target`, () => {
        // 3 sigma of a binomial proportion over 100 000 packets (0 when p is 0 or 1: exact).
        const tol = 3 * Math.sqrt((p * (1 - p)) / 100_000);
        expect(Math.abs(measure(mode, x) - p)).toBeLessThanOrEqual(tol);
      });
    }
  }
});

describe('Cake flow isolation (DRR)', () => {
  it('serves two backlogged sources with equal packets alternately (equal shares)', () => {
    const { k, cake, push } = setup();
    for (let i = 0; i < 500; i++) push(0, 1514, false);
    for (let i = 0; i < 500; i++) push(1, 1514, false);
    const n = [0, 0];
    for (let i = 0; i < 600; i++) {
      const p = cake.shift();
      n[k.pool.source[p]]++;
      k.pool.release(p);
    }
    expect(n).toEqual([300, 300]);
  });

  it('shares bytes, not packets, between 1514 B and 514 B sources (within one quantum + one frame)', () => {
    const { k, cake, push } = setup();
    for (let i = 0; i < 1000; i++) push(0, 1514, false);
    for (let i = 0; i < 2000; i++) push(1, 514, false);
    for (let i = 0; i < 1200; i++) k.pool.release(cake.shift());
    const [a, b] = [cake.sentBytes[0], cake.sentBytes[1]];
    // DRR bound: the byte difference between backlogged flows stays under quantum + max frame.
    expect(Math.abs(a - b)).toBeLessThanOrEqual(1514 + 1514);
    expect(a + b).toBeGreaterThan(600_000);
  });

  it('flowblind serves in arrival order (no isolation)', () => {
    const { k, cake, push } = setup({ isolation: 'flowblind' });
    for (let i = 0; i < 100; i++) push(0, 1514, false);
    for (let i = 0; i < 100; i++) push(1, 1514, false);
    const src: number[] = [];
    for (let i = 0; i < 100; i++) {
      const p = cake.shift();
      src.push(k.pool.source[p]);
      k.pool.release(p);
    }
    expect(src.every((s) => s === 0)).toBe(true);
  });

  it('when full, drops from the fattest flow, not from the sparse one', () => {
    const { cake, push } = setup({ limitBytes: 10 * 1514 });
    for (let i = 0; i < 10; i++) push(0, 1514, false);
    push(1, 1514, false); // fits by head-dropping source 0
    push(0, 1514, false); // source 0 is the fattest: refused
    expect(cake.count).toBe(10);
    expect(cake.bytes).toBe(10 * 1514);
    expect(cake.dropsOverlimit).toBe(2);
  });
});

describe('Cake CoDel: CE for ECT, drops otherwise; shaping rate', () => {
  it('marks a standing queue of ECT packets CE (never SCE on a CE packet) and drops Not-ECT ones', () => {
    for (const ect of [true, false]) {
      const { k, cake, push } = setup({ isolation: 'flowblind' });
      for (let i = 0; i < 200; i++) push(0, 1514, ect);
      let both = 0;
      for (k.now = 100_000; k.now <= 1e9; k.now += 100_000) {
        const p = cake.shift();
        if (p >= 0) {
          if ((k.pool.flags[p] & PF_CE) && (k.pool.flags[p] & PF_SCE)) both++;
          k.pool.release(p);
        }
        while (cake.count < 200) push(0, 1514, ect);
      }
      expect(both).toBe(0);
      if (ect) {
        expect(cake.ceMarks).toBeGreaterThan(10);
        expect(cake.drops).toBe(0);
        expect(cake.sceMarks).toBeGreaterThan(9000); // sojourn 20 ms > target: every unmarked ECT packet gets SCE
      } else {
        expect(cake.dropsAqm).toBeGreaterThan(10);
        expect(cake.ceMarks + cake.sceMarks).toBe(0);
      }
    }
  });

  it('the link serialises at the smaller of its rate and the shaper rate', () => {
    expect(effectiveRateMbps(100, null)).toBe(100);
    expect(effectiveRateMbps(100, 20)).toBe(20);
    expect(effectiveRateMbps(10, 20)).toBe(10);
  });
});

describe('Cake tunes CoDel and the quantum to its rate (Linux sch_cake.c cake_set_rate)', () => {
  const fields = { limit_bytes: 4194304, target_ms: 5, interval_ms: 100, sce: 'default' as const, sce_thresh: null, isolation: 'flowblind' as const, rate_mbps: null };

  it.each([
    // [rate Mbit/s, target ns, interval ns, quantum B], worked by hand from cake_set_rate with
    // mtu 1514: mtu_time = 1514 / (rate / 8) s; target = max(1.5 mtu_time, 5 ms);
    // interval = max(100 ms + target - 5 ms, 2 target); quantum = clamp(rate_Bps >> 12, 300, 1514).
    [100, 5_000_000, 100_000_000, 1514], // 12.5 MB/s >> 12 = 3051
    [25, 5_000_000, 100_000_000, 762], // 3 125 000 >> 12 = 762
    [10, 5_000_000, 100_000_000, 305], // 1 250 000 >> 12 = 305
    [2, 9_084_000, 104_084_000, 300], // mtu_time 6.056 ms
    [1, 18_168_000, 113_168_000, 300], // mtu_time 12.112 ms
    [0.5, 36_336_000, 131_336_000, 300], // mtu_time 24.224 ms
    [0.1, 181_680_000, 363_360_000, 300], // 2 x target exceeds 100 ms + 176.68 ms
  ])('at %s Mbit/s: target %s ns, interval %s ns, quantum %s B', (rate, target, interval, quantum) => {
    expect(cakeSetRate(rate, 5e6, 100e6)).toEqual({ targetNs: target, intervalNs: interval, quantumBytes: quantum });
  });

  it('unshaped (rate 0 in the kernel) keeps the configured values and a 1514-byte quantum', () => {
    expect(cakeSetRate(null, 5e6, 100e6)).toEqual({ targetNs: 5e6, intervalNs: 100e6, quantumBytes: 1514 });
  });

  it('the scenario queue is tuned to the rate it serialises at, and the SCE ramp follows the target', () => {
    const slow = cakeConfig(fields, 1);
    expect(slow.targetNs).toBe(18_168_000);
    expect(slow.intervalNs).toBe(113_168_000);
    expect(slow.quantumBytes).toBe(300);
    // A shaper slower than the link is the rate that counts.
    expect(cakeConfig({ ...fields, rate_mbps: 1 }, 100).targetNs).toBe(18_168_000);
    const k = new Kernel(1e12);
    const cake = new Cake(k, slow, new Rng(1, 'queue:cake'));
    expect(cake.ramp.startNs).toBe(18_168_000 / 2);
    // A user's larger target wins over the rate rule.
    expect(cakeConfig({ ...fields, target_ms: 30 }, 1).targetNs).toBe(30e6);
  });
});
