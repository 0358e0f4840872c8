// Writers for a sweep's rows: CSV (one line per combination of axis values, machine-readable,
// full precision to 6 significant digits) and a Markdown table (rounded, with each repetition).
import type { AxisValue, SweepResult, SweepRow } from './types';

/** 6 significant digits, no exponent noise for ordinary numbers; '' for null. */
export function csvNumber(v: number | null): string {
  if (v === null) return '';
  return String(Number(v.toPrecision(6)));
}

function csvCell(v: AxisValue | string): string {
  const s = v === null ? '' : String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function shortNumber(v: number | null): string {
  if (v === null) return '–';
  const a = Math.abs(v);
  if (a !== 0 && (a >= 1e6 || a < 1e-3)) return v.toPrecision(3);
  return String(Number(v.toFixed(a >= 100 ? 1 : a >= 1 ? 2 : 3)));
}

interface Table {
  axes: string[];
  figures: string[];
  rows: SweepRow[];
}

function tables(result: SweepResult): { title: string | null; table: Table }[] {
  const axes = result.sweep.axes.map((a) => a.label);
  const figures = Object.keys(result.sweep.collect);
  const out: { title: string | null; table: Table }[] = [{ title: null, table: { axes, figures, rows: result.rows } }];
  const d = result.difference;
  if (d) {
    out.push({
      title: `${d.axis} = ${String(d.value)} minus ${d.axis} = ${String(d.minus)}`,
      table: { axes: axes.filter((a) => a !== d.axis), figures, rows: d.rows },
    });
  }
  return out;
}

/** CSV of the aggregated rows: axis columns, then one column per figure. */
export function sweepCsv(result: SweepResult, which: 'rows' | 'difference' = 'rows'): string {
  const t = tables(result)[which === 'rows' ? 0 : 1]?.table;
  if (!t) return '';
  const lines = [[...t.axes, ...t.figures].map(csvCell).join(',')];
  for (const r of t.rows) lines.push([...t.axes.map((a) => csvCell(r.axes[a])), ...t.figures.map((f) => csvNumber(r.figures[f]))].join(','));
  return `${lines.join('\n')}\n`;
}

/** Markdown: the aggregated value, and every repetition's in parentheses when there are several. */
export function sweepMarkdown(result: SweepResult): string {
  const parts: string[] = [];
  const agg = result.sweep.aggregate;
  for (const { title, table } of tables(result)) {
    if (title) parts.push(`Difference: ${title}`, '');
    const head = [...table.axes, ...table.figures.map((f) => (result.sweep.repetitions > 1 && !title ? `${f} (${agg})` : f))];
    parts.push(`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`);
    for (const r of table.rows) {
      const cells = [
        ...table.axes.map((a) => String(r.axes[a])),
        ...table.figures.map((f) => {
          const runs = r.runs[f];
          const main = shortNumber(r.figures[f]);
          return runs && runs.length > 1 ? `${main} (${runs.map(shortNumber).join(' · ')})` : main;
        }),
      ];
      parts.push(`| ${cells.join(' | ')} |`);
    }
    parts.push('');
  }
  return parts.join('\n');
}
