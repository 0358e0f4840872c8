// Runs attached to answers that another engine version made (a lab updated since, or an imported
// file): before the export the lab runs each one's scenario again with its own engine, so the file
// holds runs the grader can verify, and it says so (issue 22, item 3). A run the engine refuses is
// exported as it was; the grader then flags it as another version's.
import type { ExerciseWork } from '../../store';
import { slimRun } from '../../exercises/submission';
import type { RunRecordLike } from '../../exercises/types';

const obj = (x: unknown): Record<string, unknown> | null => (typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, unknown>) : null);

const engineOf = (run: unknown): string | null => {
  const e = obj(run)?.engine;
  return typeof e === 'string' ? e : null;
};

/** The attached runs another engine made (or that say no engine). */
export function olderRuns(exercises: Record<string, ExerciseWork>, engine: string): number {
  return Object.values(exercises).reduce((n, e) => n + e.runs.filter((r) => engineOf(r) !== engine).length, 0);
}

export interface Rerun {
  /** The exercises whose runs changed, with all their runs (the re-run ones replaced). */
  runs: Record<string, unknown[]>;
  /** Re-run: how many, and from which engines (as the submission's `rerun` says it). */
  rerun: { from: string; runs: number } | null;
  /** Refused by this engine: kept as they were. */
  failed: { from: string; runs: number } | null;
}

const fromOf = (engines: Set<string>) => [...engines].sort().join(', ').slice(0, 200) || '?';

/** Runs every attached run of another engine again with `run` (the worker's run to the end). */
export async function rerunOlderRuns(exercises: Record<string, ExerciseWork>, engine: string, run: (scenario: unknown) => Promise<unknown>): Promise<Rerun> {
  const out: Record<string, unknown[]> = {};
  const done = new Set<string>();
  const refused = new Set<string>();
  let ran = 0;
  let failed = 0;
  for (const e of Object.values(exercises)) {
    if (e.runs.every((r) => engineOf(r) === engine)) continue;
    const next: unknown[] = [];
    for (const r of e.runs) {
      const from = engineOf(r) ?? '?';
      const scenario = obj(r)?.scenario;
      if (from === engine) {
        next.push(r);
        continue;
      }
      try {
        if (!obj(scenario)) throw new Error('no scenario');
        const record = await run(scenario);
        if (engineOf(record) !== engine) throw new Error('another engine answered');
        next.push(slimRun(record as RunRecordLike));
        done.add(from);
        ran++;
      } catch {
        next.push(r);
        refused.add(from);
        failed++;
      }
    }
    out[e.id] = next;
  }
  return {
    runs: out,
    rerun: ran > 0 ? { from: fromOf(done), runs: ran } : null,
    failed: failed > 0 ? { from: fromOf(refused), runs: failed } : null,
  };
}
