// What a page's runs stop at by themselves (the run bar's "stop at" choice): every live run the
// controller starts without an explicit `pauseOn` takes this one; the bar changes it for the run
// shown too. One choice per page, not remembered across loads.
import type { StateCreator } from 'zustand';
import type { PauseKind } from '../sim';
import type { SierraState } from './types';

export interface PauseChoiceSlice {
  pauseChoice: PauseKind | null;
  setPauseChoice(kind: PauseKind | null): void;
}

export const createPauseChoiceSlice: StateCreator<SierraState, [], [], PauseChoiceSlice> = (set) => ({
  pauseChoice: null,
  setPauseChoice: (pauseChoice) => set({ pauseChoice }),
});
