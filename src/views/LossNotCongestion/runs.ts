// The state of each run of a comparison (pure, so the view's reducer logic is tested in Node).
import type { RunRecord } from '../../sim';

export type RunPhase = 'pending' | 'running' | 'done' | 'error';

export interface RunState {
  key: string;
  phase: RunPhase;
  fraction: number;
  record: RunRecord | null;
  error: string | null;
}

export function pendingRuns(keys: readonly string[]): RunState[] {
  return keys.map((key) => ({ key, phase: 'pending', fraction: 0, record: null, error: null }));
}

export function withProgress(runs: readonly RunState[], i: number, fraction: number): RunState[] {
  return runs.map((r, j) => (j === i && r.phase !== 'done' && r.phase !== 'error' ? { ...r, phase: 'running', fraction } : r));
}

export function withRecord(runs: readonly RunState[], i: number, record: RunRecord): RunState[] {
  return runs.map((r, j) => (j === i ? { ...r, phase: 'done', fraction: 1, record } : r));
}

export function withError(runs: readonly RunState[], i: number, error: string): RunState[] {
  return runs.map((r, j) => (j === i ? { ...r, phase: 'error', error } : r));
}

/** Runs done over runs, and the mean fraction (0..1) for one overall bar. */
export function overall(runs: readonly RunState[]): { done: number; total: number; fraction: number } {
  const ended = runs.filter((r) => r.phase === 'done' || r.phase === 'error').length;
  const sum = runs.reduce((s, r) => s + (r.phase === 'done' || r.phase === 'error' ? 1 : r.fraction), 0);
  return { done: ended, total: runs.length, fraction: runs.length ? sum / runs.length : 0 };
}
