// A widget's scenario: an engine preset (or a whole scenario) plus dotted-path overrides.
import { setFieldPath, type PathProblem } from '../../models/fieldPath';

export interface ScenarioSource {
  preset?: string;
  scenario?: Record<string, unknown>;
  set?: Record<string, unknown>;
}

export type BuiltScenario =
  | { ok: true; scenario: Record<string, unknown> }
  | { ok: false; problem: PathProblem | { code: 'unknownPreset'; preset: string } | { code: 'noSource' } };

/** Deep copy of plain JSON data (scenarios are JSON). */
function copy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * The scenario a widget runs. `presets` are the engine's (asked from the worker); the overrides
 * are applied in the order written, each on a copy, so a preset object is never changed.
 */
export function buildScenario(source: ScenarioSource, presets: ReadonlyMap<string, Record<string, unknown>>): BuiltScenario {
  let base: Record<string, unknown>;
  if (source.scenario) base = copy(source.scenario);
  else if (source.preset !== undefined) {
    const preset = presets.get(source.preset);
    if (!preset) return { ok: false, problem: { code: 'unknownPreset', preset: source.preset } };
    base = copy(preset);
  } else return { ok: false, problem: { code: 'noSource' } };
  for (const [path, value] of Object.entries(source.set ?? {})) {
    const problem = setFieldPath(base, path, copy(value));
    if (problem) return { ok: false, problem };
  }
  return { ok: true, scenario: base };
}
