// The per-RTT tables a student writes when one rule of the notes' model is misremembered. The
// right table is src/models' renoTrace; each mistake changes exactly one rule of the same
// stepping (window per round, the round's event decides the next round).
import { renoLossThreshold, renoNextWindow, type RenoTraceOptions } from '../../models/renoTrace';

export type RenoMistake =
  | 'timeout-keeps-ssthresh' // the timeout sends cwnd to 1 but leaves ssthresh where it was
  | 'timeout-like-dupack' // the timeout treated as three duplicate ACKs: cwnd to the half, not to 1
  | 'dupack-to-one' // three duplicate ACKs treated as a timeout (Tahoe): cwnd to 1
  | 'dupack-inflated' // the window left inflated at ssthresh + 3 after fast recovery
  | 'halve-ssthresh' // the new ssthresh is half the old ssthresh, not half of cwnd
  | 'slow-start-overshoot'; // slow start doubles past ssthresh instead of stopping at it

/** cwnd per round under the notes' rules with one mistake. */
export function mistakenTrace(o: RenoTraceOptions, mistake: RenoMistake): number[] {
  const dups = new Set(o.dupAtRounds ?? []);
  const timeouts = new Set(o.timeoutAtRounds ?? []);
  const dupAtCwnd = o.dupAtCwnd ?? null;
  let cwnd = o.initialCwnd ?? 1;
  let ssthresh = o.ssthresh;
  const out: number[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    const timeout = timeouts.has(round);
    const dup = !timeout && (dups.has(round) || (dupAtCwnd !== null && cwnd >= dupAtCwnd));
    out.push(cwnd);
    if (!timeout && !dup) {
      cwnd = mistake === 'slow-start-overshoot' && cwnd < ssthresh ? 2 * cwnd : renoNextWindow(cwnd, ssthresh);
      continue;
    }
    const half = mistake === 'halve-ssthresh' ? renoLossThreshold(ssthresh) : renoLossThreshold(cwnd);
    if (timeout) {
      if (mistake !== 'timeout-keeps-ssthresh') ssthresh = half;
      cwnd = mistake === 'timeout-like-dupack' ? half : 1;
    } else {
      ssthresh = half;
      cwnd = mistake === 'dupack-to-one' ? 1 : mistake === 'dupack-inflated' ? half + 3 : half;
    }
  }
  return out;
}
