// A finished live run's RunRecord with the series it streamed put back (the worker's live record
// carries none, to avoid sending them twice), so that an export holds everything a view drew.
import type { RunRecord, RunSeries } from '../../sim';
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
