// The runs a view shows: the newest `max` of those it owns, the newest one's meta, whether they
// all came from files, whether one is still going (the form stays locked meanwhile), and what
// the file buttons need of them.
import { useMemo } from 'react';
import { useRun, useRunIds, useRunMetas } from '../../store';

const ACTIVE = new Set(['running', 'paused', 'queued']);

export function useViewRuns(owner: string, max: number) {
  const ids = useRunIds(owner);
  const shown = useMemo(() => ids.slice(-max), [ids, max]);
  const lastId = shown.length > 0 ? shown[shown.length - 1] : null;
  const metas = useRunMetas(shown);
  const last = useRun(lastId);
  const busy = metas.some((m) => ACTIVE.has(m?.status ?? ''));
  return {
    ids,
    shown,
    lastId,
    last,
    metas,
    fromRecord: metas.length > 0 && metas.every((m) => m?.source === 'record'),
    busy,
    /** FigureTools' state: nothing to save yet, a run going, the newest run's record. */
    files: { empty: shown.length === 0, busy, noRecord: !last?.record, json: () => last?.record ?? null },
  };
}
