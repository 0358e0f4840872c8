// The streamed samples of each run, kept outside React state: growable typed arrays appended in
// place once per batch (about once per animation frame). The store holds only each run's meta
// and a version counter; a panel reads the arrays here when the version changes, and canvases
// redraw on animation frames. Raw batches are also handed to listeners (the packet log, the pipe
// animation) so that extras such as packet snapshots need no copy in the store.
import { appendGrowable, emptyGrowable, type Growable } from '../charts/series';
import type { FrctLive, FrctNames, PacketSnapshot, SampleBatch } from '../sim';

export interface PingSeries {
  t: Growable;
  rtt: Growable;
}

export interface RunSeries {
  /** Sample times, s. */
  t: Growable;
  /** Bottleneck queue occupancy at each sample, bytes. */
  queueBytes: Growable;
  /** Per flow id, per series name (the engine's TCP_SERIES or FRCT series), aligned with `t`. */
  flows: Record<string, Record<string, Growable>>;
  /** Per ping id: its own reply times and RTTs (not aligned with `t`). */
  pings: Record<string, PingSeries>;
  /** The engine's running counters at the last batch. */
  counters: SampleBatch['counters'] | null;
  /** Where the packets were at the last batch (runs started with `packets`). */
  packets: PacketSnapshot | null;
  /** FRCT endpoints' live counters at the last batch, and their names (sent once). */
  frct: Record<string, FrctLive> | null;
  frctNames: FrctNames | null;
  /** Simulated time reached, s. */
  nowS: number;
}

export function emptySeries(): RunSeries {
  return { t: emptyGrowable(1024), queueBytes: emptyGrowable(1024), flows: {}, pings: {}, counters: null, packets: null, frct: null, frctNames: null, nowS: 0 };
}

/** Appends one batch in place. Series a batch lacks for a known flow are padded with NaN so all stay aligned. */
export function appendBatchTo(s: RunSeries, batch: SampleBatch): void {
  const n = batch.t_s.length;
  const before = s.t.length;
  if (n > 0) {
    s.t = appendGrowable(s.t, batch.t_s);
    s.queueBytes = appendGrowable(s.queueBytes, batch.queue_bytes.length === n ? batch.queue_bytes : new Float64Array(n).fill(NaN));
    for (const [id, named] of Object.entries(batch.flows)) {
      const mine = (s.flows[id] ??= {});
      for (const [name, chunk] of Object.entries(named)) {
        if (!mine[name]) {
          // A series seen for the first time starts with NaN for the samples it missed.
          mine[name] = appendGrowable(emptyGrowable(1024), new Float64Array(before).fill(NaN));
        }
        mine[name] = appendGrowable(mine[name], chunk.length === n ? chunk : new Float64Array(n).fill(NaN));
      }
      for (const [name, g] of Object.entries(mine)) {
        if (!(name in named)) mine[name] = appendGrowable(g, new Float64Array(n).fill(NaN));
      }
    }
  }
  for (const [id, p] of Object.entries(batch.pings)) {
    const mine = (s.pings[id] ??= { t: emptyGrowable(256), rtt: emptyGrowable(256) });
    mine.t = appendGrowable(mine.t, p.t_s);
    mine.rtt = appendGrowable(mine.rtt, p.rtt_ms);
  }
  s.counters = batch.counters;
  if (batch.packets) s.packets = batch.packets;
  if (batch.frct) s.frct = batch.frct;
  if (batch.frct_names) s.frctNames = batch.frct_names;
  s.nowS = batch.now_s;
}

/** Index of the last sample at or before `time` (binary search on sorted times); -1 if none. */
export function sampleIndexAt(t: Growable, time: number): number {
  let lo = 0;
  let hi = t.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (t.data[mid] <= time) lo = mid + 1;
    else hi = mid;
  }
  return lo - 1;
}

type BatchListener = (batch: SampleBatch) => void;

const seriesById = new Map<string, RunSeries>();
const listeners = new Map<string, Set<BatchListener>>();

export function seriesOf(id: string): RunSeries | undefined {
  return seriesById.get(id);
}

export function setSeries(id: string, s: RunSeries): void {
  seriesById.set(id, s);
}

export function dropSeries(id: string): void {
  seriesById.delete(id);
  listeners.delete(id);
}

/** Hears every raw batch of one run (for extras kept by a panel); returns the unsubscribe function. */
export function onRunBatch(id: string, listener: BatchListener): () => void {
  let set = listeners.get(id);
  if (!set) listeners.set(id, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function emitBatch(id: string, batch: SampleBatch): void {
  for (const l of listeners.get(id) ?? []) l(batch);
}
