// The simulated points of the charts: one short fast run per window (the current window first,
// its point is the readout, then the sweep), queued one after another. A new link starts them
// over; a record's points replace them (and a run still going for the old ones is ignored).
import { useEffect, useMemo, useRef, useState } from 'react';
import { runToEnd } from '../../app/sim-client';
import { buildScenario, fitLimit, pathModel, sweepWindows, type PathModel, type PathParams } from './model';
import { steadyPoint, type SteadyPoint } from './steady';

/** Simulated seconds of each short run behind a point. */
const POINT_S = 2.5;
/** Past BDP + buffer the first window's burst overflows the queue and recovery takes seconds: longer runs, averaged later. */
const DROPPING_POINT_S = 8;
const DROPPING_FROM_S = 4;

export function useSteadyPoints(path: PathParams, cwnd: number, model: PathModel, imported: boolean) {
  const [points, setPoints] = useState<SteadyPoint[]>([]);
  const pointsPathRef = useRef(path);
  const wanted = useMemo(() => [...new Set([cwnd, ...sweepWindows(model)])], [cwnd, model]);
  const doneRef = useRef(new Set<number>());
  const busyRef = useRef(false);
  /** Bumped when a record's points replace the simulated ones (a run still going is then ignored). */
  const pointsGenRef = useRef(0);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (pointsPathRef.current !== path) {
      pointsPathRef.current = path;
      doneRef.current = new Set();
      setPoints([]);
    }
  }, [path]);
  useEffect(() => {
    if (busyRef.current || imported) return;
    // The current window first: its point is the readout.
    const next = wanted.find((w) => !doneRef.current.has(w));
    if (next === undefined) return;
    busyRef.current = true;
    const forPath = path;
    const gen = pointsGenRef.current;
    doneRef.current.add(next);
    const dropping = next > fitLimit(pathModel(forPath));
    runToEnd(buildScenario(forPath, next, dropping ? DROPPING_POINT_S : POINT_S)).then(
      (rec) => {
        busyRef.current = false;
        const point = steadyPoint(rec, next, dropping ? DROPPING_FROM_S : 1);
        if (pointsPathRef.current === forPath && pointsGenRef.current === gen) setPoints((ps) => [...ps.filter((p) => p.cwnd !== next), point].sort((a, b) => a.cwnd - b.cwnd));
        setTick((x) => x + 1);
      },
      () => {
        busyRef.current = false;
        setTick((x) => x + 1);
      },
    );
  }, [wanted, path, tick, imported]);

  return {
    points,
    /** A record's points, for the link `forPath`, replace the simulated ones. */
    adopt: (forPath: PathParams, got: SteadyPoint[]) => {
      pointsGenRef.current++;
      pointsPathRef.current = forPath;
      doneRef.current = new Set(got.map((x) => x.cwnd));
      setPoints(got);
    },
  };
}
