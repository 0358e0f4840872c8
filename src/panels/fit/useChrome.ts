// What a panel takes besides its plots (titles, legends, captions, readouts), in px: `estimate`
// until the panel is drawn, then measured (the panel's height less its plots' heights), so that a
// panel given a height (a projector's first screen, a lesson's small widget) sizes its plots to
// end exactly there, whatever the language's line breaks.
import { useEffect, useState, type RefObject } from 'react';

export function useChrome(ref: RefObject<HTMLElement | null>, plotSelector: string, estimate: number, on = true): number {
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !on) return;
    const ro = new ResizeObserver(() => {
      let plots = 0;
      for (const p of el.querySelectorAll<HTMLElement>(plotSelector)) plots += p.offsetHeight;
      const px = Math.round(el.offsetHeight - plots);
      setMeasured((old) => (old !== null && Math.abs(old - px) <= 1 ? old : px));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, plotSelector, on]);
  return measured ?? estimate;
}
