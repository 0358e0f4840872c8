// Chapter 3, the notes' review question: ssthresh 8, initial window 1, three duplicate ACKs
// when cwnd reaches 12: 1, 2, 4, 8, 9, 10, 11, 12, then ssthresh 6 and cwnd 6, 7, 8...
// (reno_trace.py --ssthresh 8 --rounds 12 --dup-at-cwnd 12, here src/models' renoTrace).
import { renoTrace, type RenoTraceOptions } from '../../models/renoTrace';
import { tableExercise } from '../define';
import type { Draw } from '../seed';
import { mistakenTrace, type RenoMistake } from './renoMistakes';

interface P {
  [k: string]: number;
  ssthresh: number;
  dup_at_cwnd: number;
  rounds: number;
  /** Initial window, segments (the notes' 1; per student up to Linux's 10, RFC 6928). */
  iw: number;
}

const NOTES: P = { ssthresh: 8, dup_at_cwnd: 12, rounds: 12, iw: 1 };
const MISTAKES: RenoMistake[] = ['dupack-to-one', 'dupack-inflated', 'halve-ssthresh', 'slow-start-overshoot'];

function options(p: P): RenoTraceOptions {
  return { ssthresh: p.ssthresh, rounds: p.rounds, dupAtCwnd: p.dup_at_cwnd, initialCwnd: p.iw };
}

export function cwndTable(p: P): number[][] {
  return renoTrace(options(p)).map((r) => [r.cwnd]);
}

function drawParams(d: Draw): P {
  // With an initial window of 1 to 10 (at most half the threshold): no two students of a class
  // share a table (issue 22).
  const ssthresh = d.int(6, 80);
  const iw = d.int(1, Math.min(10, Math.floor(ssthresh / 2)));
  const dupAt = ssthresh + d.int(3, 30);
  const reach = renoTrace({ ssthresh, rounds: 200, initialCwnd: iw }).find((r) => r.cwnd >= dupAt)!.round;
  // A few rounds after the reduction, so the new threshold and the linear climb both show.
  return { ssthresh, dup_at_cwnd: dupAt, rounds: reach + d.int(3, 8), iw };
}

export const c3e1b = tableExercise<P>({
  id: 'c3-e1b',
  chapter: 3,
  points: 5,
  tolerance: 0,
  notes: NOTES,
  draw: drawParams,
  vars: (p) => ({ ssthresh: p.ssthresh, dupAt: p.dup_at_cwnd, rounds: p.rounds, iw: p.iw }),
  mistakes: MISTAKES,
  columns: ['cwnd'],
  key: cwndTable,
  variants: (p) => MISTAKES.map((id) => ({ id, table: mistakenTrace(options(p), id).map((c) => [c]) })),
});
