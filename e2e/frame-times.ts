import type { Page } from '@playwright/test';

/** Frame times (ms) from requestAnimationFrame timestamps over `windowMs` of wall-clock time. */
export function frameTimes(page: Page, windowMs: number): Promise<number[]> {
  return page.evaluate(
    (windowMs) =>
      new Promise<number[]>((resolve) => {
        const out: number[] = [];
        let last = -1;
        let start = -1;
        const tick = (ts: number) => {
          if (start < 0) start = ts;
          if (last >= 0) out.push(ts - last);
          last = ts;
          if (ts - start < windowMs) requestAnimationFrame(tick);
          else resolve(out);
        };
        requestAnimationFrame(tick);
      }),
    windowMs,
  );
}

/** The frame times sorted, with their 95th percentile. */
export function frameStats(deltas: readonly number[]): { sorted: number[]; p95: number } {
  const sorted = [...deltas].sort((a, b) => a - b);
  return { sorted, p95: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))] };
}
