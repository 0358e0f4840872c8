// Aggregation of job results into rows (one per combination of axis values) and, when the sweep
// asks for it, a difference table between two values of one axis (e.g. reno-sce minus reno).
import { ENGINE_NAME } from '../version';
import { SweepError } from './errors';
import { sweepPoints } from './expand';
import type { Aggregate, AxisValue, Sweep, SweepDifferenceTable, SweepJob, SweepJobResult, SweepResult, SweepRow } from './types';

export function aggregateValues(values: readonly (number | null)[], how: Aggregate): number | null {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  switch (how) {
    case 'min':
      return xs[0];
    case 'max':
      return xs[xs.length - 1];
    case 'mean':
      return xs.reduce((s, x) => s + x, 0) / xs.length;
    case 'median': {
      const m = xs.length >> 1;
      return xs.length % 2 === 1 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
    }
  }
}

function differenceTable(sweep: Sweep, rows: SweepRow[]): SweepDifferenceTable | null {
  const d = sweep.difference;
  if (!d) return null;
  const key = (axes: Record<string, AxisValue>) =>
    JSON.stringify(sweep.axes.filter((a) => a.label !== d.axis).map((a) => axes[a.label]));
  const minus = new Map(rows.filter((r) => r.axes[d.axis] === d.minus).map((r) => [key(r.axes), r]));
  const out: SweepRow[] = [];
  for (const r of rows) {
    if (r.axes[d.axis] !== d.value) continue;
    const b = minus.get(key(r.axes))!;
    const axes = { ...r.axes };
    delete axes[d.axis];
    const figures: Record<string, number | null> = {};
    for (const name of Object.keys(sweep.collect)) {
      const x = r.figures[name];
      const y = b.figures[name];
      figures[name] = x === null || y === null ? null : x - y;
    }
    out.push({ axes, figures, runs: {} });
  }
  return { ...d, rows: out };
}

/** Rows in point order; `results` may come in any order, one per job. */
export function aggregateSweep(sweep: Sweep, jobs: readonly SweepJob[], results: readonly SweepJobResult[]): SweepResult {
  const byIndex = new Map(results.map((r) => [r.index, r]));
  if (byIndex.size !== jobs.length || jobs.some((j) => !byIndex.has(j.index))) {
    throw new SweepError('results', `${byIndex.size} results for ${jobs.length} jobs (valid: one per job)`);
  }
  const names = Object.keys(sweep.collect);
  const rows: SweepRow[] = sweepPoints(sweep).map((axes) => ({
    axes,
    figures: {},
    runs: Object.fromEntries(names.map((n) => [n, [] as (number | null)[]])),
  }));
  const ordered = [...jobs].sort((a, b) => a.index - b.index);
  for (const j of ordered) {
    const r = byIndex.get(j.index)!;
    for (const n of names) rows[j.point].runs[n].push(r.figures[n] ?? null);
  }
  for (const row of rows) for (const n of names) row.figures[n] = aggregateValues(row.runs[n], sweep.aggregate);
  return {
    version: 1,
    engine: ENGINE_NAME,
    sweep,
    jobs: ordered.map((j) => ({ ...byIndex.get(j.index)!, point: j.point, rep: j.rep, seed: j.seed, axes: j.axes })),
    rows,
    difference: differenceTable(sweep, rows),
  };
}
