import { describe, expect, it } from 'vitest';
import { nudge, planeScale, snap, snapStep, stepDirection, stepPath, svgPath } from './geometry';

const box = { left: 50, top: 10, side: 480 };

describe('planeScale', () => {
  const s = planeScale(100, box);
  it('spans 0..1.2 C on both axes, x2 growing upwards', () => {
    expect(s.max).toBeCloseTo(120);
    expect(s.toScreen([0, 0])).toEqual([50, 490]);
    expect(s.toScreen([120, 120])).toEqual([530, 10]);
    // C/2 on both axes: the crossing of efficiency and fairness, in the middle-left of the box.
    const [x, y] = s.toScreen([50, 50]);
    expect(x).toBeCloseTo(50 + 200);
    expect(y).toBeCloseTo(490 - 200);
  });
  it('maps back to the model and clamps to the plane', () => {
    const [x, y] = s.toScreen([10, 70]);
    const back = s.toModel(x, y);
    expect(back[0]).toBeCloseTo(10);
    expect(back[1]).toBeCloseTo(70);
    expect(s.toModel(0, 1000)).toEqual([0, 0]);
    expect(s.toModel(10_000, -10_000)).toEqual([120, 120]);
  });
});

describe('stepPath', () => {
  it('draws an additive increase as one 45-degree segment', () => {
    const p = stepPath([10, 70], [15, 75], 'additive');
    expect(p).toEqual([[10, 70], [15, 75]]);
    expect(p[1][0] - p[0][0]).toBe(p[1][1] - p[0][1]);
  });
  it('draws a multiplicative decrease on the ray through the origin', () => {
    const p = stepPath([25, 85], [12.5, 42.5], 'multiplicative');
    expect(p).toEqual([[25, 85], [12.5, 42.5]]);
    // Same ratio x2 / x1 at both ends: the segment points at the origin.
    expect(p[0][1] / p[0][0]).toBeCloseTo(p[1][1] / p[1][0]);
  });
  it('bends where an additive decrease is cut off at zero', () => {
    // MIAD near the axis: x1 = max(0, 8 - 20) = 0, x2 = 100 - 20 = 80.
    expect(stepPath([8, 100], [0, 80], 'additive')).toEqual([[8, 100], [0, 92], [0, 80]]);
    expect(stepPath([100, 8], [80, 0], 'additive')).toEqual([[100, 8], [92, 0], [80, 0]]);
  });
  it('keeps a plain additive decrease straight', () => {
    expect(stepPath([25, 85], [5, 65], 'additive')).toEqual([[25, 85], [5, 65]]);
  });
});

describe('stepDirection', () => {
  it('reads an increase or a decrease from the rows', () => {
    expect(stepDirection([10, 70], [15, 75])).toBe('increase');
    expect(stepDirection([25, 85], [12.5, 42.5])).toBe('decrease');
    expect(stepDirection([0, 0], [0, 0])).toBe('increase');
  });
});

describe('svgPath', () => {
  it('writes the points in screen pixels', () => {
    const s = planeScale(100, { left: 0, top: 0, side: 120 });
    expect(svgPath([[0, 0], [10, 70], [60, 120]], s)).toBe('M0 120 L10 50 L60 0');
  });
});

describe('snapping and nudging the start point', () => {
  it('snaps to half units for C = 100 and scales with C', () => {
    expect(snapStep(100)).toBe(0.5);
    expect(snapStep(1000)).toBe(5);
    expect(snapStep(10)).toBeCloseTo(0.05);
    expect(snap(10.26, 100)).toBe(10.5);
    expect(snap(10.2, 100)).toBe(10);
    expect(snap(0.1 + 0.2, 10)).toBe(0.3);
  });
  it('nudges by snap steps and stays on the plane', () => {
    expect(nudge([10, 70], 1, -10, 100)).toEqual([10.5, 65]);
    expect(nudge([0, 119.5], -1, 10, 100)).toEqual([0, 120]);
  });
});
