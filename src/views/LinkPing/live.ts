// Accumulates the worker's sample batches for drawing. Pure reducer: (data, batch) -> data.
// Nothing here computes network behaviour; it only keeps what the worker sent.
import { appendGrowable, countFinite, emptyGrowable, type Growable } from '../../charts/series';

/** The part of a SampleBatch this view reads (structurally compatible with src/sim's type). */
export interface BatchLike {
  now_s: number;
  t_s: ArrayLike<number>;
  queue_bytes: ArrayLike<number>;
  pings: Record<string, { t_s: ArrayLike<number>; rtt_ms: ArrayLike<number> }>;
  counters: { queue_drops: number; pings_sent: number; pings_lost: number };
}

export interface LiveData {
  nowS: number;
  queueT: Growable;
  queueBytes: Growable;
  pingT: Growable;
  pingRtt: Growable;
  /** RTTs received (finite values in pingRtt). */
  received: number;
  lastRttMs: number | null;
  sent: number;
  lost: number;
  queueDrops: number;
  /** Bumped on every append, so React can tell that the buffers changed. */
  version: number;
}

export function emptyLive(): LiveData {
  return {
    nowS: 0,
    queueT: emptyGrowable(),
    queueBytes: emptyGrowable(),
    pingT: emptyGrowable(),
    pingRtt: emptyGrowable(),
    received: 0,
    lastRttMs: null,
    sent: 0,
    lost: 0,
    queueDrops: 0,
    version: 0,
  };
}

/** Appends one batch. As with appendGrowable, `data` is consumed: keep only the result. */
export function appendBatch(data: LiveData, batch: BatchLike, pingId = 'ping'): LiveData {
  const ping = batch.pings[pingId];
  let lastRttMs = data.lastRttMs;
  if (ping) {
    for (let i = ping.rtt_ms.length - 1; i >= 0; i--) {
      if (Number.isFinite(ping.rtt_ms[i])) {
        lastRttMs = ping.rtt_ms[i];
        break;
      }
    }
  }
  return {
    nowS: batch.now_s,
    queueT: appendGrowable(data.queueT, batch.t_s),
    queueBytes: appendGrowable(data.queueBytes, batch.queue_bytes),
    pingT: ping ? appendGrowable(data.pingT, ping.t_s) : data.pingT,
    pingRtt: ping ? appendGrowable(data.pingRtt, ping.rtt_ms) : data.pingRtt,
    received: data.received + (ping ? countFinite(ping.rtt_ms) : 0),
    lastRttMs,
    // Counters are running totals in each batch.
    sent: batch.counters.pings_sent,
    lost: batch.counters.pings_lost,
    queueDrops: batch.counters.queue_drops,
    version: data.version + 1,
  };
}
