import { describe, expect, it } from 'vitest';
import { CUBIC_BETA, CUBIC_C, cubicK, cubicTimeToWindow, cubicWindow } from './cubic';
import { fastConvergence } from './cubicFastConvergence';
import { recoveryRow, recoveryTable } from './cubicRecovery';
import { cubicVsReno, renoLinearWindow } from './cubicVsReno';

describe('CUBIC curve', () => {
  it('K = cbrt(Wmax (1 - beta) / C)', () => {
    expect(CUBIC_C).toBe(0.4);
    expect(CUBIC_BETA).toBe(0.7);
    expect(cubicK(167)).toBeCloseTo(Math.cbrt(125.25), 12);
    expect(cubicK(167).toFixed(2)).toBe('5.00');
    expect(cubicK(500 / 3)).toBeCloseTo(5, 12); // Wmax = BDP of the lab link in 1500-byte packets
    expect(cubicK(400)).toBeCloseTo(Math.cbrt(300), 12);
    expect(cubicK(285, 235)).toBeCloseTo(5, 12); // the notes' rounded fast-convergence figures
  });
  it('W(0) is the restart window, W(K) = Wmax, symmetric around K', () => {
    const k = cubicK(167);
    expect(cubicWindow(0, 167, k)).toBeCloseTo(0.7 * 167, 9);
    expect(cubicWindow(k, 167, k)).toBe(167);
    expect(cubicWindow(k + 2, 167, k) - 167).toBeCloseTo(167 - cubicWindow(k - 2, 167, k), 9);
    expect(cubicTimeToWindow(167 + 0.4 * 8, 167, k)).toBeCloseTo(k + 2, 9);
  });
  it('refuses Wmax <= 0', () => {
    expect(() => cubicK(0)).toThrow(RangeError);
  });
});

describe('recovery table', () => {
  it('Reno needs (Wmax / 2) RTTs, CUBIC needs K whatever the RTT', () => {
    const r = recoveryRow({ rateMbps: 50, rttMs: 40 });
    expect(r.bdpPackets).toBeCloseTo(500 / 3, 9);
    expect(r.renoSeconds).toBeCloseTo(10 / 3, 9);
    expect(r.cubicSeconds).toBeCloseTo(5, 9);
    // Same BDP, five times the RTT: Reno 25 times slower, CUBIC's K only grows with the BDP.
    const slow = recoveryRow({ rateMbps: 10, rttMs: 200 });
    expect(slow.cubicSeconds).toBeCloseTo(r.cubicSeconds, 9);
    expect(slow.renoSeconds / r.renoSeconds).toBeCloseTo(5, 9);
    expect(recoveryTable()).toHaveLength(5);
  });
});

describe('CUBIC beside Reno', () => {
  it('Reno starts at Wmax / 2 and adds one packet per RTT', () => {
    expect(renoLinearWindow(1, 83.5, 40)).toBe(108.5);
    const c = cubicVsReno({ wmax: 167, rttMs: 40 });
    expect(c.rows[0].t).toBe(0);
    expect(c.rows[0].reno).toBe(83.5);
    expect(c.rows[0].cubic).toBeCloseTo(116.9, 9);
    expect(c.rows[2].reno).toBe(108.5);
  });
  it('by default stops once Reno has stayed ahead for two samples', () => {
    const c = cubicVsReno({ wmax: 167, rttMs: 40 });
    const last = c.rows.slice(-2);
    expect(c.rows.map((r) => r.t)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4]);
    for (const r of last) expect(r.reno).toBeGreaterThan(r.cubic);
  });
  it('stops at 2K when Reno never catches up, or at --until', () => {
    const big = cubicVsReno({ wmax: 83333, rttMs: 100 });
    expect(big.rows[big.rows.length - 1].t).toBeGreaterThanOrEqual(2 * big.k);
    expect(big.rows[big.rows.length - 1].t).toBeLessThan(2 * big.k + 0.5);
    expect(cubicVsReno({ wmax: 167, rttMs: 40, untilS: 1 }).rows).toHaveLength(3);
  });
});

describe('fast convergence', () => {
  it('aims at cwnd (1 + beta) / 2 and restarts at beta cwnd', () => {
    const f = fastConvergence(335);
    expect(f.wmax).toBeCloseTo(284.75, 9);
    expect(f.cwndStart).toBeCloseTo(234.5, 9);
    expect(f.k).toBeCloseTo(Math.cbrt(50.25 / 0.4), 9);
    // Next loss when W passes 335: K + cbrt((336 - Wmax) / C).
    expect(f.nextLossS).toBeCloseTo(f.k + Math.cbrt((336 - 284.75) / 0.4), 9);
  });
});
