// A rotated y-axis title has the plot's height to itself: longer, it runs into the title of the
// plot above or below ("RTT (ms)" over "Window (segments)" on a short projector chart). So a
// title gets smaller type down to 70 % (never under 12 px), then its short form (the unit), and is
// left out when even that does not fit (the ticks still carry the numbers). Pure.

/** Width of a line of `text` at `size` px, a little wide for the UI's sans-serif (never too short). */
const widthOf = (text: string, size: number) => text.length * size * 0.6;

/** The type size at which `text` fits in `room` px (at most `size`, at least 70 % of it). */
export function fitText(text: string, room: number, size: number): number {
  const need = text.length * size * 0.56;
  return need <= room ? size : Math.max(size * 0.7, (size * room) / need);
}

/** The type size at which `text` fits in `room` px: `size`, or smaller (no floor: a label that must not run into its neighbour). */
export function shrinkToFit(text: string, room: number, size: number): number {
  const need = widthOf(text, size);
  return need <= room ? size : (size * Math.max(0, room)) / need;
}

/** The least type an axis title is set in: the page's rule for text a student reads (12 px). */
export const MIN_TITLE_PX = 12;

/** How small a title of type `size` may get: 70 % of it, but not under 12 px (nor above `size`). */
export function titleFloor(size: number): number {
  return Math.min(size, Math.max(size * 0.7, MIN_TITLE_PX));
}

/** The first of `titles` that fits in `room` px at its floor (titleFloor) or more, at its size; null if none does. */
export function fitAxisTitle(titles: readonly (string | undefined)[], room: number, size: number): { text: string; size: number } | null {
  const floor = titleFloor(size);
  for (const text of titles) {
    if (!text) continue;
    const need = widthOf(text, size);
    if (need <= room) return { text, size };
    const scaled = (size * room) / need;
    if (scaled >= floor) return { text, size: scaled };
  }
  return null;
}
