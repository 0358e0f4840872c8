// How large a bar chart's column labels and notes may be so that neighbours never run into each
// other (five transports in half a projector screen): a size per kind of text, and how many note
// lines still fit readably. Pure.

/** Font sizes that keep each column's label and notes inside its slot (about 0.6 em a character). */
export function columnText(columns: readonly { label: string; notes: readonly string[] }[], slot: number, fs: number): { labelFs: number; noteFs: number; noteLines: number } {
  const room = slot * 0.94;
  const longest = (texts: string[]) => Math.max(1, ...texts.map((t) => t.length));
  const labelFs = Math.max(fs * 0.6, Math.min(fs, room / (0.68 * longest(columns.map((c) => c.label)))));
  const lines = Math.max(0, ...columns.map((c) => c.notes.length));
  const sizeFor = (n: number) => Math.min(fs * 0.92, room / (0.58 * longest(columns.flatMap((c) => c.notes.slice(0, n)))));
  const all = sizeFor(lines);
  if (all >= fs * 0.62) return { labelFs, noteFs: all, noteLines: lines };
  const first = sizeFor(1);
  return first >= fs * 0.55 ? { labelFs, noteFs: first, noteLines: Math.min(1, lines) } : { labelFs, noteFs: first, noteLines: 0 };
}
