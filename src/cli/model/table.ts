// Fixed-width text tables in the style of the course's scripts: each column has a minimum width
// and a gap before it; a column grows if a header or cell is wider, so columns never run together.
// Trailing spaces are removed from every line.

export interface Column {
  header: string;
  /** Minimum width of the column's text (without the gap). */
  width: number;
  /** Spaces before the column (ignored for the first). */
  gap?: number;
  align?: 'left' | 'right';
}

export function renderTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((c, i) => Math.max(c.width, c.header.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    columns
      .map((c, i) => {
        const text = cells[i] ?? '';
        const padded = c.align === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i]);
        return (i === 0 ? '' : ' '.repeat(c.gap ?? 0)) + padded;
      })
      .join('')
      .replace(/\s+$/, '');
  return [line(columns.map((c) => c.header)), ...rows.map(line)].join('\n');
}
