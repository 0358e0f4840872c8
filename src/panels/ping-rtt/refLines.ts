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
    const width = labelWidth(line.label, fs);
    const x = Math.abs(lastY - py) < fs * 1.3 ? Math.max(6, Math.min(innerW - width, lastRight + fs)) : 6;
    out.push({ line, labelX: x });
    lastY = py;
    lastRight = x + width;
  }
  return out;
}

/** Estimated width of a label at font size `fs` (the charts' labels are 0.85 of it). */
export function labelWidth(text: string, fs: number): number {
  return text.length * fs * 0.85 * 0.55;
}

/**
 * The baseline of a vertical mark's label (written right of the line): at the top of the plot,
 * unless a horizontal line's label is there, then at the foot. `placed` are the horizontal labels
 * as placeLabels put them, `y` their scale.
 */
export function markLabelY(markX: number, text: string, placed: readonly { line: RefLine; labelX: number }[], y: (v: number) => number, innerH: number, fs: number): number {
  const top = fs;
  const left = markX + 5;
  const right = left + labelWidth(text, fs);
  const clash = placed.some(({ line, labelX }) => {
    const base = y(line.value) - 4;
    const overlapsX = labelX < right && labelX + labelWidth(line.label, fs) > left;
    return overlapsX && Math.abs(base - top) < fs * 1.2;
  });
  return clash ? innerH - fs * 0.45 : top;
}
