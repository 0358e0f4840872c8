// The comparison's saved JSON (an array of RunRecords, one per transport, already read by the one
// validating parser) back on screen: which transport each record ran, the one setting they share,
// and the records in the view's order. Pure; a refused file gets the reason (translated by the
// view) and changes nothing.
import type { RunRecord } from '../../sim';
import { transportOf } from '../../panels/bars';
import { optionsOfRun } from './declaration';
import { DEFAULT_OPTIONS, TCP_CCS, type LossOptions } from './options';

export type ImportProblem = 'unknownTransport' | 'noFlow' | 'mixed' | 'duplicate' | 'outOfRange';
export type ImportedRuns =
  | { ok: true; options: LossOptions; runs: { key: string; record: RunRecord }[] }
  | { ok: false; problem: ImportProblem; detail: string };

const ORDER = ['frct', ...TCP_CCS] as string[];

export function importRuns(records: readonly Record<string, unknown>[]): ImportedRuns {
  const byKey = new Map<string, RunRecord>();
  let options: LossOptions | null = null;
  for (const r of records) {
    const key = transportOf(r.scenario);
    if (!key || !ORDER.includes(key)) return { ok: false, problem: 'unknownTransport', detail: '' };
    const flows = (r.summary as { flows?: unknown[] } | undefined)?.flows;
    if (!Array.isArray(flows) || flows.length === 0) return { ok: false, problem: 'noFlow', detail: key };
    if (byKey.has(key)) return { ok: false, problem: 'duplicate', detail: key };
    const o = optionsOfRun(r.scenario, options ?? DEFAULT_OPTIONS);
    if (!o) return { ok: false, problem: 'outOfRange', detail: key };
    if (options && (options.lossPct !== o.lossPct || options.durationS !== o.durationS)) return { ok: false, problem: 'mixed', detail: key };
    // The FRCT run carries the reorder queue; the TCP ones keep what is known so far.
    options = key === 'frct' || options === null ? o : { ...(options as LossOptions), seed: o.seed };
    byKey.set(key, r as unknown as RunRecord);
  }
  if (!options) return { ok: false, problem: 'noFlow', detail: '' };
  return { ok: true, options, runs: ORDER.filter((k) => byKey.has(k)).map((key) => ({ key, record: byKey.get(key)! })) };
}
