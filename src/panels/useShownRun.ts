// The run a single-run panel shows: the last of the ids it is given (a page passes its newest run
// last), with its meta from the store. Several ids are for overlays; such a panel reads them all.
import { useRun, type RunMeta } from '../store';

export function useShownRun(runIds: readonly string[]): { runId: string | null; meta: RunMeta | undefined } {
  const runId = runIds[runIds.length - 1] ?? null;
  return { runId, meta: useRun(runId) };
}
