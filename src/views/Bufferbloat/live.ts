// Accumulates a live run's ping replies for drawing. Pure reducer: (data, batch) -> data.
// Nothing here computes network behaviour; it only keeps what the worker sent.
import { appendGrowable, countFinite, emptyGrowable, lastFinite, type Growable } from '../../charts/series';

/** The part of a SampleBatch this view reads (structurally compatible with src/sim's type). */
export interface PingBatchLike {
  now_s: number;
  pings: Record<string, { t_s: ArrayLike<number>; rtt_ms: ArrayLike<number> }>;
  counters: { pings_sent: number };
}

export interface LivePings {
  nowS: number;
  t: Growable;
  rtt: Growable;
  received: number;
  sent: number;
  lastRttMs: number | null;
}

export function emptyLivePings(): LivePings {
  return { nowS: 0, t: emptyGrowable(), rtt: emptyGrowable(), received: 0, sent: 0, lastRttMs: null };
}

/** Appends one batch's replies of ping `pingId`. As with appendGrowable, `data` is consumed. */
export function appendPings(data: LivePings, batch: PingBatchLike, pingId: string): LivePings {
  const p = batch.pings[pingId];
  return {
    nowS: batch.now_s,
    t: p ? appendGrowable(data.t, p.t_s) : data.t,
    rtt: p ? appendGrowable(data.rtt, p.rtt_ms) : data.rtt,
    received: data.received + (p ? countFinite(p.rtt_ms) : 0),
    sent: batch.counters.pings_sent,
    lastRttMs: p ? lastFinite(p.rtt_ms, data.lastRttMs) : data.lastRttMs,
  };
}
