import { test } from '@playwright/test';
import { frctLog, sawtoothStreaming, sawtoothZoom } from './frame-drivers';
import { frameStats, type FrameWindow } from './frame-times';

// `npm run bench:frames`: frame times per view, p50 and p95 (target 16.7 ms, one frame at 60 Hz),
// and the longest task. A benchmark, not a test: it prints figures and asserts nothing about
// time (docs/implementation-notes.md records them). Skipped in the e2e suite.
test.skip(!process.env.SIERRA_BENCH_FRAMES, 'a benchmark: npm run bench:frames');

function report(view: string, w: FrameWindow): void {
  const { sorted, p50, p95 } = frameStats(w.deltas);
  const longest = w.longTasks.length ? Math.max(...w.longTasks) : 0;
  console.log(`${view.padEnd(26)} ${String(w.deltas.length).padStart(4)} frames  p50 ${p50.toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms  max ${sorted[sorted.length - 1].toFixed(1).padStart(6)} ms  longest task ${longest.toFixed(0)} ms`);
}

test('frame times per view', async ({ page }) => {
  test.setTimeout(180_000);
  // Each view is opened afresh, which ends the previous view's run.
  report('sawtooth, 30 s run at 5x', await sawtoothStreaming(page));
  report('sawtooth, zoom 100k points', await sawtoothZoom(page));
  report('frct-repair, 100 Mbit/s log', await frctLog(page));
});
