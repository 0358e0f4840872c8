// Entry point: `tsx src/cli/main.ts <command> ...`. One command per file; this file dispatches and
// turns user errors into one line on stderr and exit code 1.

import { pathToFileURL } from 'node:url';
import { ScenarioError } from '../sim/scenario/errors';
import { benchCommand } from './bench';
import { helpCommand } from './help';
import { CliError, type Io } from './io';
import { modelCliCommand } from './model-adapter';
import { presetsCommand, runCommand } from './run';
import { sweepCommand, sweepsCommand } from './sweep';
import { sweepMergeCommand } from './sweep-shard';
import { exercisesCommand } from './exercises';
import { gradeCommand } from './grade';
import { keyCommand } from './key';
import { fidelityCommand } from './fidelity';
import { classCommand } from './class';

type Command = (args: readonly string[], io: Io) => number;

const COMMANDS: Record<string, Command> = {
  run: runCommand,
  presets: presetsCommand,
  bench: benchCommand,
  sweep: sweepCommand,
  sweeps: sweepsCommand,
  'sweep-merge': sweepMergeCommand,
  model: modelCliCommand,
  exercises: exercisesCommand,
  key: keyCommand,
  fidelity: fidelityCommand,
  grade: gradeCommand,
  class: classCommand,
  help: helpCommand,
  '--help': helpCommand,
  '-h': helpCommand,
};

export function main(argv: readonly string[], io: Io): number {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.err('missing command (try --help)');
    return 1;
  }
  const cmd = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!cmd) {
    io.err(`unknown command ${name} (valid: ${Object.keys(COMMANDS).filter((c) => !c.startsWith('-')).join(', ')}; try --help)`);
    return 1;
  }
  if (name !== 'model' && (rest.includes('--help') || rest.includes('-h'))) return helpCommand(rest, io);
  try {
    return cmd(rest, io);
  } catch (e) {
    if (e instanceof CliError || e instanceof ScenarioError) {
      io.err(e.message.split('\n')[0]);
      return 1;
    }
    throw e;
  }
}

const stdio: Io = {
  out: (t) => process.stdout.write(`${t}\n`),
  err: (t) => process.stderr.write(`sierra: ${t}\n`),
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2), stdio);
}
