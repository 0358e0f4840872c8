// Run-and-report exercises: the scenario a widget runs (an engine preset plus dotted-path
// overrides, the same path syntax as sweeps) and the check that an attached run is that
// experiment. Only data and path helpers from src/sim: no engine code runs here.
import { findPreset } from '../sim/scenario/presets';
import { getPath, parsePath, setPath } from '../sim/sweep/paths';
import type { RunRecordLike } from './types';

export interface WidgetSpec {
  preset: string;
  set: Record<string, unknown>;
}

/** The scenario of a preset with `set` applied (a fresh copy). Throws on an unknown preset or path. */
export function widgetScenario(w: WidgetSpec): Record<string, unknown> {
  const p = findPreset(w.preset);
  if (!p) throw new Error(`unknown preset ${w.preset}`);
  const scenario = structuredClone(p.scenario);
  for (const [path, value] of Object.entries(w.set)) {
    const seg = parsePath(path);
    if (!seg) throw new Error(`bad path ${path}`);
    const err = setPath(scenario, seg, value);
    if (err) throw new Error(err);
  }
  return scenario;
}

/**
 * What identifies the experiment: every leaf the preset states (link, queue, flows' cc, duration)
 * with `set` applied, and the number of flows and pings. Fields the engine fills in with defaults
 * (seed, sample_ms, stack options) are not checked: a widget may show the run more finely.
 */
export function requiredLeaves(w: WidgetSpec): [string, unknown][] {
  const out: [string, unknown][] = [];
  const walk = (node: unknown, path: string) => {
    if (Array.isArray(node)) {
      out.push([`${path}.length`, node.length]);
      node.forEach((v, i) => walk(v, `${path}[${i}]`));
    } else if (typeof node === 'object' && node !== null) {
      for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
    } else out.push([path, node]);
  };
  const scenario = widgetScenario(w);
  if (!Array.isArray(scenario.pings)) scenario.pings = [];
  walk(scenario, '');
  return out;
}

function valueAt(source: unknown, path: string): unknown {
  if (path.endsWith('.length')) {
    const seg = parsePath(path.slice(0, -'.length'.length));
    const v = seg ? getPath(source, seg) : undefined;
    return Array.isArray(v) ? v.length : undefined;
  }
  const seg = parsePath(path);
  return seg ? getPath(source, seg) : undefined;
}

export interface ScenarioMismatch {
  path: string;
  expected: unknown;
  found: unknown;
}

/** The first leaf where the run's scenario is not the experiment asked for; null when it is. */
export function scenarioMismatch(run: RunRecordLike, w: WidgetSpec): ScenarioMismatch | null {
  for (const [path, expected] of requiredLeaves(w)) {
    const found = valueAt(run.scenario, path);
    if (found !== expected) return { path, expected, found: found === undefined ? null : found };
  }
  return null;
}
