// The simulated points of the charts against cwnd, from the runs of the store: one averaged point
// per run held at a fixed window (the BDP view's short runs), or, for runs that are not (a lesson's
// run of Reno), the run's own samples (cwnd, delivery rate) and (cwnd, RTT). Pure.
import { seriesNamed, type TcpTrace } from '../shared/tcpTraces';
import { fitLimit, type PathModel } from '../bdp-pipe/model';
import { steadyPoint, type SteadyPoint } from './steady';

/** Simulated seconds skipped before averaging: past BDP + buffer the first window's burst takes longer to settle. */
export function settleS(cwnd: number, m: PathModel): number {
  return cwnd > fitLimit(m) ? 4 : 1;
}

/** The window a run's flow is held at, or null. */
export function fixedCwndOf(scenario: unknown, flowId: string): number | null {
  const flows = (scenario as { flows?: { id?: string; cwnd_fixed?: unknown }[] } | null)?.flows ?? [];
  const v = flows.find((f) => f.id === flowId)?.cwnd_fixed;
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

/** At most this many samples of a run that is not held at one window. */
const MAX_SAMPLES = 400;

export function pointsOf(traces: readonly (TcpTrace & { scenario: unknown; done: boolean })[], m: PathModel): { points: SteadyPoint[]; fixed: boolean } {
  const fixed = traces.filter((tr) => fixedCwndOf(tr.scenario, tr.flowId) !== null);
  if (fixed.length > 0) {
    const byCwnd = new Map<number, SteadyPoint>();
    for (const tr of fixed) {
      if (!tr.done) continue;
      const cwnd = fixedCwndOf(tr.scenario, tr.flowId)!;
      const p = steadyPoint({ t: tr.t.data, rttMs: seriesNamed(tr, 'rtt_ms').data, deliveredMbps: seriesNamed(tr, 'delivered_mbps').data, length: tr.t.length }, cwnd, settleS(cwnd, m));
      byCwnd.set(cwnd, p);
    }
    return { points: [...byCwnd.values()].sort((a, b) => a.cwnd - b.cwnd), fixed: true };
  }
  const tr = traces[traces.length - 1];
  if (!tr) return { points: [], fixed: false };
  const n = tr.t.length;
  const step = Math.max(1, Math.ceil(n / MAX_SAMPLES));
  const cwnd = seriesNamed(tr, 'cwnd').data;
  const rtt = seriesNamed(tr, 'rtt_ms').data;
  const rate = seriesNamed(tr, 'delivered_mbps').data;
  const points: SteadyPoint[] = [];
  for (let i = 0; i < n; i += step) if (Number.isFinite(cwnd[i])) points.push({ cwnd: cwnd[i], throughputMbps: rate[i] ?? NaN, rttMs: rtt[i] ?? NaN });
  return { points, fixed: false };
}
