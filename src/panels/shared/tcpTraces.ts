// The TCP flows of the runs a panel draws, as "traces": one per run and flow that has a cwnd
// series, with its colour, its label's parts and the series the store keeps for it. Pure reads of
// the store's series (src/store/runSeries.ts) and of the run's scenario and summary.
import type { Growable } from '../../charts/series';
import { seriesOf, type RunMeta, type RunSeries } from '../../store';

export interface TcpTrace {
  runId: string;
  flowId: string;
  /** Position among the traces (colour and label number). */
  index: number;
  color: string;
  cc: string;
  stack: string;
  /** The run's own label, if the page gave it one. */
  label: string | undefined;
  mss: number;
  /** Sampling period, s. */
  sampleS: number;
  durationS: number;
  nowS: number;
  t: Growable;
  series: Record<string, Growable>;
  /** Exact loss and ECN reduction times from the summary once the run is over (null while live). */
  lossTimes: number[] | null;
  ecnTimes: number[] | null;
  live: boolean;
}

interface ScenarioLike {
  duration_s?: number;
  sample_ms?: number;
  flows?: { id?: string; cc?: string; stack?: string; mss?: number; transport?: string }[];
}

const EMPTY: Growable = { data: new Float64Array(0), length: 0 };

/** An empty series for a name the run does not have (drawn as nothing). */
export function seriesNamed(tr: Pick<TcpTrace, 'series'>, name: string): Growable {
  return tr.series[name] ?? EMPTY;
}

/**
 * Traces of `runs` (metas and series in the same order). `flow` picks one flow id in each run;
 * otherwise every flow with a cwnd series is a trace.
 */
export function tcpTraces(
  runs: readonly { meta: RunMeta | undefined; series: RunSeries | undefined }[],
  colors: readonly string[],
  flow?: string,
): TcpTrace[] {
  const out: TcpTrace[] = [];
  for (const { meta, series } of runs) {
    if (!meta || !series) continue;
    const sc = (meta.scenario ?? {}) as ScenarioLike;
    for (const [flowId, named] of Object.entries(series.flows)) {
      if (flow !== undefined && flowId !== flow) continue;
      if (!named.cwnd) continue;
      const f = sc.flows?.find((x) => x.id === flowId);
      const s = meta.summary?.flows.find((x) => x.id === flowId);
      const index = out.length;
      out.push({
        runId: meta.id,
        flowId,
        index,
        color: colors[index % colors.length],
        cc: f?.cc ?? 'reno',
        stack: f?.stack ?? 'linux',
        label: meta.label,
        mss: f?.mss ?? 1448,
        sampleS: (sc.sample_ms ?? 100) / 1000,
        durationS: Number(sc.duration_s ?? series.nowS),
        nowS: series.nowS,
        t: series.t,
        series: named,
        lossTimes: s ? [...s.loss_events] : null,
        ecnTimes: s?.ecn_events ? [...s.ecn_events] : null,
        live: meta.status === 'running' || meta.status === 'paused' || meta.status === 'queued',
      });
    }
  }
  return out;
}

/** The trace's series as the store holds them now (they grow between renders: canvases drawing on
 * animation frames read them here, not from the trace of the last render). */
export function freshSeries(tr: Pick<TcpTrace, 'runId' | 'flowId' | 't' | 'series'>): { t: Growable; series: Record<string, Growable> } {
  const s = seriesOf(tr.runId);
  const named = s?.flows[tr.flowId];
  return s && named ? { t: s.t, series: named } : { t: tr.t, series: tr.series };
}
