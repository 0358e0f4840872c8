import { expect, test } from '@playwright/test';
import { frameStats, frameTimes } from './frame-times';
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
  const deltas = await frameTimes(page, 4000);
  // Still streaming at the end of the window: the frames measured are frames of a live run.
  await view.expectState('running');
  const points = await view.points();
  expect(points).toBeGreaterThan(50);
  const { sorted, p95 } = frameStats(deltas);
  const mean = deltas.reduce((a, b) => a + b, 0) / deltas.length;
  console.log(`frame time while streaming: ${deltas.length} frames, p95 ${p95.toFixed(1)} ms, mean ${mean.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (target 16.7 ms)`);
  expect(p95).toBeLessThan(50);
  await view.cancel();
});

// The sawtooth handles 100 000 points per series: a saved run of that length (synthetic, a Reno-like
// sawtooth sampled every 10 ms for 1000 s) is opened, then zoomed in and out on every frame for 3 s
// while frame times are measured. Same rule: print the p95, fail only beyond 50 ms.
test('the sawtooth zooms through 100 000 points per series without blocking', async ({ page }) => {
  const n = 100_000;
  const t_s: number[] = [];
  const cwnd: number[] = [];
  const ssthresh: number[] = [];
  const rtt: number[] = [];
  const state: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = (i + 1) * 0.01;
    const phase = t % 10.4; // one loss every 10.4 s, as on the course's link
    t_s.push(t);
    cwnd.push(168 + (167 * phase) / 10.4);
    ssthresh.push(168);
    rtt.push(41 + (40 * phase) / 10.4);
    state.push(0);
  }
  const record = {
    version: 1,
    engine: 'sierra 0.2.0',
    scenario: { version: 1, duration_s: 1000, sample_ms: 10, link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } }, flows: [{ id: 's1', transport: 'tcp', cc: 'reno', stack: 'linux', mss: 1448 }], pings: [] },
    // A summary the one validating parser accepts (src/sim/record/validate-record.ts).
    summary: { flows: [{ id: 's1', goodput_mbps: 47.5, bytes_delivered: 0, retransmits: 0, packets_sent: 0, packets_dropped: 0, loss_events: [], rtt_ms: null }], pings: [], queue: { drops: 0, marks: 0, max_bytes: 0 }, jain: 1, events: 0 },
    series: { t_s, flows: { s1: { cwnd, ssthresh, rtt_ms: rtt, state } }, pings: {} },
  };
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.root.getByTestId('import-json').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect.poll(() => view.points()).toBe(n);
  const box = await view.cwndChart.boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const { deltas, windows } = await page.evaluate(
    ({ x, y }) =>
      new Promise<{ deltas: number[]; windows: string[] }>((resolve) => {
        const target = document.elementFromPoint(x, y) ?? document.body;
        const windowText = () => document.querySelector('[data-testid="saw-zoom-window"]')?.textContent ?? '';
        const windows = [windowText()];
        const out: number[] = [];
        let last = -1;
        let start = -1;
        let k = 0;
        const tick = (ts: number) => {
          if (start < 0) start = ts;
          if (last >= 0) out.push(ts - last);
          last = ts;
          // Zoom in for a second, then out, around the middle of the chart: a redraw every frame.
          const deltaY = Math.floor(k++ / 30) % 2 === 0 ? -60 : 60;
          target.dispatchEvent(new WheelEvent('wheel', { deltaY, clientX: x, clientY: y, bubbles: true, cancelable: true }));
          if (k === 25) windows.push(windowText());
          if (ts - start < 3000) requestAnimationFrame(tick);
          else resolve({ deltas: out, windows });
        };
        requestAnimationFrame(tick);
      }),
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  const { sorted, p95 } = frameStats(deltas);
  console.log(`frame time zooming 100 000 points: ${deltas.length} frames, p95 ${p95.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms (target 16.7 ms)`);
  expect(deltas.length).toBeGreaterThan(60);
  // The wheel really zoomed: the visible time window changed while frames were measured.
  expect(windows[1]).not.toBe(windows[0]);
  expect(p95).toBeLessThan(50);
});
