// The pipe's canvas: the queue, the data pipe and the ACK way back as lanes, the packets where the
// last batch put them (marksRef), and drops falling from where they were lost (dropsRef). Redrawn
// every animation frame, or, with reduced motion, only when a batch arrives (redraw).
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { ChartProfile } from '../../charts/profile';
import { KIND_ACK, type PacketMarks, type PipeGeometry } from './layout';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void): () => void {
  const mq = window.matchMedia?.(REDUCED_MOTION);
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}
const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches === true;
const DROP_FALL_MS = 900;

export interface FallingDrop {
  x: number;
  y: number;
  born: number;
}

export function usePipeCanvas(width: number, canvasHeight: number, geometry: PipeGeometry, profile: ChartProfile) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const marksRef = useRef<PacketMarks | null>(null);
  const dropsRef = useRef<FallingDrop[]>([]);
  // Reduced motion: no animation loop; the packets are drawn where each batch puts them.
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);

  const draw = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(canvasHeight * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(canvasHeight * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, canvasHeight);
    const g = geometry;
    const lane = g.laneHeight;
    // Lanes: the queue box, the data pipe, the ACK way back.
    ctx.fillStyle = profile.grid;
    ctx.fillRect(g.queueX0, g.dataY - lane / 2, g.queueX1 - g.queueX0, lane);
    ctx.fillRect(g.pipeX0, g.dataY - lane / 2, g.pipeX1 - g.pipeX0, lane);
    ctx.fillRect(g.pipeX0, g.ackY - lane / 4, g.pipeX1 - g.pipeX0, lane / 2);
    ctx.strokeStyle = profile.axis;
    ctx.lineWidth = profile.axisWidth;
    ctx.strokeRect(g.queueX0, g.dataY - lane / 2, g.queueX1 - g.queueX0, lane);
    ctx.strokeRect(g.pipeX0, g.dataY - lane / 2, g.pipeX1 - g.pipeX0, lane);
    const m = marksRef.current;
    if (m) {
      for (let i = 0; i < m.n; i++) {
        const ack = m.kind[i] === KIND_ACK;
        ctx.fillStyle = ack ? profile.series[2] : profile.series[0];
        const h = ack ? lane / 2 : lane * 0.8;
        ctx.fillRect(m.x[i], m.y[i] - h / 2, Math.max(1, m.w[i] - (m.w[i] > 3 ? 1 : 0)), h);
      }
    }
    // Drops fall from the tail of the queue and fade.
    const now = performance.now();
    const alive: FallingDrop[] = [];
    ctx.fillStyle = profile.series[1];
    for (const d of dropsRef.current) {
      const age = (now - d.born) / DROP_FALL_MS;
      if (age >= 1) continue;
      alive.push(d);
      const fall = reducedMotion ? 0.5 : age;
      ctx.globalAlpha = 1 - age * 0.8;
      ctx.fillRect(d.x - 2, d.y + lane / 2 + fall * (canvasHeight - d.y - lane), 4, lane * 0.6);
    }
    ctx.globalAlpha = 1;
    dropsRef.current = alive;
  }, [geometry, width, canvasHeight, profile, reducedMotion]);

  const drawRef = useRef(draw);
  useEffect(() => {
    drawRef.current = draw;
    if (reducedMotion) draw();
  }, [draw, reducedMotion]);
  const reducedRef = useRef(reducedMotion);
  useEffect(() => {
    reducedRef.current = reducedMotion;
  }, [reducedMotion]);
  useEffect(() => {
    if (reducedMotion) return;
    let raf = 0;
    const loop = () => {
      draw();
      raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    return () => cancelAnimationFrame(raf);
  }, [draw, reducedMotion]);

  /** After a batch: with reduced motion nothing else redraws the packets. */
  const redraw = useCallback(() => {
    if (reducedRef.current) drawRef.current();
  }, []);

  return { canvasRef, marksRef, dropsRef, redraw };
}
