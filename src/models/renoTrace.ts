// The per-RTT Reno model of the course's worked example: one row per round trip, no ACKs, no
// timers. In each round the window is printed as it stands, then the round's event (if any)
// decides the next round's window.

export type RenoPhase = 'slow-start' | 'congestion-avoidance';
export type RenoEvent = 'dup-ack' | 'timeout';

export interface RenoTraceOptions {
  /** Initial slow-start threshold, in segments (>= 2). */
  ssthresh: number;
  /** Number of rounds (rows) to produce (>= 1). */
  rounds: number;
  /** Initial window in segments; the course's book stack uses 1. */
  initialCwnd?: number;
  /** Rounds (1-based) that end with three duplicate ACKs. */
  dupAtRounds?: readonly number[];
  /** Rounds (1-based) that end with a retransmission timeout. */
  timeoutAtRounds?: readonly number[];
  /** Three duplicate ACKs in every round whose window has reached this many segments. */
  dupAtCwnd?: number | null;
}

export interface RenoTraceRow {
  /** 1-based round number (the notes' "RTT" column). */
  round: number;
  cwnd: number;
  ssthresh: number;
  phase: RenoPhase;
  /** What ends this round; a timeout wins over duplicate ACKs in the same round. */
  event: RenoEvent | null;
}

/** ssthresh after a loss: half the window (integer division), never below 2 segments. */
export function renoLossThreshold(cwnd: number): number {
  return Math.max(Math.floor(cwnd / 2), 2);
}

/** The window one round later without a loss: doubling capped at ssthresh, or one more segment. */
export function renoNextWindow(cwnd: number, ssthresh: number): number {
  return cwnd < ssthresh ? Math.min(2 * cwnd, ssthresh) : cwnd + 1;
}

function positiveInteger(name: string, value: number, min: number): void {
  if (!Number.isInteger(value) || value < min) {
    throw new RangeError(`${name} must be an integer >= ${min}, got ${value}`);
  }
}

export function renoTrace(options: RenoTraceOptions): RenoTraceRow[] {
  const initialCwnd = options.initialCwnd ?? 1;
  positiveInteger('ssthresh', options.ssthresh, 2);
  positiveInteger('rounds', options.rounds, 1);
  positiveInteger('initialCwnd', initialCwnd, 1);
  const dups = new Set(options.dupAtRounds ?? []);
  const timeouts = new Set(options.timeoutAtRounds ?? []);
  const dupAtCwnd = options.dupAtCwnd ?? null;
  if (dupAtCwnd !== null) positiveInteger('dupAtCwnd', dupAtCwnd, 1);

  const rows: RenoTraceRow[] = [];
  let cwnd = initialCwnd;
  let ssthresh = options.ssthresh;
  for (let round = 1; round <= options.rounds; round++) {
    let event: RenoEvent | null = null;
    if (timeouts.has(round)) event = 'timeout';
    else if (dups.has(round) || (dupAtCwnd !== null && cwnd >= dupAtCwnd)) event = 'dup-ack';
    rows.push({ round, cwnd, ssthresh, phase: cwnd < ssthresh ? 'slow-start' : 'congestion-avoidance', event });
    if (event === null) {
      cwnd = renoNextWindow(cwnd, ssthresh);
    } else {
      ssthresh = renoLossThreshold(cwnd);
      cwnd = event === 'timeout' ? 1 : ssthresh;
    }
  }
  return rows;
}
