// Pure helpers of the sweep view: which table is shown (the rows, or the difference between two
// values of one axis), and the two-axis slice the heatmap and the line plot draw.
import type { AxisValue, SweepResult, SweepRow } from '../../sim/sweep';

export type TableKind = 'rows' | 'difference';

export interface TableAxis {
  label: string;
  values: AxisValue[];
}

export interface TableView {
  kind: TableKind;
  axes: TableAxis[];
  figures: string[];
  rows: SweepRow[];
  /** Differences are drawn with a diverging colour scale centred on 0. */
  diverging: boolean;
}

export function tableOf(result: SweepResult, kind: TableKind): TableView {
  const figures = Object.keys(result.sweep.collect);
  const all = result.sweep.axes.map((a) => ({ label: a.label, values: a.values }));
  if (kind === 'difference' && result.difference) {
    const d = result.difference;
    return { kind, axes: all.filter((a) => a.label !== d.axis), figures, rows: d.rows, diverging: true };
  }
  return { kind: 'rows', axes: all, figures, rows: result.rows, diverging: false };
}

export interface Selection {
  figure: string;
  /** Horizontal axis of the heatmap and of the line plot. */
  x: string | null;
  /** Rows of the heatmap, one line each in the line plot. */
  y: string | null;
  /** Value index of every other axis. */
  fixed: Record<string, number>;
}

/**
 * Heatmap columns on the second varying axis and rows on the first (like the SCE draft's tables),
 * unless that puts a non-numeric axis across while a numeric one exists (a line plot wants numbers).
 */
export function defaultSelection(t: TableView): Selection {
  const varying = t.axes.filter((a) => a.values.length > 1);
  const numeric = (a: TableAxis) => a.values.every((v) => typeof v === 'number');
  let xAxis = varying.length >= 2 ? varying[1] : varying[0];
  if (xAxis && !numeric(xAxis)) xAxis = varying.find(numeric) ?? xAxis;
  const yAxis = varying.find((a) => a !== xAxis);
  const x = xAxis?.label ?? null;
  const y = yAxis?.label ?? null;
  return { figure: t.figures[0], x, y, fixed: Object.fromEntries(t.axes.map((a) => [a.label, 0])) };
}

/** Keeps a selection valid for another table (e.g. after switching rows <-> difference). */
export function fitSelection(t: TableView, s: Selection): Selection {
  const labels = t.axes.map((a) => a.label);
  const d = defaultSelection(t);
  const x = s.x !== null && labels.includes(s.x) ? s.x : d.x;
  let y = s.y !== null && labels.includes(s.y) && s.y !== x ? s.y : d.y;
  if (y === x) y = null;
  const fixed: Record<string, number> = {};
  for (const a of t.axes) fixed[a.label] = Math.min(s.fixed[a.label] ?? 0, a.values.length - 1);
  return { figure: t.figures.includes(s.figure) ? s.figure : d.figure, x, y, fixed };
}

export interface Grid {
  xs: AxisValue[];
  ys: AxisValue[];
  /** cells[yi][xi]: the figure at that point, null if missing. */
  cells: (number | null)[][];
}

const keyOf = (t: TableView, axes: Record<string, AxisValue>) => JSON.stringify(t.axes.map((a) => axes[a.label]));

/** The figure over the x (and y) axes, the other axes held at their fixed values. */
export function gridOf(t: TableView, s: Selection): Grid {
  const rows = new Map(t.rows.map((r) => [keyOf(t, r.axes), r]));
  const axis = (label: string | null) => t.axes.find((a) => a.label === label);
  const xAxis = axis(s.x);
  const yAxis = axis(s.y);
  const xs = xAxis ? xAxis.values : [null];
  const ys = yAxis ? yAxis.values : [null];
  const cells = ys.map((yv) =>
    xs.map((xv) => {
      const point: Record<string, AxisValue> = {};
      for (const a of t.axes) point[a.label] = a.values[s.fixed[a.label] ?? 0];
      if (xAxis) point[xAxis.label] = xv;
      if (yAxis) point[yAxis.label] = yv;
      return rows.get(keyOf(t, point))?.figures[s.figure] ?? null;
    }),
  );
  return { xs, ys, cells };
}

/** Largest |value| of a grid (the half-width of a diverging scale), at least a tiny epsilon. */
export function maxAbs(cells: readonly (number | null)[][]): number {
  let m = 0;
  for (const row of cells) for (const v of row) if (v !== null) m = Math.max(m, Math.abs(v));
  return m > 0 ? m : 1e-9;
}

/** A data-* attribute name for an axis label or figure name ("link.loss" -> "link-loss"). */
export function dataName(label: string): string {
  return label.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
}
