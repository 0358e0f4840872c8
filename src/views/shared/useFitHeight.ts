// How tall a view's main figure may be so that it ends on the first screen: from the element's top
// (the page scrolled to the top) to the bottom of the window, less `reserve` px. Used in
// figure-first mode (a projector at 1280x720 must show the whole figure without scrolling) and by
// the dashboard's grid; null when not enabled.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FitOptions {
  /** Answer in the element's own CSS px when it is zoomed (CSS `zoom`, as the dashboard's grid on a projector). */
  ownZoom?: boolean;
}

export function useFitHeight(ref: RefObject<HTMLElement | null>, enabled: boolean, reserve = 12, { ownZoom = false }: FitOptions = {}): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const zoom = ownZoom ? Number(getComputedStyle(el).zoom) || 1 : 1;
      setHeight(Math.max(0, Math.floor((window.innerHeight - top - reserve) / zoom)));
    };
    measure();
    // What sits above the figure may change size (a status line wraps, fonts arrive): measure again.
    const ro = new ResizeObserver(measure);
    ro.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      ro.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref, enabled, reserve, ownZoom]);
  // Off: no limit (a height measured while on is kept for when it is on again, not used meanwhile).
  return enabled ? height : null;
}
