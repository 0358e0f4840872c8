// A saved RunRecord back on screen: the FRCT flows' series, the RIB counters and flow-allocator
// fields of the summary, and the oping / oftp lines. Pure; nothing is computed but lookups (the
// shown regime is the last one of the file's regime series, as the live panel shows the newest).
import type { FrctLive, FrctNames } from '../../sim';
import { appendGrowable } from '../../charts/series';
import { DRAWN_SERIES, emptyRun, type RunData } from './live';
import { optionsFromScenario, type FrctRepairOptions } from './options';

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);
const REGIME_FIELD = 'Current congestion regime';

export interface FlowSummaryLike {
  id: string;
  goodput_mbps?: number;
  frct?: { sender?: Json; receiver?: Json };
  mbecn?: Json;
  oping?: {
    transmitted: number; received: number; out_of_order: number; loss_pct: number; time_ms: number;
    rtt_ms: { min: number; avg: number; max: number; mdev: number }; lines: string[];
  };
  oftp?: { sent: { bytes: number; seconds: number; crc64: string; line: string }; received: { bytes: number; seconds: number; crc64: string; line: string }; crc_equal: boolean };
}

/** The summary line of one flow of a record (live or opened), or null. */
export function flowSummary(record: unknown, flowId: string): FlowSummaryLike | null {
  const flows = isObj(record) && isObj(record.summary) && Array.isArray(record.summary.flows) ? (record.summary.flows as unknown[]) : [];
  const f = flows.find((x) => isObj(x) && x.id === flowId);
  return isObj(f) ? (f as unknown as FlowSummaryLike) : null;
}

/** Ids of the scenario's FRCT flows, in order. */
export function frctFlowIds(scenario: unknown): string[] {
  const flows = isObj(scenario) && Array.isArray(scenario.flows) ? (scenario.flows as unknown[]) : [];
  return flows.filter((f): f is Json => isObj(f) && f.transport === 'frct' && typeof f.id === 'string').map((f) => f.id as string);
}

function namesOf(summaries: (FlowSummaryLike | null)[]): FrctNames {
  const counters: string[] = [];
  const mbecn: string[] = [];
  const add = (list: string[], o: unknown, numeric: boolean) => {
    if (!isObj(o)) return;
    for (const [k, v] of Object.entries(o)) if (!list.includes(k) && (!numeric || typeof v === 'number' || k === REGIME_FIELD)) list.push(k);
  };
  for (const s of summaries) {
    add(counters, s?.frct?.sender, true);
    add(counters, s?.frct?.receiver, true);
    add(mbecn, s?.mbecn, true);
  }
  // The file carries the counters and state lines together: all are shown as counters.
  return { counters, state: [], mbecn, regimes: [], flags: [], sack_blocks: 0 };
}

export type ImportResult = { ok: true; run: RunData } | { ok: false; problem: 'noFrct' };

/** The first record of `records` with an FRCT flow, as a finished run (no packet log: files have none). */
export function runFromRecord(records: readonly unknown[], base: FrctRepairOptions, key: number, fileName: string): ImportResult {
  const record = records.find((r) => isObj(r) && frctFlowIds(r.scenario).length > 0) as Json | undefined;
  if (!record) return { ok: false, problem: 'noFrct' };
  const ids = frctFlowIds(record.scenario);
  const options = optionsFromScenario(base.preset, record.scenario, base);
  let run = emptyRun(key, options, ids);
  const series = isObj(record.series) ? record.series : {};
  const t = Array.isArray(series.t_s) ? (series.t_s as unknown[]).map(num) : [];
  const perFlow = isObj(series.flows) ? series.flows : {};
  const summaries = ids.map((id) => flowSummary(record, id));
  const names = namesOf(summaries);
  const flows = { ...run.flows };
  ids.forEach((id, k) => {
    const src = isObj(perFlow[id]) ? perFlow[id] : {};
    const s = { ...flows[id].series };
    for (const name of DRAWN_SERIES) {
      const raw = Array.isArray(src[name]) ? (src[name] as unknown[]) : [];
      s[name] = appendGrowable(s[name], Float64Array.from(t, (_, i) => num(raw[i])));
    }
    const sum = summaries[k];
    let regime = NaN;
    for (let i = s.regime.length - 1; i >= 0 && Number.isNaN(regime); i--) regime = num(s.regime.data[i]);
    const live: FrctLive = {
      sender: Float64Array.from(names.counters, (c) => num(sum?.frct?.sender?.[c])),
      receiver: Float64Array.from(names.counters, (c) => num(sum?.frct?.receiver?.[c])),
      sender_state: new Float64Array(0),
      receiver_state: new Float64Array(0),
      mbecn: Float64Array.from(names.mbecn, (m) => (m === REGIME_FIELD ? regime : num(sum?.mbecn?.[m]))),
    };
    flows[id] = { series: s, live: sum ? live : null };
  });
  const tg = appendGrowable(run.t, Float64Array.from(t));
  const shown = flows[ids[0]];
  run = {
    ...run, flows, t: tg, series: shown.series, live: shown.live, names, done: true, record, imported: fileName,
    nowS: t.length > 0 ? t[t.length - 1] : options.durationS, version: 1,
  };
  return { ok: true, run };
}
