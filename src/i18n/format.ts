// Locale-aware number and unit formatting. Pure functions of (value, language) so that
// charts, readouts and tests format the same way. Unit symbols (Mbit/s, ms, KiB) are SI / IEC
// symbols shared by both languages; only the digits and separators change.

export interface NumberOptions {
  /** Fixed number of fraction digits. */
  digits?: number;
  /** Upper bound on fraction digits (trailing zeros dropped); ignored when `digits` is set. */
  maxDigits?: number;
}

const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, opts: NumberOptions): Intl.NumberFormat {
  const key = `${lang}|${opts.digits ?? ''}|${opts.maxDigits ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    const o: Intl.NumberFormatOptions =
      opts.digits !== undefined
        ? { minimumFractionDigits: opts.digits, maximumFractionDigits: opts.digits }
        : { maximumFractionDigits: opts.maxDigits ?? 3 };
    // Spanish style guides group thousands from 10 000 up; Intl's "min2" does exactly that.
    // ('min2' is ES2023 Intl; TypeScript's ES2022 lib does not know it yet.)
    f = new Intl.NumberFormat(lang, { ...o, useGrouping: 'min2' } as unknown as Intl.NumberFormatOptions);
    cache.set(key, f);
  }
  return f;
}

export function formatNumber(x: number, lang: string, opts: NumberOptions = {}): string {
  if (!Number.isFinite(x)) return '–';
  return formatter(lang, opts).format(x);
}

/** Fraction digits that keep about three significant figures without noise. */
function autoDigits(x: number): number {
  const a = Math.abs(x);
  if (a === 0 || a >= 100) return 0;
  if (a >= 10) return 1;
  if (a >= 1) return 2;
  return 3;
}

export function formatRate(mbps: number, lang: string, opts: NumberOptions = {}): string {
  return `${formatNumber(mbps, lang, opts.digits !== undefined ? opts : { maxDigits: autoDigits(mbps) })} Mbit/s`;
}

export function formatMs(ms: number, lang: string, opts: NumberOptions = {}): string {
  return `${formatNumber(ms, lang, opts.digits !== undefined ? opts : { maxDigits: autoDigits(ms) })} ms`;
}

export function formatSeconds(s: number, lang: string, opts: NumberOptions = {}): string {
  return `${formatNumber(s, lang, opts.digits !== undefined ? opts : { maxDigits: autoDigits(s) })} s`;
}

export function formatPercent(pct: number, lang: string, opts: NumberOptions = {}): string {
  // Both locales write a (narrow) space before % in running text; Intl's percent style
  // differs between them, so we keep one consistent rule.
  return `${formatNumber(pct, lang, opts.digits !== undefined ? opts : { maxDigits: autoDigits(pct) })} %`;
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB'] as const;

/** Bytes in binary units: 1514 -> "1,48 KiB" (es). */
export function formatBytes(bytes: number, lang: string): string {
  if (!Number.isFinite(bytes)) return '–';
  let v = bytes;
  let u = 0;
  while (Math.abs(v) >= 1024 && u < BYTE_UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  return `${formatNumber(v, lang, { maxDigits: u === 0 ? 0 : autoDigits(v) })} ${BYTE_UNITS[u]}`;
}

/** Speed multiplier: 0.01 -> "0,01×". */
export function formatSpeed(speed: number, lang: string): string {
  return `${formatNumber(speed, lang, { maxDigits: 2 })}×`;
}

/** Parse a number typed by a user in either locale ("0,5" or "0.5"); NaN when not a number. */
export function parseLocaleNumber(text: string): number {
  const s = text.trim().replace(/\s/g, '');
  if (s === '') return NaN;
  // One comma and no dot: a decimal comma. Otherwise commas are not accepted.
  const normal = /^[-+]?\d*,\d+$/.test(s) ? s.replace(',', '.') : s;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normal)) return NaN;
  return Number(normal);
}
