// Geometry of the phase-plane drawing: model coordinates (x1, x2) to screen pixels and back,
// and the path a step is drawn along. Pure (no DOM, no React); it draws what the model's rows
// say and computes no network behaviour of its own.

export type Point = readonly [number, number];

/** How far the axes reach, as a multiple of the capacity C (the notes draw to 1.2 C). */
export const AXIS_REACH = 1.2;

export interface PlaneBox {
  /** Left edge of the plot area (x1 = 0), in px. */
  left: number;
  /** Top edge of the plot area (x2 = 1.2 C), in px. */
  top: number;
  /** Side of the square plot area, in px. */
  side: number;
}

export interface PlaneScale {
  /** Largest value on either axis (1.2 C). */
  max: number;
  box: PlaneBox;
  toScreen(p: Point): [number, number];
  /** Screen pixel to model coordinates, clamped to the plane [0, max]². */
  toModel(px: number, py: number): [number, number];
}

/** The square plane with both axes from 0 to 1.2 C inside `box`; x2 grows upwards. */
export function planeScale(capacity: number, box: PlaneBox): PlaneScale {
  const max = AXIS_REACH * capacity;
  const k = box.side / max;
  const clamp = (v: number) => Math.min(max, Math.max(0, v));
  return {
    max,
    box,
    toScreen: ([x1, x2]) => [box.left + x1 * k, box.top + box.side - x2 * k],
    toModel: (px, py) => [clamp((px - box.left) / k), clamp((box.top + box.side - py) / k)],
  };
}

/** The kind of change a step applies to both rates. */
export type MoveKind = 'additive' | 'multiplicative';

/** Whether a step from `from` to `to` raised or lowered the total (a decrease lowers it). */
export function stepDirection(from: Point, to: Point): 'increase' | 'decrease' {
  return to[0] + to[1] < from[0] + from[1] ? 'decrease' : 'increase';
}

/**
 * The points a step is drawn through, in model coordinates.
 *
 * A multiplicative step keeps x2 / x1: a straight segment on the ray from the origin. An additive
 * step changes both rates by the same amount: a 45-degree segment, except when a decrease is cut
 * off at zero for one flow (x1 = max(0, x1 - d)); that flow then stops at the axis while the other
 * goes on, so the path bends once there (the knee).
 */
export function stepPath(from: Point, to: Point, kind: MoveKind): Point[] {
  if (kind === 'multiplicative') return [from, to];
  const d1 = to[0] - from[0];
  const d2 = to[1] - from[1];
  // Both coordinates move together by the smaller change, then only the other one moves.
  const common = Math.abs(d1) <= Math.abs(d2) ? d1 : d2;
  const knee: Point = [from[0] + common, from[1] + common];
  const same = (a: Point, b: Point) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;
  if (same(knee, to) || same(knee, from)) return [from, to];
  return [from, knee, to];
}

/** An SVG path ("M x y L x y ...") through the points, in screen pixels. */
export function svgPath(points: readonly Point[], scale: PlaneScale): string {
  return points
    .map((p, i) => {
      const [x, y] = scale.toScreen(p);
      return `${i === 0 ? 'M' : 'L'}${round2(x)} ${round2(y)}`;
    })
    .join(' ');
}

function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** Step of the grid a dragged point snaps to: 0.5 for C = 100, 5 for C = 1000. */
export function snapStep(capacity: number): number {
  return 0.5 * 10 ** (Math.floor(Math.log10(capacity)) - 2);
}

/** A coordinate rounded to the snap grid, without binary noise (10.000000001 -> 10). */
export function snap(v: number, capacity: number): number {
  const step = snapStep(capacity);
  const digits = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number((Math.round(v / step) * step).toFixed(digits));
}

/** Moves a point by (d1, d2) snap steps, kept on the plane [0, 1.2 C]². */
export function nudge(p: Point, d1: number, d2: number, capacity: number): [number, number] {
  const max = AXIS_REACH * capacity;
  const step = snapStep(capacity);
  const clamp = (v: number) => Math.min(max, Math.max(0, v));
  return [Math.min(max, snap(clamp(p[0] + d1 * step), capacity)), Math.min(max, snap(clamp(p[1] + d2 * step), capacity))];
}
