// A histogram's bins for the class's number answers: eight equal bins over the answers and the
// marks (simulation, measurement, the viewer's answer), so every mark falls on the axis.
export interface NumberBin {
  from: number;
  to: number;
  count: number;
}

export function binsOf(values: readonly number[], marks: readonly number[] = [], n = 8): NumberBin[] {
  const all = [...values, ...marks].filter(Number.isFinite);
  if (all.length === 0) return [];
  let lo = Math.min(...all);
  let hi = Math.max(...all);
  if (lo === hi) {
    lo -= Math.abs(lo) * 0.1 || 1;
    hi += Math.abs(hi) * 0.1 || 1;
  }
  const w = (hi - lo) / n;
  const bins = Array.from({ length: n }, (_, i) => ({ from: lo + i * w, to: lo + (i + 1) * w, count: 0 }));
  for (const v of values) if (Number.isFinite(v)) bins[Math.min(n - 1, Math.max(0, Math.floor((v - lo) / w)))].count++;
  return bins;
}
