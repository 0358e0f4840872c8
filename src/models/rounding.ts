// Numeric rounding as the course's Python scripts print: the exact binary value of the double is
// rounded to the nearest decimal, and an exact tie goes to the even digit (108.5 -> 108,
// 18.75 -> 18.8, 0.125 -> 0.12). JavaScript's toFixed sends ties up (108.5 -> 109), so it is not
// used for the last digit. Everything here is exact: the double is split into an integer
// mantissa and a power of two and the arithmetic is done on BigInt.

/** Splits a finite, non-negative double into an integer mantissa and a power of two: x = m / 2^k. */
function dyadic(x: number): { m: bigint; k: number } {
  let k = 0;
  let v = x;
  // Multiplying by two is exact for every finite double, and at most 1074 steps make it whole.
  while (!Number.isInteger(v)) {
    v *= 2;
    k += 1;
  }
  return { m: BigInt(v), k };
}

/** The integer nearest to x * 10^decimals, ties to even, for x >= 0; as a BigInt. */
function scaledHalfEven(x: number, decimals: number): bigint {
  const { m, k } = dyadic(x);
  const num = m * 10n ** BigInt(decimals);
  const den = 1n << BigInt(k);
  const q = num / den;
  const twiceRemainder = 2n * (num - q * den);
  if (twiceRemainder < den) return q;
  if (twiceRemainder > den) return q + 1n;
  return q % 2n === 0n ? q : q + 1n;
}

function checkDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`decimals must be an integer from 0 to 20, got ${decimals}`);
  }
}

/**
 * x printed with exactly `decimals` fraction digits, rounding half to even on the exact value
 * (what Python's `f"{x:.{decimals}f}"` prints). A result that rounds to zero has no minus sign.
 */
export function formatFixed(x: number, decimals: number): string {
  checkDecimals(decimals);
  if (!Number.isFinite(x)) return String(x);
  const n = scaledHalfEven(Math.abs(x), decimals);
  let digits = n.toString();
  if (decimals > 0) {
    digits = digits.padStart(decimals + 1, '0');
    digits = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  }
  return x < 0 && n !== 0n ? `-${digits}` : digits;
}

/** x rounded half to even at `decimals` fraction digits, as a number (the double nearest that decimal). */
export function roundHalfEven(x: number, decimals = 0): number {
  return Number(formatFixed(x, decimals));
}

/**
 * x with `significant` significant figures, but never rounding away integer digits:
 * (8.192, 2) -> "8.2", (40.96, 2) -> "41", (327.68, 2) -> "328", (0.2048, 1) -> "0.2".
 * This is how the notes print measured-looking quantities such as queueing delays.
 */
export function formatSignificant(x: number, significant: number): string {
  if (!Number.isInteger(significant) || significant < 1 || significant > 17) {
    throw new RangeError(`significant must be an integer from 1 to 17, got ${significant}`);
  }
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(x))) + 1; // digits before the point, or minus leading zeros
  const decimals = Math.max(0, Math.min(20, significant - magnitude));
  const text = formatFixed(x, decimals);
  // Rounding may carry into a new digit (9.96 -> "10.0"); drop the now-superfluous decimal.
  const carried = decimals > 0 && Math.abs(Number(text)) >= 10 ** magnitude;
  return carried ? formatFixed(x, decimals - 1) : text;
}

/**
 * x in scientific notation with `significant` significant figures, ties to even: (2.1433e-8, 2)
 * -> "2.1e-8". The mantissa is rounded exactly from the decimal expansion of x.
 */
export function formatScientific(x: number, significant: number): string {
  if (!Number.isInteger(significant) || significant < 1 || significant > 17) {
    throw new RangeError(`significant must be an integer from 1 to 17, got ${significant}`);
  }
  if (!Number.isFinite(x)) return String(x);
  if (x === 0) return `${formatFixed(0, significant - 1)}e+0`;
  let exponent = Math.floor(Math.log10(Math.abs(x)));
  // Scale by a power of ten exactly: round x * 10^(sig-1-exp) via the fixed formatter when the
  // exponent is negative, which keeps the tie rule on the exact value.
  const mantissaDigits = (e: number): string => {
    const shift = significant - 1 - e;
    if (shift >= 0 && shift <= 20) return formatFixed(x, shift).replace('-', '').replace('.', '').replace(/^0+(?=\d)/, '');
    return formatFixed(Math.abs(x) / 10 ** (e - (significant - 1)), 0);
  };
  let digits = mantissaDigits(exponent);
  if (digits.length > significant) {
    exponent += 1;
    digits = mantissaDigits(exponent);
  }
  const mantissa = significant > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const sign = x < 0 ? '-' : '';
  return `${sign}${mantissa}e${exponent >= 0 ? '+' : ''}${exponent}`;
}
