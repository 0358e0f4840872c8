// Min/max decimation per pixel column, so a series of 100 000 points costs a few thousand
// canvas segments. Pure: (times, values, visible domain, width) -> a polyline in pixels.

export interface Polyline {
  /** x in CSS px (0 = left edge of the plot). */
  x: Float64Array;
  /** y values in data units; NaN means "lift the pen" (a gap in the series). */
  y: Float64Array;
  length: number;
  /** True when every visible point is kept (few enough points for the width). */
  raw: boolean;
}

/** First index with t[i] >= v (t sorted ascending). */
export function lowerBound(t: ArrayLike<number>, length: number, v: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** First index with t[i] > v (t sorted ascending). */
export function upperBound(t: ArrayLike<number>, length: number, v: number): number {
  let lo = 0;
  let hi = length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The points to draw for `t[0..length)`, `y[0..length)` between times x0 and x1 on a plot
 * `width` px wide. With more than two points per pixel column, each column keeps its first,
 * minimum, maximum and last values (in the order they occur), which preserves every peak and
 * trough; otherwise every point is kept. One point beyond each edge is kept so lines reach the
 * edges. Non-finite values become gaps.
 */
export function decimateMinMax(
  t: ArrayLike<number>,
  y: ArrayLike<number>,
  length: number,
  x0: number,
  x1: number,
  width: number,
): Polyline {
  const n = Math.min(length, t.length, y.length);
  const cols = Math.max(1, Math.floor(width));
  const span = x1 - x0;
  if (n === 0 || !(span > 0)) return { x: new Float64Array(0), y: new Float64Array(0), length: 0, raw: true };
  const from = Math.max(0, lowerBound(t, n, x0) - 1);
  const to = Math.min(n, upperBound(t, n, x1) + 1);
  const k = width / span;
  const count = to - from;
  if (count <= 2 * cols) {
    const xs = new Float64Array(count);
    const ys = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      xs[i] = (t[from + i] - x0) * k;
      const v = y[from + i];
      ys[i] = Number.isFinite(v) ? v : NaN;
    }
    return { x: xs, y: ys, length: count, raw: true };
  }
  // At most 4 points per column plus one gap marker per column.
  const cap = (cols + 2) * 5 + 8;
  const xs = new Float64Array(cap);
  const ys = new Float64Array(cap);
  let m = 0;
  let col = Number.NaN;
  let first = NaN, last = NaN, lo = NaN, hi = NaN, iLo = 0, iHi = 0, has = false, gap = false;
  const flush = () => {
    if (!has) return;
    const px = (col + 0.5);
    const put = (v: number) => {
      if (m > 0 && xs[m - 1] === px && ys[m - 1] === v) return;
      xs[m] = px;
      ys[m] = v;
      m++;
    };
    put(first);
    if (iLo <= iHi) { put(lo); put(hi); } else { put(hi); put(lo); }
    put(last);
  };
  for (let i = from; i < to; i++) {
    const c = Math.floor((t[i] - x0) * k);
    if (c !== col) {
      flush();
      col = c;
      has = false;
    }
    const v = y[i];
    if (!Number.isFinite(v)) {
      if (has) {
        flush();
        has = false;
      }
      gap = true;
      continue;
    }
    if (gap) {
      if (m > 0 && !Number.isNaN(ys[m - 1])) {
        xs[m] = xs[m - 1];
        ys[m] = NaN;
        m++;
      }
      gap = false;
    }
    if (!has) {
      has = true;
      first = lo = hi = last = v;
      iLo = iHi = i;
    } else {
      last = v;
      if (v < lo) { lo = v; iLo = i; }
      if (v > hi) { hi = v; iHi = i; }
    }
  }
  flush();
  return { x: xs.subarray(0, m), y: ys.subarray(0, m), length: m, raw: false };
}
