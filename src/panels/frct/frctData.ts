// What the FRCT panels (frct-counters, mbecn, frct-log) read of a run of the store: its FRCT
// flows, the flow a panel shows, and that flow's RIB counters and flow-allocator fields: the ones
// the worker streamed (a live run, with the state lines), or else those of the RunRecord's summary
// (a saved run). Pure lookups: nothing here computes network behaviour.
import type { FlowSummary, FrctLive, FrctNames } from '../../sim';
import type { RunSeries } from '../../store';

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const num = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? x : NaN);

/** The flow-allocator line that names the regime (a text in a file, a code in the live arrays). */
export const REGIME_FIELD = 'Current congestion regime';

/** Ids of the scenario's FRCT flows, in order. */
export function frctFlowIds(scenario: unknown): string[] {
  const flows = isObj(scenario) && Array.isArray(scenario.flows) ? (scenario.flows as unknown[]) : [];
  return flows.filter((f): f is Json => isObj(f) && f.transport === 'frct' && typeof f.id === 'string').map((f) => f.id as string);
}

/** The flow a panel shows: `wanted` when it is one of the FRCT flows, else the first; null when there is none. */
export function shownFlow(scenario: unknown, wanted?: unknown): string | null {
  const ids = frctFlowIds(scenario);
  return typeof wanted === 'string' && ids.includes(wanted) ? wanted : (ids[0] ?? null);
}

/** The summary of one flow of a record, or null. */
export function flowSummary(record: unknown, flowId: string): FlowSummary | null {
  const flows = isObj(record) && isObj(record.summary) && Array.isArray(record.summary.flows) ? (record.summary.flows as unknown[]) : [];
  const f = flows.find((x) => isObj(x) && x.id === flowId);
  return isObj(f) ? (f as unknown as FlowSummary) : null;
}

export interface FrctNow {
  names: FrctNames;
  live: FrctLive;
}

/** A file's lines as names: numeric counters (state lines included) and the numeric fields plus the regime. */
function namesOfSummary(s: FlowSummary): FrctNames {
  const counters: string[] = [];
  const mbecn: string[] = [];
  const add = (list: string[], o: unknown, keep: (k: string, v: unknown) => boolean) => {
    if (!isObj(o)) return;
    for (const [k, v] of Object.entries(o)) if (!list.includes(k) && keep(k, v)) list.push(k);
  };
  add(counters, s.frct?.sender, (_k, v) => typeof v === 'number');
  add(counters, s.frct?.receiver, (_k, v) => typeof v === 'number');
  add(mbecn, s.mbecn, (k, v) => typeof v === 'number' || k === REGIME_FIELD);
  return { counters, state: [], mbecn, regimes: [], flags: [], sack_blocks: 0 };
}

/** The last finite value of a series, NaN when none. */
function lastOf(values: ArrayLike<number>, length: number): number {
  for (let i = length - 1; i >= 0; i--) if (Number.isFinite(values[i])) return values[i];
  return NaN;
}

/**
 * One flow's counters and fields now: the streamed ones when the run has them, else the record's
 * summary (the regime is then the last code of the flow's regime series, as a live run shows the
 * newest). Null when the run has neither (not started, or no such flow).
 */
export function frctNow(series: RunSeries | undefined, record: unknown, flowId: string): FrctNow | null {
  const streamed = series?.frct?.[flowId];
  if (streamed && series?.frctNames) return { names: series.frctNames, live: streamed };
  const sum = flowSummary(record, flowId);
  if (!sum || (!sum.frct && !sum.mbecn)) return null;
  const names = namesOfSummary(sum);
  const regimeSeries = series?.flows[flowId]?.regime;
  const regime = regimeSeries ? lastOf(regimeSeries.data, regimeSeries.length) : NaN;
  const sender = (sum.frct?.sender ?? {}) as Json;
  const receiver = (sum.frct?.receiver ?? {}) as Json;
  const fields = (sum.mbecn ?? {}) as Json;
  return {
    names,
    live: {
      sender: Float64Array.from(names.counters, (c) => num(sender[c])),
      receiver: Float64Array.from(names.counters, (c) => num(receiver[c])),
      sender_state: new Float64Array(0),
      receiver_state: new Float64Array(0),
      mbecn: Float64Array.from(names.mbecn, (m) => (m === REGIME_FIELD ? regime : num(fields[m]))),
    },
  };
}

/** A counter of one end by its RIB name (a counter or a state line), NaN when absent. */
export function counterOf(now: FrctNow | null, side: 'sender' | 'receiver', name: string): number {
  if (!now) return NaN;
  const c = now.names.counters.indexOf(name);
  if (c >= 0) return now.live[side][c];
  const s = now.names.state.indexOf(name);
  return s >= 0 ? now.live[side === 'sender' ? 'sender_state' : 'receiver_state'][s] : NaN;
}

/** A flow-allocator field by name, NaN when absent. */
export function fieldOf(now: FrctNow | null, name: string): number {
  const i = now ? now.names.mbecn.indexOf(name) : -1;
  return i >= 0 && now ? now.live.mbecn[i] : NaN;
}
