// Phases and loss events read off the worker's series (no behaviour is computed here: the state
// codes, cwnd and ssthresh come from the engine, as `ss -ti` shows them).
import { CA_CWR, CA_LOSS, CA_RECOVERY } from '../shared/caStates';

export type Phase = 'slowStart' | 'avoidance' | 'cwr' | 'recovery' | 'loss';
export const PHASES: readonly Phase[] = ['slowStart', 'avoidance', 'cwr', 'recovery', 'loss'];

/** CWR (a reduction on ECN marks, nothing lost), recovery (fast recovery after a loss) and loss
 * (after an RTO) come from the state; otherwise slow start while cwnd < ssthresh (or ssthresh not
 * yet set), congestion avoidance after. CWR is its own phase so ECN is never drawn as a loss. */
export function phaseOf(cwnd: number, ssthresh: number, state: number): Phase | null {
  if (state === CA_CWR) return 'cwr';
  if (state === CA_RECOVERY) return 'recovery';
  if (state === CA_LOSS) return 'loss';
  if (!Number.isFinite(cwnd)) return null;
  if (!Number.isFinite(ssthresh) || cwnd < ssthresh) return 'slowStart';
  return 'avoidance';
}

export interface PhaseInterval {
  phase: Phase;
  from: number;
  to: number;
}

/**
 * Consecutive samples in the same phase merged into intervals of time. Sample i describes the
 * period (t[i-1], t[i]]; the first sample starts at `start` (the run's time 0).
 */
export function phaseIntervals(
  t: ArrayLike<number>,
  cwnd: ArrayLike<number>,
  ssthresh: ArrayLike<number>,
  state: ArrayLike<number>,
  length: number,
  start = 0,
): PhaseInterval[] {
  const out: PhaseInterval[] = [];
  let prevT = start;
  for (let i = 0; i < length; i++) {
    const p = phaseOf(cwnd[i], ssthresh[i], state[i]);
    const last = out[out.length - 1];
    if (p === null) {
      prevT = t[i];
      continue;
    }
    if (last && last.phase === p && last.to === prevT) last.to = t[i];
    else out.push({ phase: p, from: prevT, to: t[i] });
    prevT = t[i];
  }
  return out;
}

// Recovery (3) and loss (4) follow a lost packet; CWR (2) is a reduction on ECN marks, not a loss.
const inLoss = (s: number) => s === CA_RECOVERY || s === CA_LOSS;

/**
 * Samples at which a loss episode shows in the series while the run streams: the state enters
 * recovery/loss, or retransmissions start again after a quiet sample (an episode shorter than the
 * sampling period shows only in the retransmission counter). Once the run is over, the worker's
 * summary gives the exact times instead.
 */
export function lossSamples(
  state: ArrayLike<number>,
  retrans: ArrayLike<number>,
  length: number,
): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) {
    const s = state[i];
    const r = retrans[i];
    if (i === 0) {
      if (inLoss(s) || r > 0) out.push(0);
      continue;
    }
    const enters = inLoss(s) && !inLoss(state[i - 1]);
    const resumes = r > retrans[i - 1] && !inLoss(state[i - 1]) && !(i >= 2 && retrans[i - 1] > retrans[i - 2]);
    if (enters || resumes) out.push(i);
  }
  return out;
}

/**
 * Samples at which a window reduction on ECN marks shows while the run streams: the state enters
 * CWR (2). A CWR episode shorter than the sampling period does not show; once the run is over,
 * the summary's `ecn_events` give the exact times instead.
 */
export function ecnSamples(state: ArrayLike<number>, length: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < length; i++) if (state[i] === CA_CWR && (i === 0 || state[i - 1] !== CA_CWR)) out.push(i);
  return out;
}

/** The window at a loss: the largest cwnd sampled within two samples before and one after. */
export function cwndAtLoss(
  t: ArrayLike<number>,
  cwnd: ArrayLike<number>,
  length: number,
  time: number,
  sampleS: number,
): number {
  let best = NaN;
  for (let i = 0; i < length; i++) {
    if (t[i] <= time - 2 * sampleS) continue;
    if (t[i] > time + sampleS) break;
    if (Number.isFinite(cwnd[i]) && !(cwnd[i] <= best)) best = cwnd[i];
  }
  return best;
}
