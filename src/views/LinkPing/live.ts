// Accumulates the worker's sample batches for drawing. Pure reducer: (data, batch) -> data.
// Nothing here computes network behaviour; it only keeps what the worker sent.
import { appendGrowable, countFinite, emptyGrowable, floatsFromNullable, lastFinite, nullableValues, type Growable } from '../../charts/series';

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
  return {
    nowS: batch.now_s,
    queueT: appendGrowable(data.queueT, batch.t_s),
    queueBytes: appendGrowable(data.queueBytes, batch.queue_bytes),
    pingT: ping ? appendGrowable(data.pingT, ping.t_s) : data.pingT,
    pingRtt: ping ? appendGrowable(data.pingRtt, ping.rtt_ms) : data.pingRtt,
    received: data.received + (ping ? countFinite(ping.rtt_ms) : 0),
    lastRttMs: ping ? lastFinite(ping.rtt_ms, data.lastRttMs) : data.lastRttMs,
    // Counters are running totals in each batch.
    sent: batch.counters.pings_sent,
    lost: batch.counters.pings_lost,
    queueDrops: batch.counters.queue_drops,
    version: data.version + 1,
  };
}

/** The part of a RunRecord's series this view draws (JSON writes NaN as null). */
export interface SeriesLike {
  t_s: ArrayLike<number | null>;
  queue_bytes?: ArrayLike<number | null>;
  pings?: Record<string, { t_s: ArrayLike<number | null>; rtt_ms: ArrayLike<number | null> }>;
}

/** What a saved record's series holds, as if it had streamed; counters from its summary. Throws without series. */
export function liveFromRecord(
  record: { series?: SeriesLike; summary?: { pings?: { id: string; sent: number; lost: number }[]; queue?: { drops?: number } } },
  pingId = 'ping',
): LiveData {
  const s = record.series;
  if (!s || !s.t_s) throw new Error('the record has no series');
  const ping = s.pings?.[pingId];
  if (!ping) throw new Error(`the record has no ping "${pingId}"`);
  const n = s.t_s.length;
  const m = ping.t_s.length;
  const sum = record.summary?.pings?.find((p) => p.id === pingId);
  const batch: BatchLike = {
    now_s: n > 0 ? Number(s.t_s[n - 1]) : 0,
    t_s: floatsFromNullable(s.t_s, n),
    queue_bytes: floatsFromNullable(s.queue_bytes, n),
    pings: { [pingId]: { t_s: floatsFromNullable(ping.t_s, m), rtt_ms: floatsFromNullable(ping.rtt_ms, m) } },
    counters: { queue_drops: record.summary?.queue?.drops ?? 0, pings_sent: sum?.sent ?? m, pings_lost: sum?.lost ?? 0 },
  };
  return appendBatch(emptyLive(), batch, pingId);
}

/** The streamed data as a RunRecord's series (for export: a live run's record carries none). */
export function seriesOf(data: LiveData, pingId = 'ping'): SeriesLike & { flows: Record<string, never> } {
  return {
    t_s: nullableValues(data.queueT),
    flows: {},
    queue_bytes: nullableValues(data.queueBytes),
    pings: { [pingId]: { t_s: nullableValues(data.pingT), rtt_ms: nullableValues(data.pingRtt) } },
  };
}

/** The data as CSV rows: one per sample, pings and queue on their own times. */
export function csvRows(data: LiveData): (number | string)[][] {
  const rows: (number | string)[][] = [];
  for (let i = 0; i < data.pingT.length; i++) rows.push(['ping', data.pingT.data[i], data.pingRtt.data[i], '']);
  for (let i = 0; i < data.queueT.length; i++) rows.push(['queue', data.queueT.data[i], '', data.queueBytes.data[i]]);
  return rows;
}
export const CSV_HEADER = ['series', 't_s', 'rtt_ms', 'queue_bytes'] as const;
