// The sweep half of the worker's API (spread into the Comlink object of sim.worker.ts). The pure
// sweep logic (src/sim/sweep) runs here, not in the page: the page's views may import only types
// from src/sim, and this keeps the engine's schema and presets out of the main bundle.
import { createSimulation } from '../src/sim';
import {
  aggregateSweep, collectFigures, prepareSweep, SWEEP_PRESETS, sweepCsv, sweepPresetStatus,
  type Sweep, type SweepJob, type SweepJobResult, type SweepPresetStatus, type SweepResult,
} from '../src/sim/sweep';
import { runInSlices } from './run-slices';


export interface SweepPresetInfo extends SweepPresetStatus {
  sweep: Record<string, unknown>;
}

let presetCache: SweepPresetInfo[] | null = null;

export const sweepApi = {
  /** The sweep presets, with their job counts and whether this engine can run them yet. */
  sweepPresets(): SweepPresetInfo[] {
    presetCache ??= SWEEP_PRESETS.map((p) => ({ ...sweepPresetStatus(p), sweep: p.sweep }));
    return presetCache;
  },

  /** Validates and expands a sweep (rejects with the field's message). */
  prepareSweep(input: unknown): { sweep: Sweep; jobs: SweepJob[] } {
    return prepareSweep(input);
  },

  /** Runs one job in slices, reporting the fraction done after each, and returns its figures. */
  async runSweepJob(job: SweepJob, collect: Record<string, string>, onProgress?: (fraction: number) => void): Promise<SweepJobResult> {
    const sim = createSimulation(job.scenario);
    await runInSlices(sim, onProgress);
    return { index: job.index, figures: collectFigures(collect, sim.record()), events: sim.events };
  },

  /** Rows from the jobs' results, and the CSV exports (rows, and the difference table if any). */
  finishSweep(sweep: Sweep, jobs: SweepJob[], results: SweepJobResult[]): { result: SweepResult; csv: string; differenceCsv: string | null } {
    const result = aggregateSweep(sweep, jobs, results);
    return { result, csv: sweepCsv(result), differenceCsv: result.difference ? sweepCsv(result, 'difference') : null };
  },
};
