// How big the square phase plane is drawn: as wide as its box allows, up to a cap, and short enough
// to fit on the screen (or in the height the page gives it).
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

/**
 * Side of the square figure in px. `height`, when the page gives one, is the most it may take;
 * otherwise the figure leaves room for the page around it on the screen. (The box around the
 * figure, its padding and border, takes about 20 px of the width.)
 */
export function planeSize(boxWidth: number, fontSize: number, viewportH: number, height?: number): number {
  if (height !== undefined) return Math.max(160, Math.min(boxWidth - 20, height));
  return Math.max(260, Math.min(boxWidth - 20, Math.max(560, fontSize * 36), viewportH - 170));
}
