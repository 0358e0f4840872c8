// The "Two TCP flows" mode's files: the trajectory as CSV, and the mode's options read back from a
// run's scenario (an imported record, a ?scenario= link). Pure.
import type { TcpTrajectory } from '../../panels/phase-tcp';
import { pointJain } from '../../panels/phase-tcp';
import { DEFAULT_TCP_OPTIONS, isTcpCc, type TcpPlaneOptions } from './tcpOptions';

const nul = (v: number) => (Number.isFinite(v) ? v : null);

export const TCP_CSV_HEADER = ['t_s', 'x1_mbps', 'x2_mbps', 'sum_mbps', 'jain', 's1_delivery_mbps', 's2_delivery_mbps', 's1_rtt_ms', 's2_rtt_ms'] as const;

/** One row per plane point: the point, Jain's index, and the samples it was averaged from. */
export function tcpCsvRows(tr: TcpTrajectory): (number | null)[][] {
  return tr.points.map((p, i) => [p.t, p.x1, p.x2, p.x1 + p.x2, nul(pointJain(p)), nul(tr.rate1[i]), nul(tr.rate2[i]), nul(tr.rtt1[i]), nul(tr.rtt2[i])]);
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The mode's options for a scenario of two TCP flows s1 and s2 (Reno or CUBIC; other links and
 * algorithms are drawn by the plane but cannot be set in this form), or null for another run.
 */
export function tcpOptionsFromScenario(scenario: unknown, fallback: TcpPlaneOptions = DEFAULT_TCP_OPTIONS): TcpPlaneOptions | null {
  const sc = isObj(scenario) ? scenario : {};
  const flows = Array.isArray(sc.flows) ? sc.flows.filter(isObj) : [];
  const f1 = flows.find((f) => f.id === 's1');
  const f2 = flows.find((f) => f.id === 's2');
  // A scenario as written (a preset, a lesson's widget) leaves the default transport, TCP, out.
  const isTcp = (f: Record<string, unknown>) => (f.transport ?? 'tcp') === 'tcp';
  if (!f1 || !f2 || !isTcp(f1) || !isTcp(f2)) return null;
  const cc = (f: Record<string, unknown>, d: TcpPlaneOptions['cc1']) => (typeof f.cc === 'string' && isTcpCc(f.cc) ? f.cc : d);
  return {
    ...fallback,
    cc1: cc(f1, fallback.cc1),
    cc2: cc(f2, fallback.cc2),
    extraDelayMs: typeof f2.extra_delay_ms === 'number' ? f2.extra_delay_ms : fallback.extraDelayMs,
    durationS: typeof sc.duration_s === 'number' ? sc.duration_s : fallback.durationS,
    seed: typeof sc.seed === 'number' ? sc.seed : fallback.seed,
  };
}
