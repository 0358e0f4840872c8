// Helpers for the tests that reproduce the course's figures: the lab scenario and readings of a
// run's series the way the notes read their `ss` traces. Pure functions over a RunRecord.

import { createSimulation } from '../simulation';
import type { RunRecord } from '../record/run-record';

/** The course's link: 50 Mbit/s, 40 ms one way on the data direction, 250 KiB tbf (256 000 B). */
export const LAB_LINK = { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } };

export function run(scenario: Record<string, unknown>): RunRecord {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return sim.record({ series: true });
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

export interface Reduction {
  /** Time (s) of the loss event. */
  t: number;
  /** Largest sampled cwnd between the previous loss event and this one. */
  peak: number;
  /** ssthresh set by this event (read one sample after it). */
  ssthresh: number;
}

/** Each loss event of a flow with the cwnd peak before it and the ssthresh it set. */
export function reductions(rec: RunRecord, flow: string): Reduction[] {
  const series = rec.series!;
  const t = series.t_s;
  const f = series.flows[flow];
  const losses = rec.summary.flows.find((x) => x.id === flow)!.loss_events;
  const out: Reduction[] = [];
  let prev = -Infinity;
  for (const tl of losses) {
    let peak = 0;
    let after = NaN;
    for (let i = 0; i < t.length; i++) {
      if (t[i] > prev && t[i] <= tl) peak = Math.max(peak, f.cwnd[i]);
      if (t[i] > tl && Number.isNaN(after)) after = f.ssthresh[i];
    }
    out.push({ t: tl, peak, ssthresh: after });
    prev = tl;
  }
  return out;
}

/** Values of series `name` of `flow` at samples with from <= t < to. */
export function window(rec: RunRecord, flow: string, name: string, from: number, to: number): number[] {
  const t = rec.series!.t_s;
  const v = rec.series!.flows[flow][name];
  const out: number[] = [];
  for (let i = 0; i < t.length; i++) if (t[i] >= from && t[i] < to) out.push(v[i]);
  return out;
}

/** Ping RTTs (ms) of requests sent at from <= t < to. */
export function pingsBetween(rec: RunRecord, ping: string, from: number, to: number): number[] {
  const p = rec.series!.pings[ping];
  return p.rtt_ms.filter((_, i) => p.t_s[i] >= from && p.t_s[i] < to);
}
