// Runs as first-class objects: every run on any page (a view, a lesson widget, a dashboard, a
// presenter display) is one entry here, driven by one controller (src/app/runs/controller.ts).
// Only low-rate facts live in the state (status, summary, record, errors, a version counter per
// run, the shared time cursor); the samples themselves are in src/store/runSeries.ts.
import type { StateCreator } from 'zustand';
import type { PauseEvent, PauseKind, RunRecord, RunSummary } from '../sim';
import type { SierraState } from './types';

export type RunStatus = 'queued' | 'running' | 'paused' | 'done' | 'failed' | 'cancelled';

export interface RunMeta {
  id: string;
  /** The scenario as given, then the normalised one (defaults filled in) once the engine has it. */
  scenario: unknown;
  /** Who asked for it (a view, a widget id): pages list their own runs by owner. */
  owner: string;
  label?: string;
  status: RunStatus;
  speed: number;
  /** 'live': streamed from the worker; 'record': read from a RunRecord file or a finished run. */
  source: 'live' | 'record';
  summary: RunSummary | null;
  record: RunRecord | null;
  /** The engine's message when the run failed (validation or an engine error). */
  error: string | null;
  /** Options the run was started with (packets, frctLog, what it stops at), for a restart. */
  options: { packets?: boolean; frctLog?: boolean; pauseOn?: PauseKind | null };
  /** The event the run is paused at (it stopped there, or a step went past it); cleared on resume. */
  stop?: PauseEvent | null;
}

export interface RunsSlice {
  runs: Record<string, RunMeta>;
  /** Every run id in creation order. */
  runOrder: string[];
  /** Bumped on every batch of a run: panels redraw when it changes. */
  runVersions: Record<string, number>;
  /** Simulated time reached by each run, s (changes once per batch). */
  runNow: Record<string, number>;
  /** The shared time cursor of each run (s), or null when nobody points. */
  cursors: Record<string, number | null>;
  addRun(meta: RunMeta): void;
  patchRun(id: string, patch: Partial<Omit<RunMeta, 'id'>>): void;
  bumpRun(id: string, nowS: number): void;
  removeRun(id: string): void;
  setCursor(id: string, tS: number | null): void;
}

export const createRunsSlice: StateCreator<SierraState, [], [], RunsSlice> = (set) => ({
  runs: {},
  runOrder: [],
  runVersions: {},
  runNow: {},
  cursors: {},
  addRun: (meta) =>
    set((s) => ({
      runs: { ...s.runs, [meta.id]: meta },
      runOrder: [...s.runOrder.filter((x) => x !== meta.id), meta.id],
      runVersions: { ...s.runVersions, [meta.id]: 0 },
      runNow: { ...s.runNow, [meta.id]: 0 },
    })),
  patchRun: (id, patch) =>
    set((s) => {
      const run = s.runs[id];
      return run ? { runs: { ...s.runs, [id]: { ...run, ...patch } } } : {};
    }),
  bumpRun: (id, nowS) =>
    set((s) => (s.runs[id] ? { runVersions: { ...s.runVersions, [id]: (s.runVersions[id] ?? 0) + 1 }, runNow: { ...s.runNow, [id]: nowS } } : {})),
  removeRun: (id) =>
    set((s) => {
      const { [id]: _r, ...runs } = s.runs;
      const { [id]: _v, ...runVersions } = s.runVersions;
      const { [id]: _n, ...runNow } = s.runNow;
      const { [id]: _c, ...cursors } = s.cursors;
      return { runs, runVersions, runNow, cursors, runOrder: s.runOrder.filter((x) => x !== id) };
    }),
  setCursor: (id, tS) => set((s) => (s.cursors[id] === tS ? {} : { cursors: { ...s.cursors, [id]: tS } })),
});
