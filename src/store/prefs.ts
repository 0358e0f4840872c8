import type { StateCreator } from 'zustand';
import type { SierraState } from './types';

export interface PrefsSlice {
  projector: boolean;
  setProjector(on: boolean): void;
  /** The figure and run controls on top, the settings in a side column (always so in projector mode). */
  figureFirst: boolean;
  setFigureFirst(on: boolean): void;
  /** The offline cache: 'ready' once the lab works without a network, 'update' when a new version waits. */
  offline: 'none' | 'ready' | 'update';
  setOfflineState(state: 'none' | 'ready' | 'update'): void;
}

// Persistence and the <html> attribute are side effects handled by the app shell
// (src/app/projector.ts), so the store stays plain state.
export const createPrefsSlice: StateCreator<SierraState, [], [], PrefsSlice> = (set) => ({
  projector: false,
  setProjector: (on) => set({ projector: on }),
  figureFirst: false,
  setFigureFirst: (on) => set({ figureFirst: on }),
  offline: 'none',
  setOfflineState: (offline) => set({ offline }),
});
