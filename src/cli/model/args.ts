// A small, strict option parser for the model subcommands: every option is declared with its
// kind and valid range, and anything else is refused with a one-line message.

export class UsageError extends Error {}

export type OptionSpec =
  | { kind: 'int' | 'number'; min: number; max: number; minExclusive?: boolean; repeatable?: boolean; unit?: string }
  | { kind: 'flag' }
  | { kind: 'enum'; values: readonly string[] };

export type OptionSpecs = Record<string, OptionSpec>;

export interface ParsedArgs {
  positionals: string[];
  numbers: Map<string, number[]>;
  flags: Set<string>;
  enums: Map<string, string>;
}

export const COMMON_OPTIONS: OptionSpecs = {
  lang: { kind: 'enum', values: ['en', 'es'] },
  json: { kind: 'flag' },
};

export function describeRange(spec: OptionSpec): string {
  if (spec.kind === 'flag') return 'no value';
  if (spec.kind === 'enum') return `one of ${spec.values.join(', ')}`;
  const noun = spec.kind === 'int' ? 'an integer' : 'a number';
  const low = spec.minExclusive ? `greater than ${spec.min}` : `from ${spec.min}`;
  const unit = spec.unit ? ` ${spec.unit}` : '';
  return spec.minExclusive ? `${noun} ${low} up to ${spec.max}${unit}` : `${noun} ${low} to ${spec.max}${unit}`;
}

function parseValue(command: string, name: string, spec: OptionSpec, raw: string): number | string {
  if (spec.kind === 'enum') {
    if (!spec.values.includes(raw)) throw new UsageError(`${command}: --${name} must be ${describeRange(spec)} (got '${raw}')`);
    return raw;
  }
  // Decimal only (2, 2.5, .5, 1e-3): Number() would also take 0x10, 0b11, blanks and Infinity.
  const value = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw) ? Number(raw) : Number.NaN;
  const bad =
    !Number.isFinite(value) ||
    (spec.kind === 'int' && !Number.isInteger(value)) ||
    (spec.kind !== 'flag' && (spec.minExclusive ? value <= spec.min : value < spec.min)) ||
    (spec.kind !== 'flag' && value > spec.max);
  if (bad) throw new UsageError(`${command}: --${name} must be ${describeRange(spec)} (got '${raw}')`);
  return value;
}

/**
 * Parses `--name value`, `--name=value` and `--flag`; positionals are the other words. Options
 * may appear once unless declared repeatable. `maxPositionals` bounds the positional words.
 */
export function parseArgs(command: string, argv: readonly string[], specs: OptionSpecs, maxPositionals = 0): ParsedArgs {
  const all: OptionSpecs = { ...COMMON_OPTIONS, ...specs };
  const out: ParsedArgs = { positionals: [], numbers: new Map(), flags: new Set(), enums: new Map() };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (!word.startsWith('--')) {
      if (out.positionals.length >= maxPositionals) {
        throw new UsageError(
          maxPositionals === 0 ? `${command}: unexpected argument '${word}'` : `${command}: too many arguments at '${word}' (at most ${maxPositionals})`,
        );
      }
      out.positionals.push(word);
      continue;
    }
    const eq = word.indexOf('=');
    const name = eq >= 0 ? word.slice(2, eq) : word.slice(2);
    const spec = all[name];
    if (!spec) {
      const known = Object.keys(all).map((k) => `--${k}`).join(', ');
      throw new UsageError(`${command}: unknown option --${name} (valid: ${known})`);
    }
    const repeatable = spec.kind !== 'flag' && spec.kind !== 'enum' && spec.repeatable === true;
    if (seen.has(name) && !repeatable) throw new UsageError(`${command}: --${name} given more than once`);
    seen.add(name);
    if (spec.kind === 'flag') {
      if (eq >= 0) throw new UsageError(`${command}: --${name} takes no value`);
      out.flags.add(name);
      continue;
    }
    let raw: string;
    if (eq >= 0) {
      raw = word.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('--') && next.length > 2)) {
        throw new UsageError(`${command}: --${name} needs a value, ${describeRange(spec)}`);
      }
      raw = next;
      i += 1;
    }
    const value = parseValue(command, name, spec, raw);
    if (typeof value === 'string') out.enums.set(name, value);
    else out.numbers.set(name, [...(out.numbers.get(name) ?? []), value]);
  }
  return out;
}

/** The single value of a numeric option, its default, or a usage error if it is required. */
export function numberOption(command: string, args: ParsedArgs, name: string, specs: OptionSpecs, fallback?: number): number {
  const values = args.numbers.get(name);
  if (values && values.length > 0) return values[values.length - 1];
  if (fallback !== undefined) return fallback;
  const spec = specs[name];
  throw new UsageError(`${command}: --${name} is required, ${spec ? describeRange(spec) : 'a value'}`);
}

export function optionalNumber(args: ParsedArgs, name: string): number | undefined {
  const values = args.numbers.get(name);
  return values && values.length > 0 ? values[values.length - 1] : undefined;
}

export function numberList(args: ParsedArgs, name: string): number[] {
  return args.numbers.get(name) ?? [];
}
