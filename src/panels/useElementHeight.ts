// Height of an element in CSS px, following resizes (0 while it is not there): for a figure that
// shares a fixed height with what sits beside or above it. Returns a callback ref, so an element
// that appears later, or moves, is measured too.
import { useLayoutEffect, useState } from 'react';

export function useElementHeight<T extends HTMLElement>(): [(el: T | null) => void, number] {
  const [el, setEl] = useState<T | null>(null);
  const [h, setH] = useState(0);
  useLayoutEffect(() => {
    if (!el) return;
    const measure = () => setH(Math.ceil(el.getBoundingClientRect().height));
    measure();
    const ro = new ResizeObserver((entries) => setH(Math.ceil(entries[0].borderBoxSize?.[0]?.blockSize ?? el.offsetHeight)));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, el ? h : 0];
}
