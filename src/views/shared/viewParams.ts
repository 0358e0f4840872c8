// Deep links: each view declares its query parameters (name, type, range, default, and where the
// value goes in its options); this codec reads the view's initial options from the address,
// reports values it refuses (naming the parameter and what it accepts), and writes the options
// back. Pure: src/app does the History API part. Numbers use a dot ("?rate=2.5").

export type ParamType =
  | { type: 'number'; min: number; max: number; integer?: boolean }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'numberList'; min: number; max: number; maxItems: number };

export type ParamValue = number | string | number[];

export type ViewParam<O> = ParamType & {
  name: string;
  default: ParamValue;
  /** The parameter's value in a set of options. */
  get(o: O): ParamValue;
  /** Writes the parameter into (a copy of) partial options. */
  set(o: Partial<O>, v: ParamValue): Partial<O>;
};

/** A number parameter kept in `key` of the options, with its range and default. */
export function numberParam<O>(name: string, key: keyof O, range: { min: number; max: number }, defaults: O): ViewParam<O> {
  return {
    name,
    type: 'number',
    min: range.min,
    max: range.max,
    default: defaults[key] as ParamValue,
    get: (o) => o[key] as ParamValue,
    set: (o, v) => ({ ...o, [key]: v }),
  };
}

/** A parameter that takes one of `values`, kept in `key` of the options. */
export function enumParam<O>(name: string, key: keyof O, values: readonly string[], defaults: O): ViewParam<O> {
  return {
    name,
    type: 'enum',
    values,
    default: defaults[key] as ParamValue,
    get: (o) => o[key] as ParamValue,
    set: (o, v) => ({ ...o, [key]: v }),
  };
}

export type ParamProblem = { name: string; value: string } & (
  | { kind: 'range'; min: number; max: number; integer: boolean }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'list'; min: number; max: number; maxItems: number }
);

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;
/** A decimal comma as a Spanish reader writes it (rate=1,5, as the refusal message writes 0,01)... */
const COMMA_DECIMAL = /^[+-]?\d+,\d+$/;
/** ...but not a lone comma before three digits: 1,000 is a thousand to an English reader (format.ts). */
const AMBIGUOUS = /^[+-]?[1-9]\d{0,2},\d{3}$/;

/** A single number of the address: a point, or an unambiguous decimal comma (a list's commas separate its items instead). */
function parseNumber(raw: string, comma = false): number {
  const t = raw.trim();
  const s = comma && COMMA_DECIMAL.test(t) && !AMBIGUOUS.test(t) ? t.replace(',', '.') : t;
  return NUMBER.test(s) ? Number(s) : NaN;
}

/** One raw value, or null when the type refuses it. */
export function parseParam(spec: ParamType, raw: string): ParamValue | null {
  switch (spec.type) {
    case 'number': {
      const v = parseNumber(raw, true);
      if (Number.isNaN(v) || v < spec.min || v > spec.max || (spec.integer && !Number.isInteger(v))) return null;
      return v;
    }
    case 'enum':
      return spec.values.includes(raw) ? raw : null;
    case 'numberList': {
      const parts = raw.split(',').map((p) => p.trim()).filter((p) => p !== '');
      if (parts.length === 0 || parts.length > spec.maxItems) return null;
      const values = parts.map((p) => parseNumber(p));
      if (values.some((v) => Number.isNaN(v) || v < spec.min || v > spec.max)) return null;
      return [...new Set(values)].sort((a, b) => a - b);
    }
  }
}

export function formatParam(v: ParamValue): string {
  return Array.isArray(v) ? v.map(String).join(',') : String(v);
}

function problemOf(spec: ParamType & { name: string }, value: string): ParamProblem {
  switch (spec.type) {
    case 'number':
      return { name: spec.name, value, kind: 'range', min: spec.min, max: spec.max, integer: spec.integer ?? false };
    case 'enum':
      return { name: spec.name, value, kind: 'enum', values: spec.values };
    case 'numberList':
      return { name: spec.name, value, kind: 'list', min: spec.min, max: spec.max, maxItems: spec.maxItems };
  }
}

/** The initial options the address asks for, and the values it had to refuse. */
export function readViewParams<O>(params: readonly ViewParam<O>[], search: string): { initial: Partial<O>; problems: ParamProblem[] } {
  const q = new URLSearchParams(search);
  let initial: Partial<O> = {};
  const problems: ParamProblem[] = [];
  for (const p of params) {
    const raw = q.getAll(p.name).at(-1);
    if (raw === undefined) continue;
    const v = parseParam(p, raw);
    if (v === null) problems.push(problemOf(p, raw));
    else initial = p.set(initial, v);
  }
  return { initial, problems };
}

/**
 * The query string for a view's options: other parameters (lang, projector, ...) kept as they
 * are, this view's written where they differ from the default and dropped where they do not.
 */
export function writeViewParams<O>(params: readonly ViewParam<O>[], options: O, search: string): string {
  const q = new URLSearchParams(search);
  for (const p of params) q.delete(p.name);
  for (const p of params) {
    const v = formatParam(p.get(options));
    if (v !== formatParam(p.default)) q.set(p.name, v);
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}
