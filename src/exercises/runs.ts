// Run-and-report exercises: the scenario a widget runs (an engine preset plus dotted-path
// overrides, the same path syntax as sweeps), the check that an attached run is that experiment
// (the whole normalised scenario, defaults filled in on both sides; only fields the exercise
// declares free may differ) and what a run would cost before anyone simulates it. Only data,
// the scenario schema and the cost estimate from src/sim: no engine code runs here.
import { estimateCost } from '../sim/scenario/cost';
import { ScenarioError } from '../sim/scenario/errors';
import { parseScenario } from '../sim/scenario/parse';
import { findPreset } from '../sim/scenario/presets';
import { parsePath, setPath } from '../sim/sweep/paths';
import type { ExerciseDef, ExerciseParams, RunRecordLike } from './types';

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
 * Fields a run may set differently from the assigned experiment: how finely the recorder samples
 * changes no figure an exercise reads. An exercise may declare more (`freeScenarioFields`);
 * `[*]` stands for any index (`flows[*].start_s`).
 */
export const DEFAULT_FREE_FIELDS: readonly string[] = ['sample_ms'];

export function freeFieldsOf(def: ExerciseDef & { freeScenarioFields?: readonly string[] }): readonly string[] {
  return def.freeScenarioFields ?? DEFAULT_FREE_FIELDS;
}

/** The experiment an exercise assigns for these parameters (its own scenario, else its widget's). */
export function assignedScenario(def: ExerciseDef, params: ExerciseParams): Record<string, unknown> | null {
  if (def.scenario) return def.scenario(params);
  const form = def.form(params);
  if (form.kind !== 'run-and-report' || !form.widget.preset) return null;
  return widgetScenario({ preset: form.widget.preset, set: form.widget.set ?? {} });
}

export type Normalised = { ok: true; scenario: Record<string, unknown> } | { ok: false; path: string; detail: string };

/** The scenario with every default filled in (the engine's own parser), or the field it refuses. */
export function normaliseScenario(s: unknown): Normalised {
  try {
    return { ok: true, scenario: parseScenario(s) as unknown as Record<string, unknown> };
  } catch (e) {
    if (e instanceof ScenarioError) return { ok: false, path: e.field, detail: e.detail };
    return { ok: false, path: 'scenario', detail: (e instanceof Error ? e.message : String(e)).split('\n')[0] };
  }
}

export interface ScenarioMismatch {
  path: string;
  expected: unknown;
  found: unknown;
}

function isFree(path: string, free: readonly string[]): boolean {
  const generic = path.replace(/\[\d+\]/g, '[*]');
  return free.some((f) => [path, generic].some((p) => p === f || p.startsWith(`${f}.`) || p.startsWith(`${f}[`)));
}

/** The first leaf (in a stable order) where two normalised scenarios differ, free fields skipped. */
export function scenarioDifference(found: unknown, expected: unknown, free: readonly string[], path = ''): ScenarioMismatch | null {
  if (path !== '' && isFree(path, free)) return null;
  if (Array.isArray(found) && Array.isArray(expected)) {
    if (found.length !== expected.length) return { path: `${path}.length`, expected: expected.length, found: found.length };
    for (let i = 0; i < expected.length; i++) {
      const d = scenarioDifference(found[i], expected[i], free, `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObj(found) && isObj(expected)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
    for (const k of keys) {
      const d = scenarioDifference(found[k], expected[k], free, path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  if (Object.is(found, expected) || found === expected) return null;
  return { path: path || 'scenario', expected: expected ?? null, found: found ?? null };
}

/** Whether an attached run is the experiment assigned: null when it is, else the first field that differs. */
export function runMismatch(run: RunRecordLike, expected: Record<string, unknown>, free: readonly string[]): ScenarioMismatch | null {
  const want = normaliseScenario(expected);
  if (!want.ok) return { path: want.path, expected: null, found: want.detail };
  const got = normaliseScenario(run.scenario);
  if (!got.ok) return { path: got.path, expected: null, found: got.detail };
  return scenarioDifference(got.scenario, want.scenario, free);
}

/** Events a normalised scenario will dispatch (src/sim/scenario/cost.ts); Infinity when it cannot be normalised. */
export function scenarioEvents(s: unknown): number {
  const n = normaliseScenario(s);
  return n.ok ? estimateCost(n.scenario as never).events : Infinity;
}

/** The check inside an exercise (define.ts): the run against the widget's experiment, default free fields. */
export function scenarioMismatch(run: RunRecordLike, w: WidgetSpec, free: readonly string[] = DEFAULT_FREE_FIELDS): ScenarioMismatch | null {
  return runMismatch(run, widgetScenario(w), free);
}
