// `run FILE.json [--series]`: simulate a scenario file and print its RunRecord.

import { readFileSync } from 'node:fs';
import { createSimulation } from '../sim/simulation';
import { CliError, parseFlags, type Io } from './io';

export function readScenarioFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new CliError(`cannot read ${file}${code ? ` (${code})` : ''}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CliError(`${file}: invalid JSON (${(e as Error).message.split('\n')[0]})`);
  }
}

export function runCommand(args: readonly string[], io: Io): number {
  const { flags, positional } = parseFlags(args, ['--series']);
  if (positional.length !== 1) throw new CliError('usage: run FILE.json [--series]');
  const file = positional[0];
  const sim = createSimulation(readScenarioFile(file));
  sim.runToEnd();
  io.out(JSON.stringify(sim.record({ series: flags.has('--series') }), null, 2));
  return 0;
}
