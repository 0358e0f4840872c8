// What the TCP phase plane needs from a run: its two flows (the first two of the scenario: x1 is
// the first, x2 the second), the sample period, C (the link's rate counted in payload, as the flows'
// delivery rates are) and when the second flow joins; and the trajectory grown from the run's
// series as they stream (only the new samples are read each time). Pure.
import type { RunSeries } from '../../store';
import { linkOf } from '../shared/linkOf';
import { appendTcpBatch, emptyTrajectory, type TcpTrajectory } from './tcpTrajectory';

/** Header bytes a full TCP segment carries on the wire besides its payload (DESIGN.md, "Wire sizes"). */
const OVERHEAD_BYTES = 66;
const DEFAULT_MSS = 1448;

export interface TcpPlaneRun {
  /** The flows drawn as x1 and x2 (the second may be missing: a one-flow run). */
  flows: [string, string | null];
  ccs: [string | null, string | null];
  sampleMs: number;
  /** The most the two can deliver together: rate x MSS / (MSS + headers), Mbit/s. */
  capacityMbps: number;
  /** When the second flow starts, s. */
  joinS: number | null;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function tcpPlaneRun(scenario: unknown): TcpPlaneRun | null {
  const sc = isObj(scenario) ? scenario : {};
  const flows = Array.isArray(sc.flows) ? sc.flows.filter((f): f is Record<string, unknown> => isObj(f) && typeof f.id === 'string') : [];
  const link = linkOf(scenario);
  if (flows.length === 0 || !link) return null;
  const [a, b] = flows;
  const mss = typeof a.mss === 'number' && a.mss > 0 ? a.mss : DEFAULT_MSS;
  const cc = (f: Record<string, unknown> | undefined) => (f && typeof f.cc === 'string' ? f.cc : null);
  return {
    flows: [a.id as string, b ? (b.id as string) : null],
    ccs: [cc(a), cc(b)],
    sampleMs: typeof sc.sample_ms === 'number' && sc.sample_ms > 0 ? sc.sample_ms : 100,
    capacityMbps: (link.rateMbps * mss) / (mss + OVERHEAD_BYTES),
    joinS: b && typeof b.start_s === 'number' ? b.start_s : null,
  };
}

/** The trajectory with the samples of `s` it does not hold yet appended (a new one if `tr` is null). */
export function grownTrajectory(tr: TcpTrajectory | null, s: RunSeries, run: TcpPlaneRun): TcpTrajectory {
  const from = tr?.points.length ?? 0;
  const base = tr ?? emptyTrajectory(run.sampleMs);
  const to = s.t.length;
  if (to <= from) return base;
  const cut = (id: string | null, name: string) => {
    const g = id ? s.flows[id]?.[name] : undefined;
    return g ? g.data.subarray(from, Math.min(to, g.length)) : new Float64Array(to - from).fill(NaN);
  };
  const flow = (id: string | null) => ({ delivery_mbps: cut(id, 'delivery_mbps'), rtt_ms: cut(id, 'rtt_ms') });
  return appendTcpBatch(base, { now_s: s.nowS, t_s: s.t.data.subarray(from, to), flows: { s1: flow(run.flows[0]), s2: flow(run.flows[1]) } });
}

/** Index of the last point at or before `tS` (the cursor), or the last point; -1 when there is none. */
export function pointIndexAt(points: readonly { t: number }[], tS: number | null): number {
  if (points.length === 0) return -1;
  if (tS === null) return points.length - 1;
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (points[mid].t <= tS) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}
