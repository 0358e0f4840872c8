// The one histogram of a class's number answers, for the report (server/report.ts, the CLI) and
// the figures in the lab (src/app/class/Distribution.tsx): equal bins over the answers and the
// marks (the simulated value, the real kernel's, the viewer's own answer), so every mark falls on
// the axis. Pure TypeScript: no Node, no DOM (the browser imports it, as it does protocol.ts).

export interface NumberBin {
  /** Lower and upper edge; a value on an inner edge counts in the upper bin, the top edge in the last. */
  from: number;
  to: number;
  count: number;
}

export const HISTOGRAM_BINS = 8;
/** When the answers and marks are all one value, the axis spans that value ± this share of it (± 1 at zero). */
export const SAME_VALUE_PAD = 0.1;

/** HISTOGRAM_BINS equal bins over the finite values and marks; none when there is neither. */
export function numberBins(values: readonly number[], marks: readonly number[] = [], n = HISTOGRAM_BINS): NumberBin[] {
  const finite = values.filter(Number.isFinite);
  const all = [...finite, ...marks.filter(Number.isFinite)];
  if (all.length === 0) return [];
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  if (lo === hi) {
    const pad = Math.abs(lo) * SAME_VALUE_PAD || 1;
    lo -= pad;
    hi += pad;
  }
  const w = (hi - lo) / n;
  const bins = Array.from({ length: n }, (_, i) => ({ from: lo + i * w, to: lo + (i + 1) * w, count: 0 }));
  for (const v of finite) bins[Math.min(n - 1, Math.max(0, Math.floor((v - lo) / w)))].count++;
  return bins;
}
