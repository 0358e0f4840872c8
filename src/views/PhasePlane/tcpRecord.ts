// The "Two TCP flows" mode's files: the run as a RunRecord with the series it streamed, the
// trajectory as CSV, and a record read back into a trajectory and the mode's options. Pure.
import { DEFAULT_TCP_OPTIONS, isTcpCc, TCP_SAMPLE_MS, type TcpPlaneOptions } from './tcpOptions';
import { appendTcpBatch, emptyTrajectory, FLOW_IDS, pointJain, type TcpTrajectory } from './tcpTrajectory';

const nul = (v: number) => (Number.isFinite(v) ? v : null);

/** The series a run record carries for this mode (what the trajectory was built from). */
export function tcpSeriesOf(tr: TcpTrajectory): Record<string, unknown> {
  return {
    t_s: tr.points.map((p) => p.t),
    flows: {
      s1: { delivery_mbps: tr.rate1.map(nul), rtt_ms: tr.rtt1.map(nul) },
      s2: { delivery_mbps: tr.rate2.map(nul), rtt_ms: tr.rtt2.map(nul) },
    },
  };
}

export const TCP_CSV_HEADER = ['t_s', 'x1_mbps', 'x2_mbps', 'sum_mbps', 'jain', 's1_delivery_mbps', 's2_delivery_mbps', 's1_rtt_ms', 's2_rtt_ms'] as const;

/** One row per plane point: the point, Jain's index, and the samples it was averaged from. */
export function tcpCsvRows(tr: TcpTrajectory): (number | null)[][] {
  return tr.points.map((p, i) => [p.t, p.x1, p.x2, p.x1 + p.x2, nul(pointJain(p)), nul(tr.rate1[i]), nul(tr.rate2[i]), nul(tr.rtt1[i]), nul(tr.rtt2[i])]);
}

function isObj(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function numbers(a: unknown, n: number): Float64Array {
  const out = new Float64Array(n).fill(NaN);
  if (!Array.isArray(a)) return out;
  for (let i = 0; i < n; i++) {
    const v: unknown = a[i];
    out[i] = typeof v === 'number' ? v : NaN;
  }
  return out;
}

/**
 * A record's trajectory, rebuilt as if its series had just streamed in one batch, and the mode's
 * options from its scenario (two TCP flows). Throws with a short reason when it is not such a run.
 */
export function tcpFromRecord(rec: Record<string, unknown>, fallback: TcpPlaneOptions = DEFAULT_TCP_OPTIONS): { trajectory: TcpTrajectory; options: TcpPlaneOptions } {
  const sc = isObj(rec.scenario) ? rec.scenario : {};
  const flows = Array.isArray(sc.flows) ? sc.flows.filter(isObj) : [];
  const f1 = flows.find((f) => f.id === 's1');
  const f2 = flows.find((f) => f.id === 's2');
  if (!f1 || !f2) throw new Error('two flows s1 and s2 are needed');
  const series = isObj(rec.series) ? rec.series : {};
  const t = Array.isArray(series.t_s) ? series.t_s : [];
  const n = t.length;
  const sf = isObj(series.flows) ? series.flows : {};
  const batchFlows: Record<string, Record<string, Float64Array>> = {};
  for (const id of FLOW_IDS) {
    const f = isObj(sf[id]) ? sf[id] : null;
    if (!f) throw new Error(`no series for ${id}`);
    batchFlows[id] = { delivery_mbps: numbers(f.delivery_mbps, n), rtt_ms: numbers(f.rtt_ms, n) };
  }
  const sampleMs = typeof sc.sample_ms === 'number' && sc.sample_ms > 0 ? sc.sample_ms : TCP_SAMPLE_MS;
  const tArr = numbers(t, n);
  const duration = typeof sc.duration_s === 'number' ? sc.duration_s : fallback.durationS;
  const trajectory = appendTcpBatch(emptyTrajectory(sampleMs), { now_s: n > 0 ? tArr[n - 1] : 0, t_s: tArr, flows: batchFlows });
  const cc = (f: Record<string, unknown>, d: TcpPlaneOptions['cc1']) => (typeof f.cc === 'string' && isTcpCc(f.cc) ? f.cc : d);
  const extra = typeof f2.extra_delay_ms === 'number' ? f2.extra_delay_ms : fallback.extraDelayMs;
  return {
    trajectory,
    options: {
      ...fallback,
      cc1: cc(f1, fallback.cc1),
      cc2: cc(f2, fallback.cc2),
      extraDelayMs: extra,
      durationS: duration,
      seed: typeof sc.seed === 'number' ? sc.seed : fallback.seed,
    },
  };
}
