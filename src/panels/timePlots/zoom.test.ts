import { describe, expect, it } from 'vitest';
import { clampDomain, isFullDomain, panBy, wheelFactor, zoomAround, zoomAt } from './zoom';

const full = [0, 30] as const;

describe('zoom domain maths', () => {
  it('zooms in around the pointer, keeping that time under it', () => {
    const d = zoomAt(full, full, 15, 0.5, 0.5);
    expect(d[0]).toBeCloseTo(7.5);
    expect(d[1]).toBeCloseTo(22.5);
    const e = zoomAt(full, full, 3, 0.5, 0.5);
    expect((3 - e[0]) / (e[1] - e[0])).toBeCloseTo(0.1);
  });
  it('never zooms out past the full run nor in past the minimum span', () => {
    expect(zoomAt([10, 20], full, 15, 10, 0.5)).toEqual([0, 30]);
    const d = zoomAt([10, 11], full, 10.5, 0.01, 0.5);
    expect(d[1] - d[0]).toBeCloseTo(0.5);
  });
  it('zooms around a paused moment: a loss at 0.3 s of a 30 s run stays in view, centred once it can be', () => {
    // Three presses of + (factor 0.5): 30 s, 15, 7.5, 3.75 s wide; the window cannot start before 0.
    let d: readonly [number, number] = full;
    for (let i = 0; i < 3; i++) d = zoomAround(d, full, 0.3, 0.5, 0.1);
    expect(d[0]).toBe(0);
    expect(d[1]).toBeCloseTo(3.75, 9);
    // Far from the ends it is centred: 12 s in a 30 s run, zoomed to 7.5 s wide is 8.25 to 15.75 s.
    const e = zoomAround(zoomAround(full, full, 12, 0.5, 0.1), full, 12, 0.5, 0.1);
    expect(e[0]).toBeCloseTo(8.25, 9);
    expect(e[1]).toBeCloseTo(15.75, 9);
    // Never past the minimum span nor the whole run.
    expect(zoomAround([11.9, 12.1], full, 12, 0.1, 0.1)[1] - zoomAround([11.9, 12.1], full, 12, 0.1, 0.1)[0]).toBeCloseTo(0.1, 9);
    expect(zoomAround([10, 20], full, 12, 10, 0.1)).toEqual([0, 30]);
  });
  it('pans and stops at the ends without shrinking', () => {
    expect(panBy([10, 20], full, 5, 0.5)).toEqual([15, 25]);
    expect(panBy([10, 20], full, 50, 0.5)).toEqual([20, 30]);
    expect(panBy([10, 20], full, -50, 0.5)).toEqual([0, 10]);
  });
  it('clamps, and tells the full domain apart', () => {
    expect(clampDomain([-5, 5], full, 1)).toEqual([0, 10]);
    expect(isFullDomain([0, 30], full)).toBe(true);
    expect(isFullDomain([0, 20], full)).toBe(false);
  });
  it('maps wheel notches to factors (down zooms out, up zooms in)', () => {
    expect(wheelFactor(100)).toBeCloseTo(1.25);
    expect(wheelFactor(-100)).toBeCloseTo(0.8);
    expect(wheelFactor(1e6)).toBeCloseTo(1.25 ** 5);
  });
});
