// What every command gets: where to write, and the error type that becomes "one line + exit 1".
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

/** A user error: printed as one line on stderr, exit code 1, no stack trace. */
export class CliError extends Error {}

/** Splits flags from positional arguments, refusing flags the command does not know. */
export function parseFlags(args: readonly string[], known: readonly string[]): { flags: Set<string>; positional: string[] } {
  const flags = new Set<string>();
  const positional: string[] = [];
  for (const a of args) {
    if (a.startsWith('-')) {
      if (!known.includes(a)) throw new CliError(`unknown option ${a} (valid: ${known.join(', ') || 'none'})`);
      flags.add(a);
    } else positional.push(a);
  }
  return { flags, positional };
}

/** Writes an output file, creating its folder (the README's examples write into out/). */
export function writeOutputFile(file: string, text: string): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  } catch (e) {
    throw new CliError(`cannot write ${file} (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
  }
}

/** One of "a file or --preset": both, or neither, is a clear one-line refusal. */
export function fileOrPreset(positional: readonly string[], preset: string | null, usage: string): string | null {
  if (preset !== null && positional.length > 0) {
    throw new CliError(`give a file or --preset, not both (got ${positional[0]} and --preset ${preset})`);
  }
  if (preset === null && positional.length !== 1) throw new CliError(positional.length === 0 ? usage : `one file at a time (got ${positional.length}: ${positional.join(' ')}; ${usage})`);
  return positional[0] ?? null;
}

/** A number of events as written in messages: 3 significant digits, e.g. 8.91e9. */
export function formatEvents(n: number): string {
  if (n < 1e6) return String(Math.round(n));
  const [m, e] = n.toExponential(2).split('e');
  return `${Number(m)}e${Number(e)}`;
}

/** A number as people write one in decimal (2, 2.5, .5, 5e9): not hex, not blank, not Infinity, which Number() also takes. */
export const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** `--budget N`: events, written as an integer or like 5e9. */
export function parseBudget(v: string): number {
  const n = Number(v);
  if (!DECIMAL.test(v) || !Number.isFinite(n) || n < 1 || n > 1e15) throw new CliError(`--budget: ${JSON.stringify(v)} is not valid (valid: a number of events from 1 to 1e15, e.g. 5e9)`);
  return n;
}
