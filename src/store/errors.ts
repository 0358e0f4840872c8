import type { StateCreator } from 'zustand';
import type { SierraState } from './types';

/** `crash`: the worker died (a fresh one replaces it); `run`: a run reported an error. */
export type WorkerErrorKind = 'crash' | 'run';

export interface WorkerError {
  kind: WorkerErrorKind;
  /** The underlying error text, shown verbatim inside the translated message. */
  detail: string;
}

export interface ErrorSlice {
  workerError: WorkerError | null;
  reportWorkerError(kind: WorkerErrorKind, detail: string): void;
  dismissWorkerError(): void;
}

export const createErrorSlice: StateCreator<SierraState, [], [], ErrorSlice> = (set) => ({
  workerError: null,
  reportWorkerError: (kind, detail) => set({ workerError: { kind, detail: detail.trim() || '?' } }),
  dismissWorkerError: () => set({ workerError: null }),
});
