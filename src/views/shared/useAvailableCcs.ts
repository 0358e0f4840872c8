// The engine's congestion controls, asked once of the worker; null until it answers (or if it
// cannot: the views then offer every name and the engine refuses what it lacks, naming it).
import { useEffect, useState } from 'react';
import { availableCcs } from '../../app/sim-client';

let known: readonly string[] | null = null;

export function useAvailableCcs(): readonly string[] | null {
  const [list, setList] = useState<readonly string[] | null>(known);
  useEffect(() => {
    if (known) return;
    let live = true;
    availableCcs().then(
      (l) => {
        known = l;
        if (live) setList(l);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return list;
}
