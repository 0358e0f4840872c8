// Small browser hooks the phase plane's two modes share to size their figure.
import { useSyncExternalStore } from 'react';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const viewportHeight = () => window.innerHeight;

/** The window's inner height in CSS px, following resizes. */
export function useViewportHeight(): number {
  return useSyncExternalStore(subscribeResize, viewportHeight, () => 800);
}

/** Side of the square figure: as wide as its column allows, up to a cap, short enough to fit on the screen. */
export function planeSize(plotWidth: number, fontSize: number, viewportH: number): number {
  // (The cell holds the figure's box: its padding and border take about 20 px.)
  return Math.max(260, Math.min(plotWidth - 20, Math.max(560, fontSize * 36), viewportH - 170));
}
