import type { RttStats } from './run-record';

/** min / median / max of the values (median of an even count: mean of the two middle ones). */
export function rttStats(values: Float64Array): RttStats | null {
  const n = values.length;
  if (n === 0) return null;
  const s = Float64Array.from(values).sort();
  const median = n % 2 === 1 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  return { min: s[0], median, max: s[n - 1] };
}

/** Jain's fairness index (sum x)^2 / (n sum x^2); 1 for zero or one flow, or when all are zero. */
export function jainIndex(xs: readonly number[]): number {
  if (xs.length <= 1) return 1;
  let sum = 0;
  let sq = 0;
  for (const x of xs) {
    sum += x;
    sq += x * x;
  }
  return sq === 0 ? 1 : (sum * sum) / (xs.length * sq);
}
