// The comparison's saved JSON (an array of RunRecords, one per transport) back on screen: which
// transport each record ran, the one setting they share, and the runs in the view's order.
// Pure; a refused file gets the reason (translated by the view) and changes nothing.
import type { RunRecord } from '../../sim';
import { DEFAULT_OPTIONS, RANGES, REORDER_QUEUES, TCP_CCS, type LossOptions, type ReorderQueue } from './options';
import type { RunState } from './runs';

export type ImportProblem = 'unknownTransport' | 'noFlow' | 'mixed' | 'duplicate' | 'outOfRange';
export type ImportedRuns = { ok: true; options: LossOptions; runs: RunState[] } | { ok: false; problem: ImportProblem; detail: string };

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const ORDER = ['frct', ...TCP_CCS] as string[];

/** The transport key a record ran ('frct' or a TCP algorithm of the comparison), or null. */
export function transportOf(record: unknown): string | null {
  const s = isObj(record) ? record.scenario : null;
  const flow = isObj(s) && Array.isArray(s.flows) && isObj(s.flows[0]) ? s.flows[0] : null;
  if (!flow) return null;
  if (flow.transport === 'frct') return 'frct';
  return typeof flow.cc === 'string' && ORDER.includes(flow.cc) ? flow.cc : null;
}

function settingOf(record: Json): Omit<LossOptions, 'reorderQueue'> & { reorderQueue: number | null } {
  const s = record.scenario as Json;
  const link = isObj(s.link) ? s.link : {};
  const loss = typeof link.loss === 'number' ? link.loss : 0;
  const flow = (s.flows as Json[])[0];
  const rq = isObj(flow.frct) && typeof flow.frct.reorder_queue === 'number' ? flow.frct.reorder_queue : flow.transport === 'frct' ? 128 : null;
  return {
    lossPct: Number((loss * 100).toPrecision(12)), // 0.07 × 100 is 7.000000000000001
    durationS: typeof s.duration_s === 'number' ? s.duration_s : NaN,
    seed: typeof s.seed === 'number' ? s.seed : DEFAULT_OPTIONS.seed,
    reorderQueue: rq,
  };
}

/** Records already checked as RunRecords (files.ts) become the view's runs, or the reason they cannot. */
export function importRuns(records: readonly Record<string, unknown>[]): ImportedRuns {
  const byKey = new Map<string, RunRecord>();
  let setting: ReturnType<typeof settingOf> | null = null;
  let rq: ReorderQueue = DEFAULT_OPTIONS.reorderQueue;
  for (const r of records) {
    const key = transportOf(r);
    if (!key) return { ok: false, problem: 'unknownTransport', detail: '' };
    const flows = isObj(r.summary) && Array.isArray(r.summary.flows) ? r.summary.flows : [];
    if (flows.length === 0) return { ok: false, problem: 'noFlow', detail: key };
    if (byKey.has(key)) return { ok: false, problem: 'duplicate', detail: key };
    const s = settingOf(r);
    if (!(s.lossPct >= RANGES.loss.min && s.lossPct <= RANGES.loss.max && s.durationS >= RANGES.duration.min && s.durationS <= RANGES.duration.max)) {
      return { ok: false, problem: 'outOfRange', detail: key };
    }
    if (setting && (setting.lossPct !== s.lossPct || setting.durationS !== s.durationS)) return { ok: false, problem: 'mixed', detail: key };
    setting ??= s;
    if (key === 'frct') {
      if (!REORDER_QUEUES.includes(s.reorderQueue as ReorderQueue)) return { ok: false, problem: 'outOfRange', detail: key };
      rq = s.reorderQueue as ReorderQueue;
    }
    byKey.set(key, r as unknown as RunRecord);
  }
  if (!setting) return { ok: false, problem: 'noFlow', detail: '' };
  const runs: RunState[] = ORDER.filter((k) => byKey.has(k)).map((key) => ({ key, phase: 'done', fraction: 1, record: byKey.get(key)!, error: null }));
  return { ok: true, options: { lossPct: setting.lossPct, durationS: setting.durationS, reorderQueue: rq, seed: setting.seed }, runs };
}
