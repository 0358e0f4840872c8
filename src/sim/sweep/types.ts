// The sweep contract (JSON, `version: 1`): a base scenario, axes over scenario fields, seeds, and
// the figures to collect from each run's summary. See docs in README ("Sweeps").
import type { Scenario } from '../scenario/types';

/** A value an axis may take: written as is into the scenario (numbers times the axis' scale). */
export type AxisValue = string | number | boolean | null;

export type Aggregate = 'median' | 'mean' | 'min' | 'max';
export const AGGREGATES: readonly Aggregate[] = ['median', 'mean', 'min', 'max'];

export interface SweepAxis {
  /** Column name in tables (defaults to the first path). */
  label: string;
  /** Scenario fields this axis writes, e.g. ["link.delay_ms", "link.reverse_delay_ms"] or ["flows[*].cc"]. */
  paths: string[];
  values: AxisValue[];
  /** Numbers are multiplied by this before being written (e.g. 0.01 for a loss given in %), or null. */
  scale: number | null;
}

/** Figure name -> the axis value to subtract from another: rows of `value` minus rows of `minus`. */
export interface SweepDifference {
  axis: string;
  value: AxisValue;
  minus: AxisValue;
}

/** A validated sweep with every default filled in. */
export interface Sweep {
  version: 1;
  name: string | null;
  description: string | null;
  /** A scenario, or `{ "preset": NAME }`. */
  base: Record<string, unknown>;
  axes: SweepAxis[];
  repetitions: number;
  /** Figure name -> expression over the summary (e.g. "flows[0].goodput_mbps / flows[1].goodput_mbps"). */
  collect: Record<string, string>;
  aggregate: Aggregate;
  difference: SweepDifference | null;
}

/** One simulation of the sweep: a full (normalised) scenario, its axis values and repetition. */
export interface SweepJob {
  index: number;
  /** Index of the combination of axis values (jobs of one point differ only by seed). */
  point: number;
  rep: number;
  seed: number;
  axes: Record<string, AxisValue>;
  scenario: Scenario;
}

export interface SweepJobResult {
  index: number;
  figures: Record<string, number | null>;
  events: number;
}

export interface SweepRow {
  axes: Record<string, AxisValue>;
  /** Aggregated over the repetitions (null when no repetition gave a number). */
  figures: Record<string, number | null>;
  /** Every repetition's value, in seed order. */
  runs: Record<string, (number | null)[]>;
}

export interface SweepDifferenceTable extends SweepDifference {
  /** Same axes minus the difference axis; figures are aggregate(value) - aggregate(minus). */
  rows: SweepRow[];
}

export interface SweepResult {
  version: 1;
  engine: string;
  sweep: Sweep;
  jobs: (SweepJobResult & { point: number; rep: number; seed: number; axes: Record<string, AxisValue> })[];
  rows: SweepRow[];
  difference: SweepDifferenceTable | null;
}
