// What every command gets: where to write, and the error type that becomes "one line + exit 1".

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
