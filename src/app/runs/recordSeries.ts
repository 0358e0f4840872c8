// Series between a RunRecord and the store, both ways: a finished live run's RunRecord with the
// series it streamed put back (the worker's live record carries none, to avoid sending them twice),
// so that an export holds everything a view drew; and an opened record's series as one batch.
import type { RunRecord, RunSeries, SampleBatch } from '../../sim';
import { appendBatchTo, type emptySeries } from '../../store/runSeries';
import type { RunSeries as StreamedSeries } from '../../store';
import { nullableValues } from '../../charts/series';

export function recordFromSeries(record: RunRecord, s: StreamedSeries): RunRecord {
  const flows: RunSeries['flows'] = {};
  for (const [id, named] of Object.entries(s.flows)) {
    flows[id] = {};
    for (const [name, g] of Object.entries(named)) flows[id][name] = nullableValues(g) as number[];
  }
  const pings: RunSeries['pings'] = {};
  for (const [id, p] of Object.entries(s.pings)) pings[id] = { t_s: nullableValues(p.t) as number[], rtt_ms: nullableValues(p.rtt) as number[] };
  const series: RunSeries = {
    ...(record.series ?? {}),
    t_s: nullableValues(s.t) as number[],
    flows,
    queue_bytes: nullableValues(s.queueBytes) as number[],
    pings,
  } as RunSeries;
  return { ...record, series };
}

/** A record's JSON series as one batch (null -> NaN). */
export function fillSeriesFromRecord(s: ReturnType<typeof emptySeries>, record: RunRecord): void {
  const series = record.series;
  if (!series) return;
  const n = series.t_s.length;
  const floats = (a: ArrayLike<number | null> | undefined, len = n) => {
    const out = new Float64Array(len).fill(NaN);
    if (a) for (let i = 0; i < Math.min(len, a.length); i++) out[i] = a[i] === null ? NaN : Number(a[i]);
    return out;
  };
  const flows: Record<string, Record<string, Float64Array>> = {};
  for (const [id, named] of Object.entries(series.flows ?? {})) {
    flows[id] = {};
    for (const [name, values] of Object.entries(named)) flows[id][name] = floats(values);
  }
  const pings: Record<string, { t_s: Float64Array; rtt_ms: Float64Array }> = {};
  for (const [id, p] of Object.entries(series.pings ?? {})) pings[id] = { t_s: floats(p.t_s, p.t_s.length), rtt_ms: floats(p.rtt_ms, p.t_s.length) };
  const batch: SampleBatch = {
    now_s: n > 0 ? Number(series.t_s[n - 1]) : record.scenario.duration_s,
    done: true,
    t_s: floats(series.t_s),
    queue_bytes: floats(series.queue_bytes),
    flows,
    pings,
    counters: { events: record.summary.events, queue_drops: record.summary.queue.drops, pings_sent: 0, pings_lost: 0 },
  };
  appendBatchTo(s, batch);
  s.nowS = record.scenario.duration_s;
}
