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

/**
 * How a typed number reads. The rule (issue 18; GLOSSARY.md: Spanish writes a decimal comma,
 * English a decimal point):
 * - The language's decimal mark (es ",", en ".") is a decimal mark, once.
 * - The other mark is the language's thousands mark. In a well-grouped number with a decimal
 *   ("1.234,5" es, "1,234.5" en) or with several groups ("1.000.000" es, "1,000,000" en) it can
 *   only be grouping, and is read so.
 * - Alone, once, before exactly three digits ("1.000" es, "1,000" en) it is ambiguous: a thousands
 *   mark, or a decimal written the other language's way (Latin America writes both: Mexico uses
 *   the decimal point). Refused, with both readings, rather than guessed. The glossary's "point
 *   for thousands from five digits" does not make "10.000" safe for a Latin American student, so
 *   the five-digit case is refused too: type 10000 or 10,0.
 * - Alone, once, before any other count of digits ("0.5" es, "0,5" en, "1,25") it can only be a
 *   decimal written the other way, and is read so (students type both).
 * Without a language (the command line reading a submission, a caller that does not say) the
 * point is the decimal mark and a lone comma before three digits is the ambiguous case; mixed
 * marks and grouping are refused. Spaces (also no-break and narrow no-break) are dropped as the
 * grouping they are ("10 000"). An exponent (1e-3) is accepted after a plain number.
 */
export type NumberReading =
  | { ok: true; value: number }
  | { ok: false; ambiguous: false }
  | { ok: false; ambiguous: true; grouped: number; decimal: number };

const NOT_A_NUMBER = { ok: false, ambiguous: false } as const;

function escapeMark(c: string): string {
  return c === '.' ? '\\.' : c;
}

export function readLocaleNumber(text: string, lang?: string): NumberReading {
  const s = text.trim().replace(/[\s\u00a0\u202f]/g, '').replace(/^\u2212/, '-');
  const m = /^([-+]?)([\d.,]+)([eE][-+]?\d+)?$/.exec(s);
  if (!m) return NOT_A_NUMBER;
  const [, sign, body, exponent = ''] = m;
  const language = lang?.slice(0, 2);
  const dec = language === 'es' ? ',' : '.';
  const grp = dec === ',' ? '.' : ',';
  const neutral = language !== 'es' && language !== 'en';
  const g = escapeMark(grp);
  const d = escapeMark(dec);
  const number = (digits: string) => Number(`${sign}${digits}${exponent}`);
  const plain = (x: string) => /^(\d+|\d*\.\d+|\d+\.)$/.test(x);
  const count = (c: string) => body.split(c).length - 1;
  const decs = count(dec);
  const grps = count(grp);
  if (decs === 0 && grps === 0) return { ok: true, value: number(body) };
  if (grps === 0) {
    // Only the language's decimal mark: once.
    const x = body.replace(dec, '.');
    return decs === 1 && plain(x) ? { ok: true, value: number(x) } : NOT_A_NUMBER;
  }
  if (decs === 0 && grps === 1) {
    if (new RegExp(`^[1-9]\\d{0,2}${g}\\d{3}$`).test(body)) {
      return { ok: false, ambiguous: true, grouped: number(body.replace(grp, '')), decimal: number(body.replace(grp, '.')) };
    }
    const x = body.replace(grp, '.');
    return plain(x) ? { ok: true, value: number(x) } : NOT_A_NUMBER;
  }
  if (neutral || exponent !== '') return NOT_A_NUMBER;
  // Grouping: groups of three after a first group of one to three digits, then at most one decimal mark.
  if (decs > 1 || !new RegExp(`^[1-9]\\d{0,2}(${g}\\d{3})+(${d}\\d+)?$`).test(body)) return NOT_A_NUMBER;
  return { ok: true, value: number(body.split(grp).join('').replace(dec, '.')) };
}

/**
 * A number typed by a user ("0,5", "0.5", "1.234,5" in Spanish): NaN when it is not one or is
 * ambiguous (readLocaleNumber says which readings). `lang` left out: the neutral rule above.
 */
export function parseLocaleNumber(text: string, lang?: string): number {
  const r = readLocaleNumber(text, lang);
  return r.ok ? r.value : NaN;
}

/** A number as a user would type it back in a field: no grouping, the language's decimal mark ("1000", "1,5"). */
export function plainNumber(x: number, lang: string): string {
  return lang.startsWith('es') ? String(x).replace('.', ',') : String(x);
}
