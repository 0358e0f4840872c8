// The one Zustand store (low-rate UI state only; simulation samples never go through it).
// Components use the hooks below with narrow selectors, never the whole state.
import { createStore, useStore } from 'zustand';
import { createErrorSlice } from './errors';
import { createPrefsSlice } from './prefs';
import { createRouteSlice } from './route';
import { createRunsSlice, type RunMeta } from './runs';
import type { SierraState } from './types';

export type { SierraState } from './types';
export type { WorkerError, WorkerErrorKind } from './errors';
export type { RunMeta, RunStatus } from './runs';
export { seriesOf, onRunBatch, sampleIndexAt, type RunSeries, type PingSeries } from './runSeries';

/** A fresh store; the app uses one instance (`sierraStore`), tests make their own. */
export function createSierraStore() {
  return createStore<SierraState>()((...a) => ({
    ...createPrefsSlice(...a),
    ...createRouteSlice(...a),
    ...createErrorSlice(...a),
    ...createRunsSlice(...a),
  }));
}

export const sierraStore = createSierraStore();

function useSierra<T>(selector: (s: SierraState) => T): T {
  return useStore(sierraStore, selector);
}

export const useProjector = () => useSierra((s) => s.projector);
export const useRoute = () => useSierra((s) => s.route);
export const useWorkerError = () => useSierra((s) => s.workerError);

const NO_IDS: readonly string[] = [];

/** One run's meta (status, summary, record): re-renders on those changes, not on every batch. */
export const useRun = (id: string | null | undefined): RunMeta | undefined => useSierra((s) => (id ? s.runs[id] : undefined));
/** Bumps on every batch of the run (a panel that draws the series subscribes to this). */
export const useRunVersion = (id: string | null | undefined): number => useSierra((s) => (id ? (s.runVersions[id] ?? 0) : 0));
/** Simulated time reached by the run, s. */
export const useRunNow = (id: string | null | undefined): number => useSierra((s) => (id ? (s.runNow[id] ?? 0) : 0));
/** The ids of the runs one owner (a view, a widget) asked for, oldest first. */
export function useRunIds(owner: string): readonly string[] {
  const joined = useSierra((s) => s.runOrder.filter((id) => s.runs[id]?.owner === owner).join('\n'));
  return joined === '' ? NO_IDS : joined.split('\n');
}
/** The shared time cursor of a run (s), or null. */
export const useCursor = (id: string | null | undefined): number | null => useSierra((s) => (id ? (s.cursors[id] ?? null) : null));

/** Actions are stable functions; reading them does not subscribe to anything. */
export const storeActions = {
  setProjector: (on: boolean) => sierraStore.getState().setProjector(on),
  setRoute: (r: SierraState['route']) => sierraStore.getState().setRoute(r),
  reportWorkerError: (kind: 'crash' | 'run', detail: string) => sierraStore.getState().reportWorkerError(kind, detail),
  dismissWorkerError: () => sierraStore.getState().dismissWorkerError(),
  setCursor: (id: string, tS: number | null) => sierraStore.getState().setCursor(id, tS),
};

/** The run controller's handle on the runs slice (src/app/runs/controller.ts is its one user). */
export const runsStore = {
  get: (id: string): RunMeta | undefined => sierraStore.getState().runs[id],
  ids: (): readonly string[] => sierraStore.getState().runOrder,
  add: (meta: RunMeta) => sierraStore.getState().addRun(meta),
  patch: (id: string, patch: Partial<Omit<RunMeta, 'id'>>) => sierraStore.getState().patchRun(id, patch),
  bump: (id: string, nowS: number) => sierraStore.getState().bumpRun(id, nowS),
  remove: (id: string) => sierraStore.getState().removeRun(id),
  /** Calls `listener` whenever the run's version changes; returns the unsubscribe function (for canvases that draw on frames). */
  subscribeVersion(id: string, listener: (version: number) => void): () => void {
    return sierraStore.subscribe((s, prev) => {
      const v = s.runVersions[id];
      if (v !== prev.runVersions[id]) listener(v ?? 0);
    });
  },
};
