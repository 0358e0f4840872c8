// model reno-trace: the per-RTT Reno table of the notes' worked example.

import { renoTrace } from '../../models';
import type { OptionSpecs, ParsedArgs } from './args';
import { numberList, numberOption, optionalNumber, UsageError } from './args';
import type { CommandOutput, Context } from './context';
import { renderTable } from './table';

export const RENO_OPTIONS: OptionSpecs = {
  ssthresh: { kind: 'int', min: 2, max: 1_000_000, unit: 'segments' },
  rounds: { kind: 'int', min: 1, max: 10_000 },
  'initial-cwnd': { kind: 'int', min: 1, max: 1_000_000, unit: 'segments' },
  'dup-at-round': { kind: 'int', min: 1, max: 10_000, repeatable: true },
  'timeout-at-round': { kind: 'int', min: 1, max: 10_000, repeatable: true },
  'dup-at-cwnd': { kind: 'int', min: 1, max: 1_000_000, unit: 'segments' },
};

export function renoTraceCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  const ssthresh = numberOption(ctx.command, args, 'ssthresh', RENO_OPTIONS);
  const rounds = numberOption(ctx.command, args, 'rounds', RENO_OPTIONS);
  const dupAtRounds = numberList(args, 'dup-at-round');
  const timeoutAtRounds = numberList(args, 'timeout-at-round');
  for (const [name, list] of [['dup-at-round', dupAtRounds], ['timeout-at-round', timeoutAtRounds]] as const) {
    const late = list.find((r) => r > rounds);
    if (late !== undefined) throw new UsageError(`${ctx.command}: --${name} must be an integer from 1 to ${rounds} (--rounds), got '${late}'`);
  }
  const options = {
    ssthresh,
    rounds,
    initialCwnd: optionalNumber(args, 'initial-cwnd') ?? 1,
    dupAtRounds,
    timeoutAtRounds,
    dupAtCwnd: optionalNumber(args, 'dup-at-cwnd') ?? null,
  };
  const rows = renoTrace(options);
  const { s } = ctx;
  const text = renderTable(
    [
      { header: s.reno.round, width: 3 },
      { header: s.reno.cwnd, width: 5, gap: 1 },
      { header: s.reno.ssthresh, width: 8, gap: 1 },
      { header: s.reno.phase, width: 20, gap: 2, align: 'left' },
      { header: s.reno.event, width: 0, gap: 2, align: 'left' },
    ],
    rows.map((r) => [String(r.round), String(r.cwnd), String(r.ssthresh), s.renoPhases[r.phase], r.event ? s.renoEvents[r.event] : '']),
  );
  return { text, json: { model: 'reno-trace', options, rows } };
}
