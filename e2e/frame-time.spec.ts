import { expect, test } from '@playwright/test';
import { LabPage, SawtoothView } from './pages/lab-page';

// The UI never blocks while a run streams: frame times from requestAnimationFrame timestamps
// during a 30 s Sawtooth run at 5x (it streams for about 6 s). The target is 16.7 ms at
// the 95th percentile; the test prints the figure and fails only beyond 50 ms.
test('frame time stays low while a 30 s sawtooth run streams', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.set('duration', '30');
  await view.set('speed', '5');
  await view.start();
  await view.expectState('running');
  await expect.poll(() => view.points()).toBeGreaterThan(5);
  const deltas = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const out: number[] = [];
        let last = -1;
        let start = -1;
        const tick = (ts: number) => {
          if (start < 0) start = ts;
          if (last >= 0) out.push(ts - last);
          last = ts;
          if (ts - start < 4000) requestAnimationFrame(tick);
          else resolve(out);
        };
        requestAnimationFrame(tick);
      }),
  );
  // Still streaming at the end of the window: the frames measured are frames of a live run.
  await view.expectState('running');
  const points = await view.points();
  expect(points).toBeGreaterThan(50);
  const sorted = [...deltas].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))];
  const mean = deltas.reduce((a, b) => a + b, 0) / deltas.length;
  console.log(`frame time while streaming: ${deltas.length} frames, p95 ${p95.toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (target 16.7 ms)`);
  expect(p95).toBeLessThan(50);
  await view.cancel();
});
