import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { LabPage, SawtoothView } from './pages/lab-page';

test('a live Reno run draws the sawtooth, marks losses and reads like ss -ti', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await expect(view.root).toBeVisible();
  await view.chooseCc('reno');
  await view.set('duration', '12');
  await view.set('speed', '20');
  await view.start();
  await view.expectState('running');
  // Points arrive while the run goes on: live, not at the end.
  await expect.poll(() => view.points(), { timeout: 15_000 }).toBeGreaterThan(3);
  const early = await view.points();
  await expect.poll(() => view.points(), { timeout: 15_000 }).toBeGreaterThan(early);
  await view.expectState('done', 30_000);
  expect(await view.points()).toBe(120); // 12 s sampled every 100 ms
  expect(await view.runs()).toBe(1);
  // The course's link: BDP 165 frames, BDP + buffer 334, half 167 (notes: "165 en el camino y 169 en la cola").
  await expect(view.ref('bdp')).toHaveAttribute('data-value', '165');
  await expect(view.ref('bdp')).toContainText('165');
  await expect(view.ref('total')).toContainText('334');
  await expect(view.ref('half')).toContainText('167');
  expect(await view.lossCount()).toBeGreaterThanOrEqual(1);
  // A FIFO without ECN: no window reduction on ECN marks, so no such legend entry.
  await expect(page.getByTestId('saw-ecn-marks')).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('saw-legend-ecn')).toHaveCount(0);
  await view.hover(0.02);
  await expect(view.readout.getByTestId('saw-readout-line')).toHaveCount(1);
  const line = (await view.readout.getByTestId('saw-readout-line').locator('code').textContent()) ?? '';
  expect(line).toMatch(/^reno cwnd:\d+ .*rtt:\d+\.\d{3} minrtt:\d+\.\d{3} send \d+\.\dMbps delivery_rate \d+\.\dMbps unacked:\d+ retrans:\d+/);
  // Somewhere in the run cwnd is above the BDP: scan the readout across the chart.
  let above = 0;
  for (const f of [0.02, 0.03, 0.05, 0.3, 0.6, 0.9]) {
    await view.hover(f);
    const text = (await view.readout.getByTestId('saw-readout-line').locator('code').textContent()) ?? '';
    const cwnd = Number(/cwnd:(\d+)/.exec(text)?.[1] ?? 0);
    above = Math.max(above, cwnd);
  }
  expect(above).toBeGreaterThan(165);
  await page.screenshot({ path: 'test-results/sawtooth-reno-en.png', fullPage: true });
});

test('pause holds the run, step advances it, cancel stops it', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.set('duration', '60');
  await view.set('speed', '2');
  await view.start();
  await expect.poll(() => view.points()).toBeGreaterThan(2);
  await view.pause();
  await view.expectState('paused');
  // A batch the worker sent before it heard the pause may still land (and is drawn within 0.1 s).
  await page.waitForTimeout(300);
  const held = await view.points();
  await page.waitForTimeout(600);
  expect(await view.points()).toBe(held);
  await view.step();
  await expect.poll(() => view.points()).toBeGreaterThan(held);
  await view.resume();
  await view.expectState('running');
  await view.cancel();
  await view.expectState('idle');
});

test('bad values are refused with a message naming the field and its range', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const view = new SawtoothView(page);
  await view.set('rate', '0');
  await view.start();
  await expect(view.root).toContainText('Link rate must be between 0.1 and 10,000');
  await view.expectState('idle');
});

test('Spanish uses decimal commas; projector mode renders', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'es' });
  const view = new SawtoothView(page);
  await view.set('duration', '3');
  await view.set('speed', '20');
  await view.start();
  await view.expectState('done', 30_000);
  await view.hover(0.5);
  const line = (await view.readout.getByTestId('saw-readout-line').locator('code').textContent()) ?? '';
  expect(line).toMatch(/rtt:\d+,\d{3}/);
  await expect(view.status).toContainText('Terminada');
  await lab.toggleProjector();
  await expect(page.locator('html')).toHaveAttribute('data-projector', '1');
  await expect(view.cwndChart).toBeVisible();
  await expect(view.ref('bdp')).toContainText('165');
  await page.screenshot({ path: 'test-results/sawtooth-es-projector.png', fullPage: true });
});

test('DCTCP through RED with ECN: the queue discipline and algorithm come from the link and stay in it', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en', cc: 'dctcp', queue: 'red-ecn' });
  const view = new SawtoothView(page);
  await expect(page.getByTestId('saw-cc')).toHaveValue('dctcp');
  await expect(page.getByTestId('saw-queue')).toHaveValue('red-ecn');
  await view.set('duration', '10');
  await view.set('speed', '50');
  await view.start();
  await view.expectState('done', 30_000);
  // The run is the one chosen: 10 s sampled every 100 ms, labelled DCTCP (the engine's DCTCP
  // figures are in src/sim/tcp/dctcp.test.ts).
  expect(await view.points()).toBe(100);
  await expect(view.root).toContainText('DCTCP (ECN) (linux) #1');
  await expect(page).toHaveURL(/queue=red-ecn/);
  // Its window reductions on ECN marks are marked apart from losses, one per `ecn_events` time of
  // the run's summary (DCTCP through RED with ECN reduces on marks, not on drops).
  const rec = JSON.parse((await save(page, 'export-json')).toString('utf8'));
  const ecnTimes: number[] = rec.summary.flows[0].ecn_events;
  expect(ecnTimes.length).toBeGreaterThan(0);
  await expect(page.getByTestId('saw-ecn-marks')).toHaveAttribute('data-count', String(ecnTimes.length));
  await expect(page.getByTestId('saw-legend-ecn')).toContainText('ECN window reduction');
  // A saved figure carries its legends, in the language on screen.
  const svg = (await save(page, 'export-svg')).toString('utf8');
  for (const label of ['DCTCP (ECN) (linux) #1', 'ssthresh (dashed)', 'congestion avoidance', 'loss event', 'ECN window reduction (no loss)']) expect(svg).toContain(`>${label}</text>`);
  await lab.switchLanguage('es');
  await expect(page.getByTestId('saw-legend-ecn')).toContainText('ECN');
  const svgEs = (await save(page, 'export-svg')).toString('utf8');
  expect(svgEs).toContain('>reducción de ventana por ECN (sin pérdida)</text>');
  expect(svgEs).toContain('>recuperación</text>');
  expect(svgEs).not.toContain('>loss event</text>');
});

async function save(page: Page, id: string): Promise<Buffer> {
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByTestId('view-sawtooth').getByTestId(id).click()]);
  return readFileSync(await dl.path());
}
