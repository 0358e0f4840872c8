// Which short runs the charts' simulated points need: one per window (the current window first,
// its point is the readout, then the sweep), each held at that window and run to the end by the
// controller (runToEndInStore) one after another, as runs of the store owned by POINTS_OWNER. A
// new link starts them over; opened records take their place (no new ones until the user changes
// something). The points themselves are read off those runs (src/panels/bdp-charts/points.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { removeRunsOf, runToEndInStore } from '../../app/runs/controller';
import { buildScenario, fitLimit, pathModel, sweepWindows, type PathParams } from '../../panels/bdp-pipe';
import { useRunOwner } from '../../controls/compare/compareColumn';

export const POINTS_OWNER = 'bdp-pipe:points';
/** Simulated seconds of each short run behind a point. */
const POINT_S = 2.5;
/** Past BDP + buffer the first window's burst overflows the queue and recovery takes seconds: longer runs (averaged after 4 s). */
const DROPPING_POINT_S = 8;

const pathKey = (p: PathParams) => `${p.rateMbps}|${p.delayMs}|${p.bufferBytes}`;

export function useSteadyRuns(path: PathParams, cwnd: number, imported: boolean) {
  const owner = useRunOwner(POINTS_OWNER);
  const model = useMemo(() => pathModel(path), [path]);
  const wanted = useMemo(() => [...new Set([cwnd, ...sweepWindows(model)])], [cwnd, model]);
  const started = useRef({ key: pathKey(path), windows: new Set<number>() });
  const busy = useRef(false);
  const generation = useRef(0);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const key = pathKey(path);
    if (started.current.key !== key) {
      generation.current++;
      started.current = { key, windows: new Set() };
      busy.current = false;
      removeRunsOf(owner);
    }
    if (busy.current || imported) return;
    const next = wanted.find((w) => !started.current.windows.has(w));
    if (next === undefined) return;
    busy.current = true;
    started.current.windows.add(next);
    const gen = generation.current;
    const dropping = next > fitLimit(model);
    void runToEndInStore(buildScenario(path, next, dropping ? DROPPING_POINT_S : POINT_S), { owner }).finally(() => {
      if (gen !== generation.current) return;
      busy.current = false;
      setTick((x) => x + 1);
    });
  }, [wanted, path, model, imported, tick, owner]);

  // Leaving the page forgets the points.
  useEffect(() => () => removeRunsOf(owner), [owner]);

  return {
    /** Opened records replace the points: their windows count as simulated for `forPath`. */
    adopt(forPath: PathParams, windows: readonly number[]) {
      generation.current++;
      busy.current = false;
      started.current = { key: pathKey(forPath), windows: new Set(windows) };
    },
  };
}
