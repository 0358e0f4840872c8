// Canvas drawing of dense series. Kept apart from React so the component only wires things up.
import type { ScaleLinear } from 'd3';

export type Mark = 'line' | 'points' | 'line-points' | 'area';

export interface SeriesSpec {
  id: string;
  t: Float64Array;
  y: Float64Array;
  /** Number of valid samples (defaults to the array length). */
  length?: number;
  mark: Mark;
  color?: string;
}

interface DrawStyle {
  lineWidth: number;
  pointRadius: number;
}

/** Draws one series; non-finite values break the line (e.g. a lost ping has no RTT). */
export function drawSeries(
  ctx: CanvasRenderingContext2D,
  s: SeriesSpec,
  x: ScaleLinear<number, number>,
  y: ScaleLinear<number, number>,
  color: string,
  style: DrawStyle,
): void {
  const n = Math.min(s.length ?? s.t.length, s.t.length, s.y.length);
  if (n === 0) return;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = style.lineWidth;
  ctx.lineJoin = 'round';
  if (s.mark === 'area') {
    const y0 = y(Math.max(0, y.domain()[0]));
    ctx.globalAlpha = 0.25;
    ctx.beginPath();
    let open = false;
    let lastX = 0;
    for (let i = 0; i < n; i++) {
      const vy = s.y[i];
      if (!Number.isFinite(vy)) continue;
      const px = x(s.t[i]);
      if (!open) {
        ctx.moveTo(px, y0);
        open = true;
      }
      ctx.lineTo(px, y(vy));
      lastX = px;
    }
    if (open) {
      ctx.lineTo(lastX, y0);
      ctx.closePath();
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  if (s.mark !== 'points') {
    ctx.beginPath();
    let pen = false;
    for (let i = 0; i < n; i++) {
      const vy = s.y[i];
      if (!Number.isFinite(vy)) {
        pen = false;
        continue;
      }
      const px = x(s.t[i]);
      const py = y(vy);
      if (pen) ctx.lineTo(px, py);
      else ctx.moveTo(px, py);
      pen = true;
    }
    ctx.stroke();
  }
  if (s.mark === 'points' || s.mark === 'line-points') {
    const r = style.pointRadius;
    // Past a few thousand points, dots merge into the line; squares are much cheaper than arcs.
    const dense = n > 3000;
    ctx.beginPath();
    for (let i = 0; i < n; i++) {
      const vy = s.y[i];
      if (!Number.isFinite(vy)) continue;
      const px = x(s.t[i]);
      const py = y(vy);
      if (dense) ctx.rect(px - r / 2, py - r / 2, r, r);
      else {
        ctx.moveTo(px + r, py);
        ctx.arc(px, py, r, 0, 2 * Math.PI);
      }
    }
    ctx.fill();
  }
}
