// Expansion: the axes' cartesian product (first axis outermost) times the repetitions (innermost),
// each a full scenario validated by the engine. The list depends only on the sweep, never on
// how many workers run it.
import { ScenarioError } from '../scenario/errors';
import { parseScenario } from '../scenario/parse';
import { findPreset } from '../scenario/presets';
import { assertSupported } from '../scenario/support';
import type { Scenario } from '../scenario/types';
import { SweepError } from './errors';
import { exprPaths, parseExpr, type Expr } from './expr';
import { getPath, parsePath, setPath } from './paths';
import type { AxisValue, Sweep, SweepJob } from './types';

const MAX_SEED = 4294967295;

/** The base scenario as JSON (a preset's scenario, or the sweep's own), deep-copied. */
export function baseScenario(sweep: Sweep): Record<string, unknown> {
  const b = sweep.base;
  const raw = typeof b.preset === 'string' ? findPreset(b.preset)!.scenario : b;
  return JSON.parse(JSON.stringify(raw)) as Record<string, unknown>;
}

/** Combinations of axis values in job order: the last axis varies fastest. */
export function sweepPoints(sweep: Sweep): Record<string, AxisValue>[] {
  let points: Record<string, AxisValue>[] = [{}];
  for (const axis of sweep.axes) {
    points = points.flatMap((p) => axis.values.map((v) => ({ ...p, [axis.label]: v })));
  }
  return points;
}

/** Numbers times the scale, rounded to 12 significant digits so 0.1 x 0.01 writes 0.001. */
export function scaled(v: AxisValue, scale: number | null): AxisValue {
  if (scale === null || typeof v !== 'number') return v;
  return Number((v * scale).toPrecision(12));
}

export function describePoint(point: Record<string, AxisValue>): string {
  return Object.entries(point).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
}

/** The scenario of one combination of axis values, validated (ScenarioError inside a SweepError). */
function pointScenario(sweep: Sweep, point: Record<string, AxisValue>): Scenario {
  const s = baseScenario(sweep);
  sweep.axes.forEach((axis, i) => {
    axis.paths.forEach((p, k) => {
      const err = setPath(s, parsePath(p)!, scaled(point[axis.label], axis.scale));
      if (err) throw new SweepError(axis.paths.length > 1 ? `axes[${i}].paths[${k}]` : `axes[${i}].path`, err);
    });
  });
  try {
    const parsed = parseScenario(s);
    assertSupported(parsed);
    return parsed;
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    const where = sweep.axes.length === 0 ? 'base' : `axes (at ${describePoint(point)})`;
    throw new SweepError(where, e.message);
  }
}

const compiled = new WeakMap<Record<string, string>, Map<string, Expr>>();
/** The figures' parsed expressions (parsed once per collect object). */
export function compileCollect(collect: Record<string, string>): Map<string, Expr> {
  let m = compiled.get(collect);
  if (!m) {
    m = new Map();
    for (const [name, text] of Object.entries(collect)) {
      const e = parseExpr(text);
      if (typeof e === 'string') throw new SweepError(`collect.${name}`, e);
      m.set(name, e);
    }
    compiled.set(collect, m);
  }
  return m;
}

function checkFigures(sweep: Sweep, s: Scenario): void {
  for (const [name, e] of compileCollect(sweep.collect)) {
    for (const p of exprPaths(e)) {
      if (p.root === 'scenario') {
        if (getPath(s, p.segments) === undefined) throw new SweepError(`collect.${name}`, `${p.text} is not a field of the scenario`);
        continue;
      }
      const m = /^(flows|pings)\[(\d+)\]/.exec(p.text);
      if (m) {
        const n = m[1] === 'flows' ? s.flows.length : s.pings.length;
        if (Number(m[2]) >= n) throw new SweepError(`collect.${name}`, `${m[1]}[${m[2]}] does not exist (the scenario has ${n} ${m[1].slice(0, -1)}${n === 1 ? '' : 's'})`);
      }
    }
  }
}

/** Every job of the sweep, in a fixed order; throws SweepError on the first point the engine refuses. */
export function expandSweep(sweep: Sweep): SweepJob[] {
  const jobs: SweepJob[] = [];
  sweepPoints(sweep).forEach((point, p) => {
    const scenario = pointScenario(sweep, point);
    checkFigures(sweep, scenario);
    for (let rep = 0; rep < sweep.repetitions; rep++) {
      const seed = scenario.seed + rep;
      if (seed > MAX_SEED) throw new SweepError('repetitions', `seed ${seed} is out of range (valid: base seed + repetitions - 1 <= ${MAX_SEED})`);
      jobs.push({ index: jobs.length, point: p, rep, seed, axes: point, scenario: { ...scenario, seed } });
    }
  });
  return jobs;
}
