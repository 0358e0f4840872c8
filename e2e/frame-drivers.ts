// The three views whose frame times matter, driven the same way by the e2e checks
// (frame-time.spec.ts: what a loaded machine cannot fail) and by the benchmark
// (bench-frames.spec.ts, `npm run bench:frames`: p50 and p95 per view).
import { expect, type Page } from '@playwright/test';
import { measureFrames, type FrameWindow } from './frame-times';
import { LabPage, SawtoothView } from './pages/lab-page';

/** A 30 s Sawtooth run at 5x (it streams for about 6 s): frames over 4 s of it. */
export async function sawtoothStreaming(page: Page): Promise<FrameWindow & { view: SawtoothView }> {
  await new LabPage(page).open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.set('duration', '30');
  await view.set('speed', '5');
  await view.start();
  await view.expectState('running');
  await expect.poll(() => view.points()).toBeGreaterThan(5);
  const w = await measureFrames(page, 4000);
  return { ...w, view };
}

/** A saved 1000 s run of 100 000 points per series, zoomed in and out on every frame for 3 s. */
export async function sawtoothZoom(page: Page): Promise<FrameWindow & { windows: string[] }> {
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
  await new LabPage(page).open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.root.getByTestId('import-json').setInputFiles({ name: 'long.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect.poll(() => view.points()).toBe(n);
  const box = await view.cwndChart.boundingBox();
  if (!box) throw new Error('no chart');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  const windowText = () => page.getByTestId('saw-zoom-window').textContent();
  const before = (await windowText()) ?? '';
  // Zoom in for 30 frames, then out, around the middle of the chart: a redraw every frame.
  const w = await measureFrames(page, 3000, `
    const target = document.elementFromPoint(${x}, ${y}) ?? document.body;
    const deltaY = Math.floor(k / 30) % 2 === 0 ? -60 : 60;
    target.dispatchEvent(new WheelEvent('wheel', { deltaY, clientX: ${x}, clientY: ${y}, bubbles: true, cancelable: true }));
    if (k === 25) window.__zoomWindow = document.querySelector('[data-testid="saw-zoom-window"]')?.textContent ?? '';
  `);
  const during = await page.evaluate(() => (window as unknown as { __zoomWindow?: string }).__zoomWindow ?? '');
  return { ...w, windows: [before, during] };
}

/** A 10 s FRCT run on Tutorial 10's 100 Mbit/s link streaming its packet log: frames over 3 s. */
export async function frctLog(page: Page): Promise<FrameWindow> {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  await page.getByTestId('frct-duration').fill('10');
  await page.getByTestId('frct-start').click();
  const count = page.getByTestId('frct-log-count');
  await expect.poll(async () => Number(await count.getAttribute('data-total')), { timeout: 15_000 }).toBeGreaterThan(1000);
  return measureFrames(page, 3000);
}
