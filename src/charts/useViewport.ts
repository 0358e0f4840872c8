// The window's inner size in CSS px, following resizes: what a figure that must fit one screen
// (the phase plane, the presenter's display, the dashboard's grid) is laid out against.
import { useSyncExternalStore } from 'react';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}
const viewportHeight = () => window.innerHeight;
const viewportWidth = () => window.innerWidth;

/** The window's inner height in CSS px, following resizes. */
export function useViewportHeight(): number {
  return useSyncExternalStore(subscribeResize, viewportHeight, () => 800);
}

/** The window's inner width in CSS px, following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribeResize, viewportWidth, () => 1280);
}
