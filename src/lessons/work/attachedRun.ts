// What an attached run says, read from the RunRecord kept with the answer (in this browser and in
// the exported file), so the student can read the figures to report after a reload without running
// again. The record comes from storage or an imported file: every field is checked, and a missing
// or malformed one is left out, never shown as NaN.

export interface AttachedFlow {
  id: string;
  cc: string | null;
  goodputMbps: number | null;
  rttMedianMs: number | null;
  rttMaxMs: number | null;
  lossEvents: number | null;
  retransmits: number | null;
}

export interface AttachedPing {
  id: string;
  sent: number | null;
  received: number | null;
  rttMedianMs: number | null;
}

export interface AttachedRunFacts {
  durationS: number | null;
  seed: number | null;
  flows: AttachedFlow[];
  pings: AttachedPing[];
  queueDrops: number | null;
  queueMarks: number | null;
}

/** A record shows at most this many flows and pings (a hand-edited file may hold thousands). */
const MAX_ROWS = 8;

const obj = (x: unknown): Record<string, unknown> | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null);
const num = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const str = (x: unknown): string | null => (typeof x === 'string' && x.length > 0 && x.length <= 40 ? x : null);
const list = (x: unknown): unknown[] => (Array.isArray(x) ? x.slice(0, MAX_ROWS) : []);

/** The figures of an attached RunRecord, or null when it has no summary to read. */
export function attachedRunFacts(record: unknown): AttachedRunFacts | null {
  const r = obj(record);
  const summary = obj(r?.summary);
  if (!r || !summary) return null;
  const scenario = obj(r.scenario);
  const scenarioFlows = list(scenario?.flows).map(obj);
  const flows = list(summary.flows).flatMap((f, i): AttachedFlow[] => {
    const o = obj(f);
    const id = str(o?.id);
    if (!o || !id) return [];
    const cc = str(scenarioFlows.find((s) => s?.id === id)?.cc ?? scenarioFlows[i]?.cc);
    const rtt = obj(o.rtt_ms);
    const losses = Array.isArray(o.loss_events) ? o.loss_events.length : null;
    return [{ id, cc, goodputMbps: num(o.goodput_mbps), rttMedianMs: num(rtt?.median), rttMaxMs: num(rtt?.max), lossEvents: losses, retransmits: num(o.retransmits) }];
  });
  const pings = list(summary.pings).flatMap((p): AttachedPing[] => {
    const o = obj(p);
    const id = str(o?.id);
    if (!o || !id) return [];
    return [{ id, sent: num(o.sent), received: num(o.received), rttMedianMs: num(obj(o.rtt_ms)?.median) }];
  });
  const queue = obj(summary.queue);
  return { durationS: num(scenario?.duration_s), seed: num(scenario?.seed), flows, pings, queueDrops: num(queue?.drops), queueMarks: num(queue?.marks) };
}
