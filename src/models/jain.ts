// Jain's fairness index of n allocations: (sum x)^2 / (n * sum x^2). It is 1 when all are equal
// and 1/n when one takes everything.

/**
 * Jain's index of the given throughputs (any unit). Throws on an empty list or a negative or
 * non-finite value; returns NaN when every value is zero (the index is then undefined).
 */
export function jainIndex(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('Jain index needs at least one value');
  let sum = 0;
  let sumSquares = 0;
  for (const x of values) {
    if (!Number.isFinite(x) || x < 0) throw new RangeError(`Jain index values must be finite and >= 0, got ${x}`);
    sum += x;
    sumSquares += x * x;
  }
  if (sumSquares === 0) return Number.NaN;
  return (sum * sum) / (values.length * sumSquares);
}
