// A React render now and then while runs stream: the number returned changes at most every
// `ms` milliseconds (and once more after the last batch), so the SVG parts of a panel (axes,
// marks, counts) follow the run without a React render per batch. Canvases draw on every frame
// with useRunFrames instead.
import { useEffect, useState } from 'react';
import { runsStore } from '../../store';

export function useRunsTick(runIds: readonly string[], ms = 100): number {
  const [tick, setTick] = useState(0);
  const key = runIds.join('\n');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = 0;
    const fire = () => {
      timer = null;
      last = performance.now();
      setTick((x) => x + 1);
    };
    const request = () => {
      if (timer !== null) return;
      timer = setTimeout(fire, Math.max(0, ms - (performance.now() - last)));
    };
    const offs = key === '' ? [] : key.split('\n').map((id) => runsStore.subscribeVersion(id, request));
    return () => {
      for (const off of offs) off();
      if (timer !== null) clearTimeout(timer);
    };
  }, [key, ms]);
  return tick;
}
