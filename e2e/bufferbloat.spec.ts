import { expect, test } from '@playwright/test';
import { BufferbloatView, LabPage } from './pages/lab-page';

test('the whole table for Reno reproduces the notes\' ordering', async ({ page }) => {
  test.setTimeout(120_000);
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en' });
  const view = new BufferbloatView(page);
  await view.chooseCc('reno');
  await view.set('duration', '8');
  await view.watchStates();
  await view.runAll();
  await expect.poll(() => view.statesSeen()).toContain('running');
  await expect.poll(async () => Number(await view.progress.getAttribute('data-fraction'))).toBeGreaterThan(0);
  await view.expectState('done', 90_000);
  await expect(view.progress).toHaveAttribute('data-fraction', '1.000');
  await expect(view.table.locator('tbody tr[data-cc]')).toHaveCount(3);

  const median = { 50: 0, 250: 0, 2000: 0 };
  for (const kib of [50, 250, 2000] as const) {
    const unloaded = await view.number(kib, 'reno', 'unloaded');
    expect(unloaded, `${kib} KiB unloaded`).toBeGreaterThan(39);
    expect(unloaded, `${kib} KiB unloaded`).toBeLessThan(43);
    median[kib] = await view.number(kib, 'reno', 'median');
    console.log(`${kib} KiB reno: unloaded ${unloaded} ms, loaded median ${median[kib]} ms, ` +
      `max ${await view.number(kib, 'reno', 'max')} ms, goodput ${await view.number(kib, 'reno', 'goodput')} Mbit/s`);
  }
  expect(median[2000]).toBeGreaterThan(2 * median[250]);
  expect(median[250]).toBeGreaterThan(median[50]);
  expect(await view.number(250, 'reno', 'goodput')).toBeGreaterThan(40);
  expect(await view.number(2000, 'reno', 'goodput')).toBeGreaterThan(40);
  // Every loaded ping came back: 8 s / 267 ms = 30 of 30.
  await expect(view.cell(2000, 'reno', 'received')).toHaveText('30 / 30');
  // The figures draw the three runs.
  await expect(view.timeline).toHaveAttribute('data-series', '3');
  await expect(view.distribution).toHaveAttribute('data-series', '3');
  expect(await view.pointsPlotted()).toBe(3 * 38);

  // A row can be taken off the figures and drawn again from its RunRecord.
  await view.row(50, 'reno').getByTestId('bloat-row-shown').uncheck();
  await expect(view.timeline).toHaveAttribute('data-series', '2');
  await view.row(50, 'reno').getByTestId('bloat-row-shown').check();
  await expect(view.timeline).toHaveAttribute('data-series', '3');
});

test('a live run shows ping points arriving as the queue fills', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en' });
  const view = new BufferbloatView(page);
  await view.set('duration', '6');
  await view.chooseLive('fifo-2000-reno');
  await view.setSpeed(2);
  await view.start();
  await view.expectState('running');
  await expect.poll(() => view.pointsPlotted(), { timeout: 15_000 }).toBeGreaterThan(3);
  const early = await view.pointsPlotted();
  await expect.poll(() => view.pointsPlotted(), { timeout: 15_000 }).toBeGreaterThan(early);
  await expect(view.status).toHaveAttribute('data-state', 'running');
  // The row fills in while the run goes on, then gets its throughput.
  await expect(view.row(2000, 'reno')).toHaveAttribute('data-live', '1');
  await view.expectState('done', 30_000);
  await expect(view.row(2000, 'reno')).not.toHaveAttribute('data-live', '1');
  expect(await view.number(2000, 'reno', 'median')).toBeGreaterThan(100);
});

test('cancelling the table ignores the batch\'s late results', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en' });
  const view = new BufferbloatView(page);
  await view.set('duration', '30');
  await view.runAll();
  await view.expectState('running');
  await view.cancel();
  await view.expectState('idle');
  await page.waitForTimeout(3000);
  await expect(view.status).toHaveAttribute('data-state', 'idle');
  await expect(view.table.locator('tbody tr[data-cc]')).toHaveCount(0);
});

test('bad input is refused with a message naming the field and its range', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en' });
  const view = new BufferbloatView(page);
  await view.set('rate', '0');
  await view.set('buffers', '50, 1');
  await view.runAll();
  await expect(view.root.getByText('Link rate must be between 0.1 and 10,000.')).toBeVisible();
  await expect(view.root.getByText('Buffers: each size must be between 2 and 100,000 KiB.')).toBeVisible();
  await expect(view.status).toHaveAttribute('data-state', 'idle');
});

test('Spanish shows decimal commas', async ({ page }) => {
  test.setTimeout(90_000);
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'es' });
  const view = new BufferbloatView(page);
  await view.set('buffers', '250');
  await view.set('duration', '3');
  await view.runAll();
  await view.expectState('done', 60_000);
  await expect(view.cell(250, 'reno', 'unloaded')).toHaveText(/^4\d,\d ms$/);
  await expect(view.cell(250, 'reno', 'goodput')).toHaveText(/^\d+,\d Mbit\/s$/);
  await expect(view.cell(250, 'reno', 'bound')).toHaveText('41,0 ms');
});
