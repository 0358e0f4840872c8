// Runs the figures of figures.ts over seeds with each host profile and says which fall in their
// band. Runs shared by several figures (the same scenario) are simulated once.

import { createSimulation } from '../simulation';
import type { RunRecord } from '../record/run-record';
import { ENGINE_VERSION } from '../version';
import type { HostsProfile } from '../scenario/hosts';
import { FIGURES, median, type FidelityFigure } from './figures';

export const FIDELITY_PROFILES: readonly HostsProfile[] = ['ideal', 'course-lab'];

export interface ProfileResult {
  /** One value per seed, in seed order (null: the figure did not occur in that seed's runs). */
  values: (number | null)[];
  median: number | null;
  min: number | null;
  max: number | null;
  /** The median inside the band. */
  in: boolean;
}

export interface FidelityRow {
  id: string;
  figure: string;
  real: string;
  ns3: string | null;
  band: [number, number];
  width: string;
  digits: number;
  results: Record<HostsProfile, ProfileResult>;
}

export interface FidelityReport {
  engine: string;
  seeds: number[];
  rows: FidelityRow[];
}

function summarise(values: number[], band: readonly [number, number]): ProfileResult {
  const ok = values.filter((v) => !Number.isNaN(v));
  const m = median(ok);
  return {
    values: values.map((v) => (Number.isNaN(v) ? null : v)),
    median: Number.isNaN(m) ? null : m,
    min: ok.length ? Math.min(...ok) : null,
    max: ok.length ? Math.max(...ok) : null,
    in: !Number.isNaN(m) && m >= band[0] && m <= band[1],
  };
}

export interface FidelityOptions {
  seeds: readonly number[];
  /** Only these figure ids (default: all). */
  only?: readonly string[];
  profiles?: readonly HostsProfile[];
  onRow?: (row: FidelityRow) => void;
}

export function runFidelity(o: FidelityOptions): FidelityReport {
  const figures: readonly FidelityFigure[] = o.only ? FIGURES.filter((f) => o.only!.includes(f.id)) : FIGURES;
  const profiles = o.profiles ?? FIDELITY_PROFILES;
  // One cache per run of the table: the bloat run serves its ping and goodput rows, and so on.
  const cache = new Map<string, RunRecord>();
  const simulate = (scenario: Record<string, unknown>): RunRecord => {
    const key = JSON.stringify(scenario);
    let rec = cache.get(key);
    if (!rec) {
      const sim = createSimulation(scenario);
      sim.runToEnd();
      rec = sim.record({ series: true });
      cache.set(key, rec);
    }
    return rec;
  };
  const rows: FidelityRow[] = [];
  let lastCases = '';
  for (const f of figures) {
    const results = {} as Record<HostsProfile, ProfileResult>;
    for (const hosts of profiles) {
      const values = o.seeds.map((seed) => f.value(f.cases(seed).map((c) => simulate({ ...c, hosts }))));
      results[hosts] = summarise(values, f.band);
    }
    const row: FidelityRow = {
      id: f.id, figure: f.figure, real: f.real, ns3: f.ns3 ?? null, band: [f.band[0], f.band[1]], width: f.width, digits: f.digits, results,
    };
    rows.push(row);
    o.onRow?.(row);
    // Keep only the runs the next figure may share (figures that share runs are adjacent).
    const cases = JSON.stringify(f.cases(o.seeds[0]));
    if (cases !== lastCases && figures[figures.indexOf(f) + 1] && JSON.stringify(figures[figures.indexOf(f) + 1].cases(o.seeds[0])) !== cases) cache.clear();
    lastCases = cases;
  }
  return { engine: ENGINE_VERSION, seeds: [...o.seeds], rows };
}
