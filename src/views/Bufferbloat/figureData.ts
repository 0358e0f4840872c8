// What the bufferbloat figures span: pure helpers shared by the figures and the status line.
import type { BloatRun } from './analysis';
import type { BufferbloatOptions } from './options';
import { UNLOADED_S } from './options';

/** The time axis' end: the unloaded pings, then the loaded window, or the longest run drawn. */
export function drawnDurationS(shownRuns: readonly BloatRun[], options: BufferbloatOptions, liveOptions: BufferbloatOptions | null): number {
  return Math.max(UNLOADED_S + options.loadS, ...shownRuns.map((r) => r.durationS), liveOptions ? liveOptions.loadS + UNLOADED_S : 0);
}
