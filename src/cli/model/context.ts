// What every model subcommand receives and returns.

import type { Lang, ModelStrings } from './strings';

export interface Context {
  /** e.g. "model reno-trace", used at the start of error messages. */
  command: string;
  lang: Lang;
  s: ModelStrings;
}

export interface CommandOutput {
  /** The table as printed (no trailing newline). */
  text: string;
  /** The same result as plain data for --json. */
  json: unknown;
}
