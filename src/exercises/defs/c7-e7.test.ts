// c7-e7 against the notes' exercise 7 (seeds/003, "Ejercicios", item 7: Wmax = 400, no fast
// convergence, RTT 20 ms) and against the notes' own cubic_curve.py table for Wmax = 167 ("La
// región amigable con Reno": K = 5.00 s; 117, 130, ... 167; Reno from 84 overtakes by 3,5 s).
import { describe, expect, it } from 'vitest';
import { cubicVsReno } from '../../models/cubicVsReno';
import { c7e7, catchUpS, kOf, windowAt } from './c7-e7';

type P = Parameters<typeof kOf>[0];
const notes = c7e7.params({ course: null, student: null }) as P;

describe('c7-e7: CUBIC\'s curve after one loss', () => {
  it('the notes\' Wmax 400: K = cbrt(300) = 6,69 s; W = 280, 385, 400, 520; Reno catches up near 3,8 s', () => {
    expect(notes).toEqual({ wmax: 400, rtt_ms: 20 });
    const key = c7e7.key(notes);
    expect(key.k_s as number).toBeCloseTo(6.694, 3);
    expect(key.w_0 as number).toBeCloseTo(280, 9);
    expect(key.w_half_k as number).toBeCloseTo(385, 9);
    expect(key.w_k as number).toBeCloseTo(400, 9);
    expect(key.w_2k as number).toBeCloseTo(520, 9);
    // The model CLI's table for --wmax 400 --rtt 20: CUBIC 387 / Reno 375 at 3,5 s, 392 / 400 at 4,0 s.
    expect(key.catch_up_s as number).toBeGreaterThan(3.5);
    expect(key.catch_up_s as number).toBeLessThan(4.0);
    expect(c7e7.check(notes, { k_s: 6.69, w_0: 280, w_half_k: 385, w_k: 400, w_2k: 520, catch_up_s: 3.8 }).verdict).toBe('right');
  });

  it('reading the half-second table (3,5 or 4,0 s) is still right for the catch-up time', () => {
    const key = c7e7.key(notes);
    for (const t of [3.5, 4.0]) expect(c7e7.check(notes, { ...key, catch_up_s: t }).verdict, `${t}`).toBe('right');
  });

  it('the catch-up time agrees with the model\'s own CUBIC-against-Reno table (src/models/cubicVsReno)', () => {
    // The notes' lab link: Wmax 167, RTT 40 ms ("a los 3,5 segundos, Reno ya alcanzó a la curva").
    const lab = { wmax: 167, rtt_ms: 40 };
    const t = catchUpS(lab)!;
    const rows = cubicVsReno({ wmax: 167, rttMs: 40 }).rows;
    const firstAhead = rows.find((r) => r.reno > r.cubic)!;
    expect(firstAhead.t).toBe(3.5);
    expect(t).toBeGreaterThan(3.0);
    expect(t).toBeLessThanOrEqual(3.5);
    expect(kOf(lab)).toBeCloseTo(5.0, 2);
    expect(Math.round(windowAt(lab, 0))).toBe(117);
  });

  it('K without the cube root, with 0,7 Wmax under it, or with fast convergence gets its hint', () => {
    const key = c7e7.key(notes);
    expect(c7e7.check(notes, { ...key, k_s: 300 }).mistake).toBe('no-cube-root');
    const beta = c7e7.check(notes, { ...key, k_s: Math.cbrt(700) });
    expect(beta.mistake).toBe('beta-for-reduction');
    expect(beta.hint?.es).toMatch(/0,3 × Wmax/);
    // Fast convergence: Wmax 340, from 280: cbrt(150) = 5,31 s.
    expect(c7e7.check(notes, { ...key, k_s: 5.31 }).mistake).toBe('fast-convergence');
  });

  it('a sign error in (t − K)³ and answering K for the catch-up get theirs', () => {
    const key = c7e7.key(notes);
    expect(c7e7.check(notes, { ...key, w_0: 520 }).mistake).toBe('sign');
    const f = c7e7.check(notes, { ...key, catch_up_s: 6.69 });
    expect(f.verdict).not.toBe('right');
    expect(f.mistake).toBe('answered-k');
  });

  it('every drawn Wmax has a catch-up point, and the draws differ across students', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const p = c7e7.params({ course: 'REDES', student: `s${i}` }) as P;
      seen.add(p.wmax);
      expect(p.wmax).toBeGreaterThanOrEqual(200);
      expect(p.wmax).toBeLessThanOrEqual(800);
      const t = catchUpS(p);
      expect(t, `Wmax ${p.wmax}`).not.toBeNull();
      // Reno crosses before CUBIC's curve gets back to Wmax plus a little: never after 1,1 K.
      expect(t!).toBeLessThan(1.1 * kOf(p));
    }
    expect(seen.size).toBeGreaterThan(15);
  });
});
