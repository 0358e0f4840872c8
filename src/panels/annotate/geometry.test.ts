import { describe, expect, it } from 'vitest';
import { scaleLinear } from 'd3';
import { arrowHead, boxOf, fromDrag, isDrag, toPx } from './geometry';

describe('annotation geometry', () => {
  // A 500 px plot of 0..10 s, 200 px of 0..400 segments.
  const x = scaleLinear().domain([0, 10]).range([0, 500]);
  const y = scaleLinear().domain([0, 400]).range([200, 0]);
  it('a drag becomes run coordinates: seconds and the plot units', () => {
    const a = fromDrag('arrow', 'cwnd', { x: 100, y: 150 }, { x: 250, y: 50 }, x, y, 'a1');
    expect(a).toMatchObject({ kind: 'arrow', plot: 'cwnd', t1: 2, y1: 100, t2: 5, y2: 300 });
    const n = fromDrag('note', 'cwnd', { x: 100, y: 150 }, { x: 300, y: 10 }, x, y, 'n1', 'here');
    expect(n).toMatchObject({ t1: 2, t2: 2, y1: 100, y2: 100, text: 'here' });
  });
  it('moves with zoom: the same annotation lands where its time is in the window shown', () => {
    const a = { t1: 2, y1: 100, t2: 5, y2: 300 };
    expect(toPx(a, x, y)).toEqual({ x1: 100, y1: 150, x2: 250, y2: 50 });
    const zoomed = scaleLinear().domain([1, 6]).range([0, 500]);
    expect(toPx(a, zoomed, y).x1).toBeCloseTo(100, 9); // 2 s is a fifth into 1..6 s
    expect(toPx(a, zoomed, y).x2).toBeCloseTo(400, 9);
    // A taller axis (the run grew): the arrow still points at 300 segments.
    const taller = scaleLinear().domain([0, 600]).range([200, 0]);
    expect(toPx(a, x, taller).y2).toBeCloseTo(100, 9);
  });
  it('boxes, heads, clicks', () => {
    expect(boxOf({ x1: 50, y1: 80, x2: 10, y2: 20 })).toEqual({ x: 10, y: 20, width: 40, height: 60 });
    const [ax, ay, bx, by] = arrowHead({ x1: 0, y1: 0, x2: 100, y2: 0 }, 10);
    expect(ax).toBeLessThan(100);
    expect(bx).toBeLessThan(100);
    expect(ay).toBeCloseTo(-by, 9);
    expect(isDrag({ x: 0, y: 0 }, { x: 3, y: 3 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 10, y: 0 })).toBe(true);
  });
});
