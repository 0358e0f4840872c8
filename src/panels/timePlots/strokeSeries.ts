// One series stroked on a canvas: min/max decimated per pixel column (decimate.ts), in short
// pieces, with gaps where values are missing. Shared by every time plot of the panels.
import type { ScaleLinear } from 'd3';
import { decimateMinMax } from './decimate';

/** Points per stroked piece: one path of thousands of back-and-forth segments is far slower to
 * rasterise (its coverage is computed as one shape) than many short ones. */
const STROKE_CHUNK = 64;

export interface StrokeArea {
  /** Top of the plot in canvas px, and its height. */
  top: number;
  height: number;
  width: number;
  y: ScaleLinear<number, number>;
}

export interface StrokeStyle {
  color: string;
  width: number;
  dash?: number[];
}

export function strokeSeries(
  ctx: CanvasRenderingContext2D,
  t: ArrayLike<number>,
  v: ArrayLike<number>,
  length: number,
  domain: readonly [number, number],
  area: StrokeArea,
  style: StrokeStyle,
): void {
  const poly = decimateMinMax(t, v, length, domain[0], domain[1], area.width);
  if (poly.length === 0) return;
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, area.top, area.width, area.height);
  ctx.clip();
  ctx.strokeStyle = style.color;
  ctx.lineWidth = style.width;
  // Dense (decimated) lines: bevel joins; round joins on thousands of short segments cost far
  // more to rasterise (software raster is what a weak laptop or headless Chromium has).
  ctx.lineJoin = poly.raw ? 'round' : 'bevel';
  ctx.setLineDash(style.dash ?? []);
  ctx.beginPath();
  let pen = false;
  let inPath = 0;
  for (let i = 0; i < poly.length; i++) {
    const value = poly.y[i];
    if (Number.isNaN(value)) {
      pen = false;
      continue;
    }
    const py = area.top + area.y(value);
    if (pen) ctx.lineTo(poly.x[i], py);
    else ctx.moveTo(poly.x[i], py);
    pen = true;
    if (++inPath >= STROKE_CHUNK) {
      ctx.stroke();
      ctx.beginPath();
      ctx.moveTo(poly.x[i], py);
      inPath = 0;
    }
  }
  ctx.stroke();
  ctx.restore();
}
