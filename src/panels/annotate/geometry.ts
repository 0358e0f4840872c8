// Annotations in a run's coordinates (src/store/annotations.ts) and the pixels of one plot: pure
// helpers, so the marks move with zoom (the x scale's domain) and rescale (the y scale's) in any
// window that draws them.
import type { Annotation, AnnotationKind } from '../../store';

export interface Scale {
  (v: number): number;
  invert(px: number): number;
}

export interface PlotPx {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** An annotation's two points in the plot's pixels. */
export function toPx(a: Pick<Annotation, 't1' | 'y1' | 't2' | 'y2'>, x: Scale, y: Scale): PlotPx {
  return { x1: x(a.t1), y1: y(a.y1), x2: x(a.t2), y2: y(a.y2) };
}

/** A drag on the plot (pixels) as an annotation in the run's coordinates. */
export function fromDrag(kind: AnnotationKind, plot: string, from: { x: number; y: number }, to: { x: number; y: number }, x: Scale, y: Scale, id: string, text?: string): Annotation {
  const a: Annotation = { id, kind, plot, t1: x.invert(from.x), y1: y.invert(from.y), t2: x.invert(to.x), y2: y.invert(to.y) };
  if (kind === 'note') {
    a.t2 = a.t1;
    a.y2 = a.y1;
    a.text = text ?? '';
  }
  return a;
}

/** Is a drag long enough to be an arrow or a box (a click is not)? */
export function isDrag(from: { x: number; y: number }, to: { x: number; y: number }, minPx = 6): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= minPx;
}

/** The two sides of an arrow's head at (x2, y2), `size` px long. */
export function arrowHead(p: PlotPx, size: number): [number, number, number, number] {
  const ang = Math.atan2(p.y2 - p.y1, p.x2 - p.x1);
  const spread = Math.PI / 7;
  return [
    p.x2 - size * Math.cos(ang - spread), p.y2 - size * Math.sin(ang - spread),
    p.x2 - size * Math.cos(ang + spread), p.y2 - size * Math.sin(ang + spread),
  ];
}

/** A box from two corners, whatever the drag's direction. */
export function boxOf(p: PlotPx): { x: number; y: number; width: number; height: number } {
  return { x: Math.min(p.x1, p.x2), y: Math.min(p.y1, p.y2), width: Math.abs(p.x2 - p.x1), height: Math.abs(p.y2 - p.y1) };
}

let counter = 0;
export function newAnnotationId(): string {
  counter += 1;
  return `a${Date.now().toString(36)}${counter}`;
}
