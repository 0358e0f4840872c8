// Pure helpers for dense series kept in Float64Arrays.

/** A series that grows by appending: `data[0..length)` is valid, the rest is spare capacity. */
export interface Growable {
  readonly data: Float64Array;
  readonly length: number;
}

export function emptyGrowable(capacity = 256): Growable {
  return { data: new Float64Array(capacity), length: 0 };
}

/**
 * Returns a series with `chunk` appended. Amortised O(chunk): values are written into the
 * spare capacity (reallocating by doubling), so the argument must be treated as consumed:
 * keep only the returned value, as with a reducer. The valid prefix of an older value is
 * never changed, so a chart still holding it draws the same thing.
 */
export function appendGrowable(s: Growable, chunk: ArrayLike<number>): Growable {
  const n = chunk.length;
  if (n === 0) return s;
  let data = s.data;
  if (s.length + n > data.length) {
    let cap = Math.max(16, data.length);
    while (cap < s.length + n) cap *= 2;
    data = new Float64Array(cap);
    data.set(s.data.subarray(0, s.length));
  }
  for (let i = 0; i < n; i++) data[s.length + i] = chunk[i];
  return { data, length: s.length + n };
}

/** The valid values, without copying. */
export function valuesOf(s: Growable): Float64Array {
  return s.data.subarray(0, s.length);
}

/** The valid values as JSON can carry them: NaN (a missing sample) becomes null. */
export function nullableValues(s: Growable): (number | null)[] {
  return Array.from(valuesOf(s), (v) => (Number.isFinite(v) ? v : null));
}

/** `n` values read back from JSON (null, or absent, for a missing sample) as floats with NaN. */
export function floatsFromNullable(a: ArrayLike<number | null> | undefined, n: number): Float64Array {
  const out = new Float64Array(n).fill(NaN);
  if (!a) return out;
  for (let i = 0; i < Math.min(n, a.length); i++) {
    const v = a[i];
    out[i] = v === null ? NaN : Number(v);
  }
  return out;
}

/** The last finite value, or `fallback` if there is none. */
export function lastFinite<T>(y: ArrayLike<number>, fallback: T): number | T {
  for (let i = y.length - 1; i >= 0; i--) if (Number.isFinite(y[i])) return y[i];
  return fallback;
}

export function countFinite(y: ArrayLike<number>, length = y.length): number {
  let c = 0;
  for (let i = 0; i < length; i++) if (Number.isFinite(y[i])) c++;
  return c;
}

/** Largest finite value, or `fallback` if there is none. */
export function maxFinite(y: ArrayLike<number>, length = y.length, fallback = 0): number {
  let m = -Infinity;
  for (let i = 0; i < length; i++) if (y[i] > m && Number.isFinite(y[i])) m = y[i];
  return m === -Infinity ? fallback : m;
}

/** An upper bound for an axis that leaves headroom and moves in coarse steps (so it does not jitter). */
export function roomyUpper(max: number, minimum: number): number {
  const target = Math.max(max * 1.15, minimum);
  if (!(target > 0)) return 1;
  const mag = 10 ** Math.floor(Math.log10(target));
  for (const f of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (f * mag >= target) return f * mag;
  return 10 * mag;
}
