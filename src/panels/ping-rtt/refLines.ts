// Where the labels of horizontal reference lines go, so that two close lines do not print their
// labels over each other. Pure.

export interface RefLine {
  value: number;
  label: string;
  color?: string;
}

/**
 * Each line's label sits at the left end (over the unloaded pings' quiet region); when two lines
 * are too close for their labels to sit one above the other, the upper one moves right past the
 * lower one's label. `fs` is the font size; label widths are estimated from their length.
 */
export function placeLabels(lines: readonly RefLine[], y: (v: number) => number, innerW: number, fs: number): { line: RefLine; labelX: number }[] {
  const sorted = [...lines].sort((a, b) => a.value - b.value);
  const out: { line: RefLine; labelX: number }[] = [];
  let lastY = Infinity;
  let lastRight = 0;
  for (const line of sorted) {
    const py = y(line.value);
    const width = line.label.length * fs * 0.85 * 0.55;
    const x = Math.abs(lastY - py) < fs * 1.3 ? Math.max(6, Math.min(innerW - width, lastRight + fs)) : 6;
    out.push({ line, labelX: x });
    lastY = py;
    lastRight = x + width;
  }
  return out;
}
