// The two laws of RTT unfairness (RFC 9438, as the notes quote it): with synchronised losses
// Reno's throughput ratio approaches the square of the RTT ratio, CUBIC keeps a linear one; and
// the course's runs of that experiment, measured on its Linux lab (seeds/003, "RTT distintos":
// s2 with 80 ms more, three runs of each algorithm). The notes put those runs at an RTT ratio of
// about 140 / 60, counting some 20 ms of queue in both paths: an estimate, not a measurement.

export type Law = 'square' | 'linear';

export function lawRatio(law: Law, rttRatio: number): number {
  return law === 'square' ? rttRatio * rttRatio : rttRatio;
}

/** The law a run's point is closer to, on logarithmic distance (ratios multiply). */
export function nearestLaw(x: number, y: number): Law | null {
  if (!(x > 1) || !(y > 0)) return null;
  const dSquare = Math.abs(Math.log(y) - 2 * Math.log(x));
  const dLinear = Math.abs(Math.log(y) - Math.log(x));
  return dSquare <= dLinear ? 'square' : 'linear';
}

/** Points of a law's curve from x = 1 to `xMax` (enough for a smooth parabola on screen). */
export function lawCurve(law: Law, xMax: number, steps = 48): { x: number; y: number }[] {
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i <= steps; i++) {
    const x = 1 + ((xMax - 1) * i) / steps;
    out.push({ x, y: lawRatio(law, x) });
  }
  return out;
}

export interface MeasuredMark {
  cc: 'reno' | 'cubic';
  run: number;
  /** The notes' RTT ratio estimate for the +80 ms runs. */
  x: number;
  /** Throughput ratio, short-RTT flow over long-RTT flow. */
  y: number;
}

export const COURSE_RTT_RATIO = 140 / 60;

/** seeds/003, "RTT distintos": Reno 41,0 · 6,6 (6,2), 38,6 · 9,1 (4,2), 39,0 · 8,4 (4,6); CUBIC 3,7, 2,7, 2,6. */
export const COURSE_MARKS: readonly MeasuredMark[] = [
  { cc: 'reno', run: 1, x: COURSE_RTT_RATIO, y: 6.2 },
  { cc: 'reno', run: 2, x: COURSE_RTT_RATIO, y: 4.2 },
  { cc: 'reno', run: 3, x: COURSE_RTT_RATIO, y: 4.6 },
  { cc: 'cubic', run: 1, x: COURSE_RTT_RATIO, y: 3.7 },
  { cc: 'cubic', run: 2, x: COURSE_RTT_RATIO, y: 2.7 },
  { cc: 'cubic', run: 3, x: COURSE_RTT_RATIO, y: 2.6 },
];
