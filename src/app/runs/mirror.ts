// Runs copied from another window: a presenter's display keeps copies of the console's runs
// (src/app/present/displaySync.ts) and writes them here, the one place besides the controller
// that puts runs in the store. A copy is never driven: no worker, no controls; it changes only
// when a message from the console says so.
import type { SampleBatch } from '../../sim';
import { runsStore, type RunMeta } from '../../store';
import { appendBatchTo, dropSeries, emitBatch, emptySeries, seriesOf, setSeries } from '../../store/runSeries';

/** Adds the copy of a run, or brings its meta up to date. */
export function mirrorRun(meta: RunMeta): void {
  if (!runsStore.get(meta.id)) {
    setSeries(meta.id, seriesOf(meta.id) ?? emptySeries());
    runsStore.add(meta);
    return;
  }
  const { id: _id, ...patch } = meta;
  runsStore.patch(meta.id, patch);
}

/** Replaces a copy's samples with these (a snapshot, or the whole series of a finished run). */
export function mirrorSeries(id: string, batch: SampleBatch | undefined): void {
  if (!runsStore.get(id)) return;
  const s = emptySeries();
  if (batch) appendBatchTo(s, batch);
  setSeries(id, s);
  if (batch) emitBatch(id, batch);
  runsStore.bump(id, s.nowS);
}

/** Appends a batch to a copy, as the controller does for its own runs. */
export function mirrorBatch(id: string, batch: SampleBatch): void {
  const s = seriesOf(id);
  if (!s || !runsStore.get(id)) return;
  appendBatchTo(s, batch);
  emitBatch(id, batch);
  runsStore.bump(id, batch.now_s);
}

export function mirrorRemove(id: string): void {
  dropSeries(id);
  runsStore.remove(id);
}
