// Sweeps: experiment grids over scenario fields (public surface for the CLI and the worker).
import { ScenarioError } from '../scenario/errors';
import { SweepError } from './errors';
import { expandSweep } from './expand';
import { parseSweep } from './parse';
import { findSweepPreset, SWEEP_PRESETS, type SweepPreset } from './presets';
import type { Sweep, SweepJob } from './types';

export type * from './types';
export { AGGREGATES } from './types';
export { SweepError } from './errors';
export { parseSweep, SWEEP_LIMITS } from './parse';
export { expandSweep, sweepPoints, baseScenario, describePoint } from './expand';
export { aggregateSweep, aggregateValues } from './aggregate';
export { collectFigures, runSweepJob } from './run';
export { sweepCsv, sweepMarkdown, csvNumber } from './format';
export { SWEEP_PRESETS, findSweepPreset, type SweepPreset } from './presets';

/** Parses and expands in one go (what the CLI and the worker do first). */
export function prepareSweep(input: unknown): { sweep: Sweep; jobs: SweepJob[] } {
  const sweep = parseSweep(input);
  return { sweep, jobs: expandSweep(sweep) };
}

export interface SweepPresetStatus {
  name: string;
  description: string;
  needs: string[];
  jobs: number;
  /** Null when this engine can run every job; else the engine's message for the first it refuses. */
  problem: string | null;
}

function messageOf(e: unknown): string {
  if (e instanceof SweepError || e instanceof ScenarioError) return e.message;
  throw e;
}

/** Each preset with its job count and whether this engine can run it (and if not, why). */
export function sweepPresetStatus(p: SweepPreset = SWEEP_PRESETS[0]): SweepPresetStatus {
  const sweep = parseSweep(p.sweep);
  let problem: string | null = null;
  try {
    expandSweep(sweep);
  } catch (e) {
    problem = messageOf(e);
  }
  const jobs = sweep.axes.reduce((n, a) => n * a.values.length, 1) * sweep.repetitions;
  return { name: p.name, description: p.description, needs: p.needs, jobs, problem };
}

/** The input of a preset by name, or undefined. */
export function sweepPresetInput(name: string): Record<string, unknown> | undefined {
  return findSweepPreset(name)?.sweep;
}
