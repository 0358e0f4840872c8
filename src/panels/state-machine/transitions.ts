// The sender's state machine as the course notes draw it (chapter 11, "Reacción a la pérdida":
// slow start, congestion avoidance, fast recovery, and a timeout from any state), with the two
// states the engine's series adds (CWR: a window reduction on ECN marks; loss: after an RTO),
// read off the run's series: the state of each sample and the transitions between samples.
// Pure; the states are the sawtooth's phases (cwnd < ssthresh is slow start, >= is congestion
// avoidance; CWR, recovery and loss come from the CA state code).
import { phaseOf, type Phase } from '../sawtooth/phases';

export type SmState = Phase;
export const SM_STATES: readonly SmState[] = ['slowStart', 'avoidance', 'recovery', 'cwr', 'loss'];

/** The transitions the diagram draws, with the notes' event on each arrow. */
export const SM_EDGES = [
  { id: 'ss-ca', from: 'slowStart', to: 'avoidance' },
  { id: 'ss-fr', from: 'slowStart', to: 'recovery' },
  { id: 'ca-fr', from: 'avoidance', to: 'recovery' },
  { id: 'fr-ca', from: 'recovery', to: 'avoidance' },
  { id: 'ss-cwr', from: 'slowStart', to: 'cwr' },
  { id: 'ca-cwr', from: 'avoidance', to: 'cwr' },
  { id: 'cwr-ca', from: 'cwr', to: 'avoidance' },
  { id: 'ss-loss', from: 'slowStart', to: 'loss' },
  { id: 'ca-loss', from: 'avoidance', to: 'loss' },
  { id: 'fr-loss', from: 'recovery', to: 'loss' },
  { id: 'cwr-loss', from: 'cwr', to: 'loss' },
  { id: 'loss-ss', from: 'loss', to: 'slowStart' },
] as const satisfies readonly { id: string; from: SmState; to: SmState }[];
export type SmEdgeId = (typeof SM_EDGES)[number]['id'] | 'other';

export function edgeOf(from: SmState, to: SmState): SmEdgeId {
  return SM_EDGES.find((e) => e.from === from && e.to === to)?.id ?? 'other';
}

export interface SmTransition {
  /** Time of the first sample in the new state, s. */
  at: number;
  from: SmState;
  to: SmState;
  edge: SmEdgeId;
}

export interface SmSeries {
  t: ArrayLike<number>;
  cwnd: ArrayLike<number>;
  ssthresh: ArrayLike<number>;
  state: ArrayLike<number>;
  length: number;
}

/** Every change of state between consecutive samples (samples with no state are skipped). */
export function transitionsOf(s: SmSeries): SmTransition[] {
  const out: SmTransition[] = [];
  let prev: SmState | null = null;
  for (let i = 0; i < s.length; i++) {
    const p = phaseOf(s.cwnd[i], s.ssthresh[i], s.state[i]);
    if (p === null) continue;
    if (prev !== null && p !== prev) out.push({ at: s.t[i], from: prev, to: p, edge: edgeOf(prev, p) });
    prev = p;
  }
  return out;
}

/** The state at sample `index` (or at the last sample before it that has one; null before the first). */
export function stateAt(s: SmSeries, index: number): SmState | null {
  for (let i = Math.min(index, s.length - 1); i >= 0; i--) {
    const p = phaseOf(s.cwnd[i], s.ssthresh[i], s.state[i]);
    if (p !== null) return p;
  }
  return null;
}

/** How many times each drawn transition happened up to `time` (all of them when time is null). */
export function edgeCounts(list: readonly SmTransition[], time: number | null = null): Record<SmEdgeId, number> {
  const out = Object.fromEntries([...SM_EDGES.map((e) => e.id), 'other'].map((id) => [id, 0])) as Record<SmEdgeId, number>;
  for (const tr of list) if (time === null || tr.at <= time) out[tr.edge]++;
  return out;
}

/** The last transition at or before `time` (the newest when time is null). */
export function lastTransition(list: readonly SmTransition[], time: number | null = null): SmTransition | null {
  if (time === null) return list[list.length - 1] ?? null;
  let found: SmTransition | null = null;
  for (const tr of list) {
    if (tr.at > time) break;
    found = tr;
  }
  return found;
}
