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
  /** Sent but neither answered nor dropped yet: on their way when the run ended (or now, while live). */
  inFlight: number;
  drops: number;
}

export function pingCounts(s: RunSeries | undefined, summary: RunSummary | null, pingId: string | null): PingCounts {
  const p = pingId && s ? s.pings[pingId] : undefined;
  const rtt = p ? p.rtt.data.subarray(0, p.rtt.length) : new Float64Array(0);
  const ps = summary?.pings.find((x) => x.id === pingId);
  // The engine's own count once the run has a summary; the replies drawn so far while live.
  const received = ps?.received ?? countFinite(rtt);
  const sent = ps?.sent ?? s?.counters?.pings_sent ?? received;
  const lost = ps?.lost ?? s?.counters?.pings_lost ?? 0;
  return {
    lastRttMs: lastFinite(rtt, null),
    received,
    sent,
    lost,
    // "83 sent, 82 received, 0 lost" is one ping still on its way when the run stopped: say so.
    inFlight: Math.max(0, sent - received - lost),
    drops: summary?.queue.drops ?? s?.counters?.queue_drops ?? 0,
  };
}
