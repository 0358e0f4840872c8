// model cubic --recovery | --wmax N --rtt MS [--fast-convergence]: the notes' CUBIC tables.

import { cubicVsReno, fastConvergence, formatFixed, recoveryTable } from '../../models';
import type { OptionSpecs, ParsedArgs } from './args';
import { numberOption, optionalNumber, UsageError } from './args';
import type { CommandOutput, Context } from './context';
import { renderTable } from './table';

export const CUBIC_OPTIONS: OptionSpecs = {
  recovery: { kind: 'flag' },
  'packet-bytes': { kind: 'int', min: 1, max: 1_000_000, unit: 'bytes' },
  wmax: { kind: 'number', min: 0, max: 1e9, minExclusive: true, unit: 'packets' },
  rtt: { kind: 'number', min: 0, max: 1e6, minExclusive: true, unit: 'ms' },
  'fast-convergence': { kind: 'flag' },
  capacity: { kind: 'number', min: 0, max: 1e9, minExclusive: true, unit: 'packets' },
  step: { kind: 'number', min: 0.001, max: 1000, unit: 's' },
  until: { kind: 'number', min: 0, max: 1e6, unit: 's' },
};

/** Whole numbers print bare, others with one decimal. */
function packets(x: number): string {
  return Number.isInteger(x) ? String(x) : formatFixed(x, 1);
}

function recovery(ctx: Context, args: ParsedArgs): CommandOutput {
  for (const name of ['wmax', 'rtt', 'capacity', 'step', 'until']) {
    if (args.numbers.has(name)) throw new UsageError(`${ctx.command}: --recovery takes no --${name}`);
  }
  if (args.flags.has('fast-convergence')) throw new UsageError(`${ctx.command}: --recovery takes no --fast-convergence`);
  const packetBytes = optionalNumber(args, 'packet-bytes') ?? 1500;
  const rows = recoveryTable(undefined, packetBytes);
  const r = ctx.s.recovery;
  const text = renderTable(
    [
      { header: r.link, width: 10 },
      { header: r.rtt, width: 6, gap: 2 },
      { header: r.bdp, width: 10, gap: 2 },
      { header: r.reno, width: 11, gap: 2 },
      { header: r.cubic, width: 9, gap: 2 },
    ],
    rows.map((row) => [
      `${row.rateMbps} Mbps`,
      `${row.rttMs} ms`,
      formatFixed(row.bdpPackets, 0),
      `${formatFixed(row.renoSeconds, 1)} s`,
      `${formatFixed(row.cubicSeconds, 1)} s`,
    ]),
  );
  return { text, json: { model: 'cubic-recovery', packetBytes, rows } };
}

export function cubicCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  if (args.flags.has('recovery')) return recovery(ctx, args);
  if (args.numbers.has('packet-bytes')) throw new UsageError(`${ctx.command}: --packet-bytes goes with --recovery only`);
  const wmaxArg = numberOption(ctx.command, args, 'wmax', CUBIC_OPTIONS);
  const rttMs = numberOption(ctx.command, args, 'rtt', CUBIC_OPTIONS);
  const stepS = optionalNumber(args, 'step') ?? 0.5;
  const untilArg = optionalNumber(args, 'until');
  const fc = args.flags.has('fast-convergence');
  if (!fc && args.numbers.has('capacity')) throw new UsageError(`${ctx.command}: --capacity goes with --fast-convergence only`);

  // Enough decimals for the step (0.5 -> 1, 0.25 -> 2), at least one as in the notes.
  const tDecimals = Math.min(3, Math.max(1, (String(stepS).split('.')[1] ?? '').length));
  const lines: string[] = [];
  let json: Record<string, unknown>;
  let curve;
  if (fc) {
    // --wmax is the window at the loss; the curve aims at the lowered Wmax.
    const f = fastConvergence(wmaxArg, optionalNumber(args, 'capacity') ?? wmaxArg);
    const untilS = untilArg ?? Math.ceil(f.nextLossS / stepS - 1e-9) * stepS;
    curve = cubicVsReno({ wmax: f.wmax, rttMs, cwndStart: f.cwndStart, renoStart: wmaxArg / 2, stepS, untilS });
    lines.push(ctx.s.curve.fastConvergence(packets(wmaxArg), formatFixed(f.wmax, 1), formatFixed(f.cwndStart, 1), formatFixed(f.k, 1)));
    lines.push(ctx.s.curve.nextLoss(packets(f.capacity), formatFixed(f.nextLossS, 1)));
    json = { model: 'cubic', fastConvergence: f, rttMs, stepS, rows: curve.rows };
  } else {
    curve = cubicVsReno({ wmax: wmaxArg, rttMs, stepS, untilS: untilArg });
    lines.push(ctx.s.curve.title(packets(wmaxArg), formatFixed(curve.k, 2)));
    json = { model: 'cubic', wmax: curve.wmax, cwndStart: curve.cwndStart, k: curve.k, rttMs, stepS, rows: curve.rows };
  }
  lines.push(
    renderTable(
      [
        { header: ctx.s.curve.t, width: 6 },
        { header: ctx.s.curve.cubic, width: 7, gap: 2 },
        { header: ctx.s.curve.reno, width: 7, gap: 2 },
      ],
      curve.rows.map((r) => [formatFixed(r.t, tDecimals), formatFixed(r.cubic, 0), formatFixed(r.reno, 0)]),
    ),
  );
  return { text: lines.join('\n'), json };
}
