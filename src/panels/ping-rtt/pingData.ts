// What the ping panels read out of a run: which ping to draw, the run's time axis, and the marks a
// bufferbloat figure needs (when the bulk flow starts, the loaded window, the closed-form delay of a
// full buffer). Pure: it reads the scenario and the series the engine produced and computes no
// network behaviour (the bound is buffer x 8 / rate, the notes' formula).

import { linkOf } from '../shared/linkOf';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export interface PingRunInfo {
  /** The ping drawn (the first of the scenario), or null when the run has none. */
  pingId: string | null;
  durationS: number;
  /** One-way delay of the data path, ms (the unloaded RTT). */
  delayMs: number;
  /** Start of the first flow (the load), s; null without flows. */
  flowStartS: number | null;
  /** The first flow to start is TCP (a bulk transfer) rather than a constant-rate load. */
  flowIsTcp: boolean;
  /** End of the loaded window: the last ping's send time with a count, else the run's end. */
  loadEndS: number | null;
  /** The bottleneck buffer, bytes (null without a limit). */
  bufferBytes: number | null;
  /** Base RTT plus the queueing delay of a full buffer (delay + buffer x 8 / rate), ms. */
  boundMs: number | null;
}

/** The queueing delay of a full buffer: bytes x 8 / rate, ms. */
export function fullBufferDelayMs(bufferBytes: number, rateMbps: number): number {
  return ((bufferBytes * 8) / (rateMbps * 1e6)) * 1000;
}

export function pingRunInfo(scenario: unknown, wanted?: string): PingRunInfo {
  const sc = isObj(scenario) ? scenario : {};
  const link = linkOf(scenario);
  const pings = Array.isArray(sc.pings) ? sc.pings.filter(isObj) : [];
  const flows = Array.isArray(sc.flows) ? sc.flows.filter(isObj) : [];
  const ping = pings.find((p) => p.id === wanted) ?? pings[0];
  const durationS = num(sc.duration_s) ?? 0;
  const delayMs = link?.delayMs ?? 0;
  const rate = link?.rateMbps ?? null;
  const starts = flows.map((f) => num(f.start_s) ?? 0);
  const flowStartS = starts.length > 0 ? Math.min(...starts) : null;
  const first = flows[starts.indexOf(flowStartS ?? NaN)];
  let loadEndS: number | null = null;
  if (flowStartS !== null) {
    const count = ping ? num(ping.count) : null;
    const interval = ping ? num(ping.interval_ms) : null;
    const start = ping ? (num(ping.start_s) ?? 0) : 0;
    loadEndS = count !== null && interval !== null ? Math.min(durationS, start + (count * interval) / 1000) : durationS;
  }
  const bufferBytes = link?.bufferBytes ?? null;
  const boundMs = bufferBytes !== null && rate !== null && rate > 0 ? delayMs + fullBufferDelayMs(bufferBytes, rate) : null;
  const pingId = ping && typeof ping.id === 'string' ? ping.id : null;
  // A scenario as written may leave the transport out: TCP is the default.
  return { pingId, durationS, delayMs, flowStartS, flowIsTcp: first !== undefined && (first.transport ?? 'tcp') === 'tcp', loadEndS, bufferBytes, boundMs };
}

/** Where the RTT axis ends: above every reply and every reference line drawn, in coarse steps. */
export function rttAxisMinimum(delaysMs: readonly number[]): number {
  return Math.max(10, 2 * Math.max(0, ...delaysMs));
}
