// A run's ping counters, read from what the engine sent: the replies in the series, the running
// counters of the last batch, or the summary once the run has one (a record read from a file has
// no running counters). Pure.
import { countFinite, lastFinite } from '../../charts/series';
import type { RunSummary } from '../../sim';
import type { RunSeries } from '../../store';

export interface PingCounts {
  lastRttMs: number | null;
  sent: number;
  received: number;
  lost: number;
  drops: number;
}

export function pingCounts(s: RunSeries | undefined, summary: RunSummary | null, pingId: string | null): PingCounts {
  const p = pingId && s ? s.pings[pingId] : undefined;
  const rtt = p ? p.rtt.data.subarray(0, p.rtt.length) : new Float64Array(0);
  const received = countFinite(rtt);
  const ps = summary?.pings.find((x) => x.id === pingId);
  return {
    lastRttMs: lastFinite(rtt, null),
    received,
    sent: ps?.sent ?? s?.counters?.pings_sent ?? received,
    lost: ps?.lost ?? s?.counters?.pings_lost ?? 0,
    drops: summary?.queue.drops ?? s?.counters?.queue_drops ?? 0,
  };
}
