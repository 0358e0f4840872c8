// Deterministic math for the simulation path: cube root, exp, log and pow built only from what
// ECMA-262 specifies to the bit (+ - * / and comparisons on IEEE doubles, Math.floor, Math.round,
// Math.abs, and DataView to read an exponent).
// Why: ECMA-262 leaves Math.cbrt, exp, log, pow (and the ** operator) "implementation-approximated",
// so Chromium, Firefox and Safari may differ in the last bit, a run then drifts apart, and a grader
// re-simulating a student's run in Node would call an honest figure forged. These functions give the
// same bits everywhere; they aim at about one ulp of accuracy, measured in detmath.test.ts.
// No Math.* call here is implementation-defined (eslint.config.js forbids them in src/sim).

const word = new DataView(new ArrayBuffer(8));
/** Unbiased binary exponent of a positive normal double (DataView is big-endian: word 0 is the high word). */
function exponentOf(v: number): number {
  word.setFloat64(0, v);
  return (word.getUint32(0) >>> 20) - 1023;
}

/** 2^k for every k in [-1074, 1023], built by exact doubling and halving (no pow, no bit tricks). */
const POW2 = new Float64Array(1074 + 1024);
POW2[1074] = 1;
for (let k = 1; k <= 1023; k++) POW2[1074 + k] = POW2[1074 + k - 1] * 2;
for (let k = -1; k >= -1074; k--) POW2[1074 + k] = POW2[1074 + k + 1] / 2;
const twoTo = (k: number): number => POW2[1074 + k];

const MIN_NORMAL = 2.2250738585072014e-308; // 2^-1022
const TWO54 = 18014398509481984; // 2^54 = (2^18)^3: lifts a subnormal into the normal range

/** ln 2 = LN2_HI + LN2_LO to about 2^-96; LN2_HI has 42 significant bits, so k * LN2_HI is exact for |k| < 2^11. */
const LN2_HI = 0.6931471805598903;
const LN2_LO = 5.497923018708371e-14;
const INV_LN2 = 1 / 0.6931471805599453;

/** The rounding error of p = a * b (Dekker's product; exact for |a|, |b| < 2^995 without underflow). */
function productError(a: number, b: number, p: number): number {
  const SPLIT = 134217729; // 2^27 + 1: splits a double into two 26-bit halves
  let t = SPLIT * a;
  const ah = t - (t - a);
  const al = a - ah;
  t = SPLIT * b;
  const bh = t - (t - b);
  const bl = b - bh;
  return ah * bh - p + ah * bl + al * bh + al * bl;
}

/** Low part of the last logParts result (a module variable, so no pair is allocated). */
let logLo = 0;

/** ln x as (returned) high part + logLo, to about 2^-100 relative, for finite x > 0. */
function logParts(x: number): number {
  let k = 0;
  if (x < MIN_NORMAL) {
    x *= TWO54;
    k = -54;
  }
  const e = exponentOf(x);
  k += e;
  let m = x * twoTo(-e); // exact, in [1, 2)
  if (m > Math.SQRT2) {
    m *= 0.5;
    k++;
  }
  // ln m = 2 atanh(s) = 2 s + 2/3 s^3 + 2/5 s^5 + ..., s = f / (2 + f), |s| <= 0.1716.
  const f = m - 1; // exact (Sterbenz)
  const u = 2 + f;
  const uLo = f - (u - 2); // u + uLo = 2 + f exactly
  const s = f / u;
  const su = s * u;
  const sLo = (f - su - productError(s, u, su) - s * uLo) / u; // s + sLo = f / (2 + f) to ~2^-106
  // s^3 = c + cLo, and 2/3 s^3 = t + tLo, in two doubles: that term is up to 1 % of ln m, so a
  // plain double there would cost pow about 20 ulps when y ln x is near 700.
  const z = s * s;
  const c = s * z;
  const cLo = productError(s, z, c) + s * productError(s, s, z) + 3 * z * sLo;
  const t = (2 * c) / 3;
  const t3 = 3 * t;
  const tLo = (2 * c - t3 - productError(3, t, t3) + 2 * cLo) / 3;
  // The rest of the series, 2/5 s^5 + ... + 2/25 s^25: the first omitted term is under 2^-64 of 2 s.
  const rest = c * z * (2 / 5 + z * (2 / 7 + z * (2 / 9 + z * (2 / 11 + z * (2 / 13 + z * (2 / 15 +
    z * (2 / 17 + z * (2 / 19 + z * (2 / 21 + z * (2 / 23 + z * (2 / 25)))))))))));
  const a = k * LN2_HI; // exact
  const b = 2 * s;
  const h1 = a + b;
  const e1 = Math.abs(a) >= Math.abs(b) ? b - (h1 - a) : a - (h1 - b); // exact (Fast2Sum)
  const hi = h1 + t;
  const tt = hi - h1;
  const e2 = h1 - (hi - tt) + (t - tt); // exact (TwoSum)
  const lo = e1 + e2 + (k * LN2_LO + 2 * sLo + tLo + rest);
  const sum = hi + lo;
  logLo = lo - (sum - hi);
  return sum;
}

/** e^(hi + lo), |lo| at most an ulp of hi: range reduction by k ln 2, then a Taylor polynomial. */
function expParts(hi: number, lo: number): number {
  if (hi !== hi) return NaN;
  if (hi > 709.79) return Infinity; // above ln(MAX_VALUE) = 709.7827...
  if (hi < -745.2) return 0; // below ln(2^-1075): rounds to 0
  const k = Math.round(hi * INV_LN2); // any nearby integer works; this one is exact-specified
  const a = hi - k * LN2_HI; // exact (k * LN2_HI exact, then Sterbenz)
  const b = k * LN2_LO - lo;
  const r = a - b; // |r| <= 0.3466 + tiny
  const bb = r - a;
  const rErr = a - (r - bb) - (b + bb); // Knuth's TwoSum: r + rErr = a - b exactly
  // (e^r - 1 - r) / r^2 by Taylor to r^13 (the first omitted term is under 2^-57 of e^r).
  const q = 1 / 2 + r * (1 / 6 + r * (1 / 24 + r * (1 / 120 + r * (1 / 720 + r * (1 / 5040 + r * (1 / 40320 +
    r * (1 / 362880 + r * (1 / 3628800 + r * (1 / 39916800 + r * (1 / 479001600 + r * (1 / 6227020800)))))))))));
  const y1 = 1 + r;
  const y1Err = 1 - y1 + r; // exact (Fast2Sum): 1 + r = y1 + y1Err
  const y = y1 + (y1Err + (rErr + r * r * q)); // e^r with a single rounding at the end
  if (k > 1023) return y * 2 * twoTo(k - 1); // overflows to Infinity where e^x does
  if (k < -1021) return y * twoTo(k + 64) * twoTo(-64); // one rounding, into the subnormals
  return y * twoTo(k);
}

/** e^x, within about one ulp. exp(NaN) = NaN, exp(-Infinity) = 0, exp(Infinity) = Infinity. */
export function exp(x: number): number {
  return expParts(x, 0);
}

/** ln x, within about half an ulp. ln 0 = -Infinity, ln of a negative number or NaN = NaN. */
export function log(x: number): number {
  if (!(x > 0)) return x === 0 ? -Infinity : NaN;
  if (x === Infinity) return x;
  return logParts(x);
}

/**
 * x^y with ECMA-262's special cases (Number::exponentiate: 1^NaN and 1^Infinity are NaN, a negative
 * base needs an integer exponent, signed zeros and infinities), otherwise e^(y ln x) with ln x and
 * the product carried in two doubles, so the error stays within a few ulps even for large y ln x.
 */
export function pow(x: number, y: number): number {
  if (y !== y) return NaN;
  if (y === 0) return 1;
  if (x !== x) return NaN;
  const ax = Math.abs(x);
  if (y === Infinity || y === -Infinity) {
    if (ax === 1) return NaN;
    return ax > 1 === y > 0 ? Infinity : 0;
  }
  const yInteger = Math.floor(y) === y;
  const yOdd = yInteger && y % 2 !== 0; // % is exact in ECMA-262; every double from 2^53 up is even
  const negative = x < 0 || (x === 0 && 1 / x < 0);
  if (negative && !yInteger && ax !== 0 && ax !== Infinity) return NaN; // finite negative base
  const sign = negative && yOdd ? -1 : 1;
  if (ax === 0) return sign * (y > 0 ? 0 : Infinity);
  if (ax === Infinity) return sign * (y > 0 ? Infinity : 0);
  if (ax === 1) return sign;
  const lh = logParts(ax);
  const ll = logLo;
  const zh = y * lh;
  if (!(zh < 710)) return sign * Infinity; // also keeps the split in productError finite
  if (zh < -746) return sign * 0;
  const zl = productError(y, lh, zh) + y * ll;
  return sign * expParts(zh, zl);
}

/**
 * Cube root by Newton's iteration on + - * /, from a cubic fit of the mantissa's root, then one
 * correction from the exact residual m - y^3: the result is the rounded root or its neighbour.
 */
export function cbrt(x: number): number {
  if (x === 0 || x !== x || x === Infinity || x === -Infinity) return x; // ±0, NaN, ±Infinity
  let v = x < 0 ? -x : x;
  let shift = 0;
  if (v < MIN_NORMAL) {
    v *= TWO54;
    shift = -18;
  }
  const q = Math.floor(exponentOf(v) / 3);
  const m = v * twoTo(-3 * q); // exact, in [1, 8)
  let y = 0.7091207 + m * (0.34002913 + m * (-0.03749812 + m * 0.00191683)); // within 1.4 %
  for (let i = 0; i < 3; i++) y -= (y * y * y - m) / (3 * y * y); // 1.4e-2 -> 2e-4 -> 4e-8 -> 2e-15
  const y2 = y * y;
  const y2Lo = productError(y, y, y2);
  const y3 = y2 * y;
  const residual = m - y3 - productError(y2, y, y3) - y2Lo * y; // m - y3 is exact (Sterbenz)
  y += residual / (3 * y2);
  const r = y * twoTo(q + shift);
  return x < 0 ? -r : r;
}
