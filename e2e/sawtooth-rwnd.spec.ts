// The receive window in the sawtooth view (issue 14, item 5): the ss readout's snd_wnd, and the
// band and line that show when rwnd, not cwnd, limits. Two real runs made here by the engine and
// opened as files: the course's link (snd_wnd far above cwnd: the notes' snd_wnd:3881600) and
// Tutorial 10's CUBIC without loss (the receiver's window holds the flow: t10-cubic-clean).
import { expect, test, type Page } from '@playwright/test';
import { findPreset } from '../src/sim/scenario/presets';
import { createSimulation } from '../src/sim/simulation';
import { LabPage, SawtoothView } from './pages/lab-page';

function recordOf(preset: string, durationS?: number): Buffer {
  const scenario = { ...findPreset(preset)!.scenario, ...(durationS ? { duration_s: durationS } : {}) };
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return Buffer.from(JSON.stringify(sim.record({ series: true })));
}

async function open(page: Page, lang: 'en' | 'es', name: string, file: Buffer): Promise<SawtoothView> {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang });
  const view = new SawtoothView(page);
  await view.root.getByTestId('import-json').setInputFiles({ name, mimeType: 'application/json', buffer: file });
  await expect.poll(() => view.points()).toBeGreaterThan(100);
  return view;
}

async function lineAt(view: SawtoothView, f: number): Promise<string> {
  await view.hover(f);
  return (await view.readout.getByTestId('saw-readout-line').locator('code').textContent()) ?? '';
}

test("course link: ss's snd_wnd is far above cwnd, and nothing marks rwnd as limiting", async ({ page }) => {
  const view = await open(page, 'en', 'course.json', recordOf('lab-baseline-reno', 20));
  const line = await lineAt(view, 0.9);
  const wnd = Number(/snd_wnd:(\d+)/.exec(line)?.[1]);
  const cwnd = Number(/cwnd:(\d+)/.exec(line)?.[1]);
  // The autotuned window at its ceiling: 3 881 728 B (the notes' ss: 3 881 600), about ten times
  // cwnd in bytes (the notes: cwnd 239, 346 072 B; here up to 335 segments).
  expect(wnd).toBe(3881728);
  expect(wnd).toBeGreaterThan(5 * cwnd * 1448);
  expect(line).not.toContain('rwnd_limited');
  await expect(view.cwndChart).toHaveAttribute('data-rwnd-limited-s', '0.0');
  await expect(page.getByTestId('saw-legend-rwnd')).toHaveCount(0);
  // The window's line is drawn only for a run it held back (here it is far above the sawtooth).
  await expect(page.getByTestId('saw-legend-snd-wnd')).toHaveCount(0);
  await lineAt(view, 0.9);
  await view.root.screenshot({ path: 'test-results/sawtooth-rwnd-course-en.png' });
});

test("Tutorial 10's CUBIC without loss: the band and the readout show the receiver's window limiting", async ({ page }) => {
  const file = recordOf('t10-cubic-clean');
  const view = await open(page, 'en', 't10.json', file);
  // rwnd_limited from about 9 s to the end of 60 s (rcv-buffer.test.ts: over 80 % after 10 s).
  const limited = Number(await view.cwndChart.getAttribute('data-rwnd-limited-s'));
  expect(limited).toBeGreaterThan(45);
  await expect(page.getByTestId('saw-legend-rwnd')).toContainText('rwnd limits, not cwnd');
  await expect(page.getByTestId('saw-legend-snd-wnd')).toContainText('snd_wnd');
  const line = await lineAt(view, 0.9);
  expect(line).toMatch(/ rwnd_limited:\d+ms\(\d+\.\d%\) unacked:/);
  const wnd = Number(/snd_wnd:(\d+)/.exec(line)?.[1]);
  const cwnd = Number(/cwnd:(\d+)/.exec(line)?.[1]);
  expect(Math.abs(wnd / 1448 - cwnd)).toBeLessThan(2); // cwnd stops at the window
  // The plot reaches to the window, not to BDP + buffer (65 701 segments with the 65 536-frame FIFO).
  const plot = await view.pointer.boundingBox();
  const total = await view.ref('total').locator('line').boundingBox();
  expect(plot !== null && total !== null && total.y < plot.y).toBe(true);
  await lineAt(view, 0.9);
  await view.root.screenshot({ path: 'test-results/sawtooth-rwnd-en.png' });

  const es = await open(page, 'es', 't10.json', file);
  await expect(page.getByTestId('saw-legend-rwnd')).toContainText('la rwnd limita, no la cwnd');
  await expect(page.getByTestId('saw-legend-snd-wnd')).toContainText('ventana de recepción');
  expect(await lineAt(es, 0.9)).toMatch(/ rwnd_limited:\d+ms\(\d+,\d%\) /);
  await es.root.screenshot({ path: 'test-results/sawtooth-rwnd-es.png' });

  await page.setViewportSize({ width: 1280, height: 720 });
  await new LabPage(page).toggleProjector();
  await expect(page.locator('html')).toHaveAttribute('data-projector', '1');
  await lineAt(es, 0.9);
  await page.screenshot({ path: 'test-results/sawtooth-rwnd-es-projector.png' });
});
