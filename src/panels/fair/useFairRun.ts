// One run as the fairness panels see it: its hosts, their goodputs (the summary's once the run is
// over, the delivery series' mean while it streams or up to a time cursor) and median RTTs.
// Re-renders at most every 100 ms while the run streams (useRunsTick), never per batch.
import { useMemo } from 'react';
import { seriesOf, useRun, type RunMeta } from '../../store';
import { useRunsTick } from '../shared/useRunsTick';
import { goodputsFromSeries, hostGoodputsFromSummary, hostsOf, medianOf, type Goodputs, type Host } from './fairData';

export interface FairRun {
  meta: RunMeta | undefined;
  hosts: Host[];
  goodputs: Goodputs;
  medianRtt: Record<string, number | null>;
  sampleS: number;
  durationS: number;
  nowS: number;
  /** Over, with its summary (the figures are final). */
  done: boolean;
  /** Samples received so far. */
  points: number;
}

interface ScenarioLike {
  duration_s?: number;
  sample_ms?: number;
}

interface RttSummary {
  flows?: { id?: string; rtt_ms?: { median?: number } | null }[];
}

/** `untilS`: the figures up to that simulated time (a time cursor); null for the whole run so far. */
export function fairRunOf(meta: RunMeta | undefined, untilS: number | null): FairRun {
  const sc = (meta?.scenario ?? {}) as ScenarioLike;
  const s = meta ? seriesOf(meta.id) : undefined;
  const hosts = hostsOf(meta?.scenario);
  const sampleS = (typeof sc.sample_ms === 'number' ? sc.sample_ms : 100) / 1000;
  const durationS = Number(sc.duration_s ?? 0);
  const nowS = s?.nowS ?? 0;
  const done = meta?.status === 'done' && meta.summary !== null;
  const until = untilS ?? Math.max(nowS, done ? durationS : 0);
  const goodputs: Goodputs = s ? goodputsFromSeries(hosts, s, sampleS, until) : { host: {}, connection: {} };
  const medianRtt: Record<string, number | null> = {};
  if (done && untilS === null) {
    const exact = hostGoodputsFromSummary(meta.summary);
    for (const h of hosts) if (exact[h.id] !== undefined) goodputs.host[h.id] = exact[h.id];
    for (const h of hosts) if (h.connections.length === 1) goodputs.connection[h.id] = goodputs.host[h.id];
    for (const f of (meta.summary as RttSummary).flows ?? []) if (f.id) medianRtt[f.id] = f.rtt_ms?.median ?? null;
  } else if (s) {
    for (const h of hosts) {
      const r = s.flows[h.id]?.rtt_ms;
      let n = r ? Math.min(r.length, s.t.length) : 0;
      if (r && untilS !== null) while (n > 0 && s.t.data[n - 1] > untilS) n--;
      medianRtt[h.id] = r ? medianOf(r.data, n) : null;
    }
  }
  return { meta, hosts, goodputs, medianRtt, sampleS, durationS, nowS, done, points: s?.t.length ?? 0 };
}

export function useFairRun(runId: string | null | undefined, untilS: number | null = null): FairRun {
  const meta = useRun(runId);
  const tick = useRunsTick(runId ? [runId] : []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `tick` stands for the series growing in place
  return useMemo(() => fairRunOf(meta, untilS), [meta, untilS, tick]);
}
