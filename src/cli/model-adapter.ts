// Adapts the `model` subcommand (src/cli/model, which returns its output) to the command shape of main.ts.
import type { Io } from './io';
import { modelCommand } from './model';

export function modelCliCommand(args: readonly string[], io: Io): number {
  const result = modelCommand([...args]);
  if (result.stdout) io.out(result.stdout.replace(/\n$/, ''));
  if (result.stderr) io.err(result.stderr.replace(/\n$/, '').split('\n')[0]);
  return result.code;
}
