// The one Zustand store (low-rate UI state only; simulation samples never go through it).
// Components use the hooks below with narrow selectors, never the whole state.
import { createStore, useStore } from 'zustand';
import { createErrorSlice } from './errors';
import { createPrefsSlice } from './prefs';
import { createRouteSlice } from './route';
import type { SierraState } from './types';

export type { SierraState } from './types';
export type { WorkerError, WorkerErrorKind } from './errors';

/** A fresh store; the app uses one instance (`sierraStore`), tests make their own. */
export function createSierraStore() {
  return createStore<SierraState>()((...a) => ({
    ...createPrefsSlice(...a),
    ...createRouteSlice(...a),
    ...createErrorSlice(...a),
  }));
}

export const sierraStore = createSierraStore();

function useSierra<T>(selector: (s: SierraState) => T): T {
  return useStore(sierraStore, selector);
}

export const useProjector = () => useSierra((s) => s.projector);
export const useRoute = () => useSierra((s) => s.route);
export const useWorkerError = () => useSierra((s) => s.workerError);

/** Actions are stable functions; reading them does not subscribe to anything. */
export const storeActions = {
  setProjector: (on: boolean) => sierraStore.getState().setProjector(on),
  setRoute: (r: SierraState['route']) => sierraStore.getState().setRoute(r),
  reportWorkerError: (kind: 'crash' | 'run', detail: string) => sierraStore.getState().reportWorkerError(kind, detail),
  dismissWorkerError: () => sierraStore.getState().dismissWorkerError(),
};
