// The button that shows a tooltip (a glossary term, a RIB line's name): hover, keyboard focus and
// a tap (touch) open it; leaving, moving the focus on and Escape close it (WCAG 1.4.13: a tip
// can be dismissed without moving the pointer).
import type { KeyboardEvent } from 'react';

export function tipTriggerProps(setOpen: (open: boolean) => void) {
  return {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => setOpen(true),
    onBlur: () => setOpen(false),
    onClick: () => setOpen(true),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    },
  };
}
