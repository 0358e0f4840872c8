// Chapter 3, notes' exercise 1: MSS 1, initial window 1, ssthresh 32, three duplicate ACKs at
// RTT 9, a timeout at RTT 15, cwnd per RTT through RTT 22 (check with reno_trace.py, here
// src/models' renoTrace).
import { renoTrace, type RenoTraceOptions } from '../../models/renoTrace';
import { tableExercise } from '../define';
import type { Draw } from '../seed';
import { mistakenTrace, type RenoMistake } from './renoMistakes';

interface P {
  [k: string]: number;
  ssthresh: number;
  dup_round: number;
  timeout_round: number;
  rounds: number;
  /** Initial window, segments (the notes' 1; per student up to Linux's 10, RFC 6928). */
  iw: number;
}

const NOTES: P = { ssthresh: 32, dup_round: 9, timeout_round: 15, rounds: 22, iw: 1 };
const MISTAKES: RenoMistake[] = ['timeout-keeps-ssthresh', 'timeout-like-dupack', 'dupack-to-one', 'dupack-inflated', 'halve-ssthresh', 'slow-start-overshoot'];

function options(p: P): RenoTraceOptions {
  return { ssthresh: p.ssthresh, rounds: p.rounds, dupAtRounds: [p.dup_round], timeoutAtRounds: [p.timeout_round], initialCwnd: p.iw };
}

export function cwndTable(p: P): number[][] {
  return renoTrace(options(p)).map((r) => [r.cwnd]);
}

function variants(p: P) {
  return MISTAKES.map((id) => ({ id, table: mistakenTrace(options(p), id).map((c) => [c]) }));
}

/** First round (1-based) after `after` that is in congestion avoidance. */
function firstAvoidanceRound(trace: ReturnType<typeof renoTrace>, after: number): number {
  return trace.find((r) => r.round > after && r.phase === 'congestion-avoidance')!.round;
}

function drawParams(d: Draw): P {
  for (let i = 0; i < 64; i++) {
    // Any threshold from 10 to 100: one that is not a power of two also tests slow start's cap;
    // an initial window of 1 to 10 (at most half the threshold), so no two students of a class
    // share a table (issue 22).
    const ssthresh = d.int(10, 100);
    const iw = d.int(1, Math.min(10, Math.floor(ssthresh / 2)));
    const probe = renoTrace({ ssthresh, rounds: 200, initialCwnd: iw });
    // The dup ACKs come a few rounds into congestion avoidance, the timeout a few rounds later,
    // and the table runs until slow start after the timeout has handed over to avoidance.
    const dup = firstAvoidanceRound(probe, 0) + d.int(2, 12);
    const timeout = dup + d.int(4, 16);
    const full = renoTrace({ ssthresh, rounds: timeout + 40, dupAtRounds: [dup], timeoutAtRounds: [timeout], initialCwnd: iw });
    const p: P = { ssthresh, dup_round: dup, timeout_round: timeout, rounds: firstAvoidanceRound(full, timeout) + d.int(1, 10), iw };
    // The table must show the mistake the exercise is about: without halving ssthresh at the
    // timeout, slow start would run to the old threshold.
    const key = cwndTable(p).flat().join();
    if (mistakenTrace(options(p), 'timeout-keeps-ssthresh').join() !== key) return p;
  }
  return NOTES;
}

export const c3e1 = tableExercise<P>({
  id: 'c3-e1',
  chapter: 3,
  points: 10,
  tolerance: 0,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ ssthresh: p.ssthresh, dup: p.dup_round, timeout: p.timeout_round, rounds: p.rounds, iw: p.iw }),
  mistakes: MISTAKES,
  columns: ['cwnd'],
  key: cwndTable,
  variants,
});
