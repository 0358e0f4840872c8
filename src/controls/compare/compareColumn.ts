// A view shown as one column of a side-by-side comparison (src/app/compare): the same view, its
// own form and its own runs (owner `<view>:a` or `<view>:b`), while the page's one run bar drives
// both columns on one clock. Inside a column the view's run bar tells the page how to start the
// column's run and which run it shows (and shows only the column's status), the view's keys give
// way to the page's, and its layout puts the figure first. Outside one, nothing changes.
import { createContext, useContext, type ReactNode } from 'react';

export type CompareSide = 'a' | 'b';

/** What a column's run bar tells the page: how to start its run, the run it drives, whether it may. */
export interface ColumnRunBar {
  onRun(): void;
  runId: string | null;
  canRun: boolean;
}

export interface CompareColumnValue {
  side: CompareSide;
  /** The column's name and what sets it apart: its run bar shows it first, on its one line. */
  head?: ReactNode;
  /** Called by the column's run bar on every render (the page keeps what changed). */
  report(bar: ColumnRunBar): void;
  /** The height of what the column shows above its figure (status, a view's notes): the page
   * gives both columns the taller one, so the two figures start level. */
  levelTop?(height: number): void;
}

export const CompareColumnContext = createContext<CompareColumnValue | null>(null);

export function useCompareColumn(): CompareColumnValue | null {
  return useContext(CompareColumnContext);
}

/** The run owner of a view (or of one of its parts): `base` alone, `base:a` / `base:b` in a column. */
export function useRunOwner(base: string): string {
  const column = useCompareColumn();
  return column ? columnOwner(base, column.side) : base;
}

export function columnOwner(base: string, side: CompareSide): string {
  return `${base}:${side}`;
}

/** The side of a run's owner in a comparison of `view` (its own runs or a part's), or null. */
export function sideOfOwner(owner: string | undefined, view: string): CompareSide | null {
  if (!owner || (owner !== view && !owner.startsWith(`${view}:`))) return null;
  const last = owner.slice(owner.lastIndexOf(':') + 1);
  return last === 'a' || last === 'b' ? last : null;
}
