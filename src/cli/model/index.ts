// The `model` subcommand of the command line: the course's paper models as tables.
// Usage: model SUBCOMMAND [options] [--lang es|en] [--json]

import type { OptionSpecs, ParsedArgs } from './args';
import { COMMON_OPTIONS, describeRange, parseArgs, UsageError } from './args';
import type { CommandOutput, Context } from './context';
import { CUBIC_OPTIONS, cubicCommand } from './cubicCommand';
import { decreaseRatiosCommand, MAX_TRACE_FILES } from './decreaseRatiosCommand';
import { BDP_OPTIONS, bdpCommand, BUFFER_OPTIONS, bufferDelayCommand, jainCommand, MATHIS_OPTIONS, mathisCommand } from './formulaCommands';
import { PHASE_OPTIONS, phaseCommand } from './phaseCommand';
import { RENO_OPTIONS, renoTraceCommand } from './renoTraceCommand';
import type { Lang } from './strings';
import { STRINGS } from './strings';

export interface ModelResult {
  stdout: string;
  stderr: string;
  code: number;
}

interface Subcommand {
  options: OptionSpecs;
  maxPositionals: number;
  usage: string;
  run: (ctx: Context, args: ParsedArgs) => CommandOutput;
}

const SUBCOMMANDS: Record<string, Subcommand> = {
  'reno-trace': {
    options: RENO_OPTIONS,
    maxPositionals: 0,
    usage: 'reno-trace --ssthresh N --rounds N [--dup-at-round N]... [--timeout-at-round N]... [--dup-at-cwnd N] [--initial-cwnd N]',
    run: renoTraceCommand,
  },
  phase: {
    options: PHASE_OPTIONS,
    maxPositionals: 1,
    usage: 'phase aimd|aiad|mimd|miad|all [--steps N] [--capacity C] [--x1 X] [--x2 X] [--additive-increase A] [--multiplicative-increase F] [--multiplicative-decrease F] [--additive-decrease A]',
    run: phaseCommand,
  },
  cubic: {
    options: CUBIC_OPTIONS,
    maxPositionals: 0,
    usage: 'cubic --recovery [--packet-bytes N] | cubic --wmax N --rtt MS [--step S] [--until S] [--fast-convergence [--capacity N]]',
    run: cubicCommand,
  },
  bdp: {
    options: BDP_OPTIONS,
    maxPositionals: 0,
    usage: 'bdp --rate-mbps R --rtt-ms T [--packet-bytes N]...',
    run: bdpCommand,
  },
  'buffer-delay': {
    options: BUFFER_OPTIONS,
    maxPositionals: 0,
    usage: 'buffer-delay --buffer-kib K... --rate-mbps R [--frame-bytes N] [--rtt-ms T]',
    run: bufferDelayCommand,
  },
  mathis: {
    options: MATHIS_OPTIONS,
    maxPositionals: 0,
    usage: 'mathis --rtt-ms T --loss P... [--mss N] [--constant K] | mathis --target-mbps R --rtt-ms T [--mss N] [--constant K]',
    run: mathisCommand,
  },
  jain: {
    options: {},
    maxPositionals: 100_000,
    usage: 'jain X1 X2 [X3...]',
    run: jainCommand,
  },
  'decrease-ratios': {
    options: {},
    maxPositionals: MAX_TRACE_FILES,
    usage: 'decrease-ratios FILE.csv...',
    run: (ctx, args) => decreaseRatiosCommand(ctx, args),
  },
};

export const MODEL_SUBCOMMANDS: readonly string[] = Object.keys(SUBCOMMANDS);

export function modelUsage(): string {
  const common = Object.entries(COMMON_OPTIONS).map(([name, spec]) => `--${name}${spec.kind === 'flag' ? '' : ` (${describeRange(spec)})`}`);
  return [
    'usage: model SUBCOMMAND [options]',
    ...Object.values(SUBCOMMANDS).map((s) => `  model ${s.usage}`),
    `options of every subcommand: ${common.join(', ')}`,
  ].join('\n');
}

function fail(message: string): ModelResult {
  // One line, whatever the message was built from.
  return { stdout: '', stderr: `${message.replace(/\s*\n\s*/g, ' ')}\n`, code: 1 };
}

/** Runs `model ARGS...`; args are the words after `model`. Never throws on bad input. */
export function modelCommand(args: string[]): ModelResult {
  const [name, ...rest] = args;
  if (name === undefined) return fail(`model: missing subcommand, one of ${MODEL_SUBCOMMANDS.join(', ')}`);
  if (name === 'help' || name === '--help' || name === '-h') return { stdout: `${modelUsage()}\n`, stderr: '', code: 0 };
  const sub = Object.hasOwn(SUBCOMMANDS, name) ? SUBCOMMANDS[name] : undefined;
  if (!sub) return fail(`model: unknown subcommand '${name}', expected one of ${MODEL_SUBCOMMANDS.join(', ')}`);
  const command = `model ${name}`;
  try {
    const parsed = parseArgs(command, rest, sub.options, sub.maxPositionals);
    const lang = (parsed.enums.get('lang') ?? 'en') as Lang;
    const out = sub.run({ command, lang, s: STRINGS[lang] }, parsed);
    const stdout = parsed.flags.has('json') ? JSON.stringify(out.json, null, 2) : out.text;
    return { stdout: `${stdout}\n`, stderr: '', code: 0 };
  } catch (e) {
    if (e instanceof UsageError) return fail(e.message);
    if (e instanceof RangeError) return fail(`${command}: ${e.message}`);
    throw e;
  }
}
