// model phase RULE --steps N, model phase all: Chiu and Jain's phase plane.

import type { PhaseParams, PhaseRow } from '../../models';
import { formatFixed, isPhaseRuleName, PHASE_RULES, phaseFinals, phaseTrajectory } from '../../models';
import type { OptionSpecs, ParsedArgs } from './args';
import { optionalNumber, UsageError } from './args';
import type { CommandOutput, Context } from './context';
import type { Column } from './table';
import { renderTable } from './table';

export const PHASE_OPTIONS: OptionSpecs = {
  steps: { kind: 'int', min: 0, max: 100_000 },
  capacity: { kind: 'number', min: 0, max: 1e9, minExclusive: true },
  x1: { kind: 'number', min: 0, max: 1e9 },
  x2: { kind: 'number', min: 0, max: 1e9 },
  'additive-increase': { kind: 'number', min: 0, max: 1e9, minExclusive: true },
  'multiplicative-increase': { kind: 'number', min: 1, max: 100, minExclusive: true },
  'multiplicative-decrease': { kind: 'number', min: 0.01, max: 0.99 },
  'additive-decrease': { kind: 'number', min: 0, max: 1e9, minExclusive: true },
};

const DEFAULT_STEPS = 20;
const ALL_STEPS = 200;

function cells(r: PhaseRow, na: string): string[] {
  return [
    formatFixed(r.x1, 1),
    formatFixed(r.x2, 1),
    formatFixed(r.sum, 1),
    formatFixed(r.difference, 1),
    Number.isNaN(r.jain) ? na : formatFixed(r.jain, 3),
  ];
}

function valueColumns(ctx: Context): Column[] {
  return [
    { header: 'x1', width: 6, gap: 2 },
    { header: 'x2', width: 6, gap: 2 },
    { header: ctx.s.phase.sum, width: 6, gap: 2 },
    { header: ctx.s.phase.difference, width: 7, gap: 2 },
    { header: ctx.s.phase.jain, width: 5, gap: 2 },
  ];
}

export function phaseCommand(ctx: Context, args: ParsedArgs): CommandOutput {
  const rule = args.positionals[0];
  const valid = [...PHASE_RULES, 'all'].join(', ');
  if (rule === undefined) throw new UsageError(`${ctx.command}: missing RULE, one of ${valid}`);
  if (rule !== 'all' && !isPhaseRuleName(rule)) throw new UsageError(`${ctx.command}: unknown rule '${rule}', expected one of ${valid}`);

  const params: Partial<PhaseParams> = {};
  const set = <K extends keyof PhaseParams>(key: K, option: string): void => {
    const v = optionalNumber(args, option);
    if (v !== undefined) params[key] = v as PhaseParams[K];
  };
  set('capacity', 'capacity');
  set('additiveIncrease', 'additive-increase');
  set('multiplicativeIncrease', 'multiplicative-increase');
  set('multiplicativeDecrease', 'multiplicative-decrease');
  set('additiveDecrease', 'additive-decrease');
  const x1 = optionalNumber(args, 'x1');
  const x2 = optionalNumber(args, 'x2');
  if (x1 !== undefined || x2 !== undefined) params.start = [x1 ?? 10, x2 ?? 70];

  if (rule === 'all') {
    const steps = optionalNumber(args, 'steps') ?? ALL_STEPS;
    const finals = phaseFinals(steps, params);
    const text = renderTable(
      [{ header: ctx.s.phase.rule, width: 6, align: 'left' }, ...valueColumns(ctx)],
      finals.map((f) => [f.rule, ...cells(f.row, ctx.s.notApplicable)]),
    );
    return { text, json: { model: 'phase', rule: 'all', steps, params, rows: finals.map((f) => ({ rule: f.rule, ...f.row })) } };
  }
  const steps = optionalNumber(args, 'steps') ?? DEFAULT_STEPS;
  const rows = phaseTrajectory(rule, steps, params);
  const text = renderTable(
    [{ header: ctx.s.phase.step, width: 4 }, ...valueColumns(ctx)],
    rows.map((r) => [String(r.step), ...cells(r, ctx.s.notApplicable)]),
  );
  return { text, json: { model: 'phase', rule, steps, params, rows } };
}
