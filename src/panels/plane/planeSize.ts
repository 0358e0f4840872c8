// How big the square phase plane is drawn: as wide as its box allows, up to a cap, and short enough
// to fit on the screen (or in the height the page gives it).
import type { CSSProperties, RefObject } from 'react';
import { useElementWidth } from '../../charts/useElementWidth';

export { useViewportHeight } from '../../charts/useViewport';

/**
 * Side of the square figure in px. `height`, when the page gives one, is the most it may take;
 * otherwise the figure leaves room for the page around it on the screen. (The box around the
 * figure, its padding and border, takes about 20 px of the width.)
 */
export function planeSize(boxWidth: number, fontSize: number, viewportH: number, height?: number): number {
  if (height !== undefined) return Math.max(160, Math.min(boxWidth - 20, height));
  return Math.max(260, Math.min(boxWidth - 20, Math.max(560, fontSize * 36), viewportH - 170));
}

/**
 * The plane and what sits beside it (a table, a readout). Without a height the plane takes what
 * its cell leaves (the page scrolls); with one (figure first, a lesson widget) the plane is that
 * tall, at most 56 % of the width when something sits beside it, and the rest of the row is the
 * side's (`fitted`: the legend then goes beside the plane too, so the plane takes the height).
 */
export function useStageLayout(stageRef: RefObject<HTMLElement | null>, cellWidth: number, fontSize: number, viewportH: number, height: number | undefined, withSide: boolean): { size: number; style?: CSSProperties; fitted: boolean } {
  const stageW = useElementWidth(stageRef, 800);
  if (height === undefined) return { size: planeSize(cellWidth, fontSize, viewportH), fitted: false };
  const beside = withSide && stageW >= 640;
  const size = planeSize(beside ? stageW * 0.56 : stageW, fontSize, viewportH, height);
  return { size, fitted: beside, style: beside ? { gridTemplateColumns: `${size + 20}px minmax(0, 1fr)` } : { gridTemplateColumns: 'minmax(0, 1fr)' } };
}
