// Redraw on animation frames while a run streams: the callback runs at most once per frame, and
// only when one of the runs has a new batch (or the cursor moved). No React render per batch.
import { useEffect, useRef } from 'react';
import { runsStore } from '../store';

export function useRunFrames(runIds: readonly string[], draw: () => void): void {
  const drawRef = useRef(draw);
  useEffect(() => {
    drawRef.current = draw;
  });
  const key = runIds.join('\n');
  useEffect(() => {
    let frame = 0;
    const request = () => {
      if (frame === 0) frame = requestAnimationFrame(() => {
        frame = 0;
        drawRef.current();
      });
    };
    const offs = key === '' ? [] : key.split('\n').map((id) => runsStore.subscribeVersion(id, request));
    request();
    return () => {
      for (const off of offs) off();
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
}
