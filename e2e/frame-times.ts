import type { Page } from '@playwright/test';

export interface FrameWindow {
  /** Frame times (ms) from requestAnimationFrame timestamps. */
  deltas: number[];
  /** Durations (ms) of the long tasks (over 50 ms) the main thread ran meanwhile. */
  longTasks: number[];
}

/**
 * Frame times over `windowMs` of wall-clock time, and the long tasks seen meanwhile (Chromium's
 * PerformanceObserver "longtask"). `onFrame`, evaluated in the page, runs at every frame (e.g. a
 * wheel event that redraws a chart).
 */
export function measureFrames(page: Page, windowMs: number, onFrame?: string): Promise<FrameWindow> {
  return page.evaluate(
    ({ windowMs, onFrame }) =>
      new Promise<FrameWindow>((resolve) => {
        const longTasks: number[] = [];
        const obs = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) longTasks.push(e.duration);
        });
        obs.observe({ type: 'longtask' });
        const step = onFrame ? (new Function('k', onFrame) as (k: number) => void) : null;
        const deltas: number[] = [];
        let last = -1;
        let start = -1;
        let k = 0;
        const tick = (ts: number) => {
          if (start < 0) start = ts;
          if (last >= 0) deltas.push(ts - last);
          last = ts;
          step?.(k++);
          if (ts - start < windowMs) requestAnimationFrame(tick);
          else {
            obs.disconnect();
            resolve({ deltas, longTasks });
          }
        };
        requestAnimationFrame(tick);
      }),
    { windowMs, onFrame },
  );
}

/** Frame times (ms) from requestAnimationFrame timestamps over `windowMs` of wall-clock time. */
export async function frameTimes(page: Page, windowMs: number): Promise<number[]> {
  return (await measureFrames(page, windowMs)).deltas;
}

/** The frame times sorted, with their median and 95th percentile. */
export function frameStats(deltas: readonly number[]): { sorted: number[]; p50: number; p95: number } {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { sorted, p50: at(0.5), p95: at(0.95) };
}

/** The check a loaded machine cannot fail: no single task blocked the page for 200 ms. */
export const LONG_TASK_LIMIT_MS = 200;
