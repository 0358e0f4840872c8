import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

/** The "Loss is not congestion" view: the tests speak of runs and transports, not selectors. */
class LossView {
  constructor(readonly page: Page) {}
  get root(): Locator { return this.page.getByTestId('view-loss-not-congestion'); }
  get status(): Locator { return this.page.getByTestId('lnc-status'); }
  get table(): Locator { return this.page.getByTestId('lnc-table'); }
  column(chart: 'goodput' | 'rtt', key: string): Locator {
    return this.page.getByTestId(`lnc-${chart}-chart`).locator(`[data-column="${key}"]`);
  }
  async transports(): Promise<string[]> {
    await expect(this.root).toHaveAttribute('data-transports', /frct/);
    return (await this.root.getAttribute('data-transports'))!.split(',');
  }
  async run(): Promise<void> { await this.page.getByTestId('lnc-run').click(); }
  async expectState(state: string, timeout = 30_000): Promise<void> {
    await expect(this.root).toHaveAttribute('data-state', state, { timeout });
  }
  async goodput(key: string): Promise<number> {
    return Number(await this.column('goodput', key).getAttribute('data-value'));
  }
}

test('every transport runs to the end on the lossy link; FRCT + mb-ecn beats CUBIC; exports', async ({ page }) => {
  await new LabPage(page).open('/views/loss-not-congestion', { lang: 'en', duration: '5' });
  const view = new LossView(page);
  const keys = await view.transports();
  // FRCT and at least the loss-based TCPs; BBR too once the engine has it.
  expect(keys.slice(0, 4)).toEqual(['frct', 'cubic', 'reno', 'dctcp']);
  await expect(page.getByTestId('lnc-duration')).toHaveValue('5');
  await view.run();
  await expect(page.getByTestId('lnc-runs').locator('li')).toHaveCount(keys.length);
  await view.expectState('done', 90_000);
  await expect(view.status).toHaveText(`Done: ${keys.length} runs (1 % loss each way, 5 s, FRCT reorder queue 1024).`);

  for (const key of keys) {
    await expect(view.column('goodput', key)).toHaveAttribute('data-value', /\d/);
    await expect(view.column('rtt', key)).toHaveAttribute('data-value', /\d/);
  }
  // Tutorial 10 at 1 % loss: FRCT + mb-ecn near the link rate, CUBIC near 9 Mbit/s.
  const frct = await view.goodput('frct');
  const cubic = await view.goodput('cubic');
  expect(frct).toBeGreaterThan(cubic * 3);
  // The tutorial's marks are drawn at its figures (CUBIC 9.4 Mbit/s).
  await expect(view.column('goodput', 'cubic').locator('[data-ref]')).toHaveAttribute('data-ref', '9.4');
  await expect(view.table.locator('tbody tr')).toHaveCount(keys.length);
  await expect(page.getByTestId('lnc-summary')).toContainText('FRCT + mb-ecn');

  const csvDownload = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const csv = readFileSync((await (await csvDownload).path())!, 'utf8').trim().split('\n');
  expect(csv[0]).toMatch(/^transport,loss_pct,duration_s,reorder_queue,goodput_mbps,/);
  expect(csv).toHaveLength(keys.length + 1);
  const jsonDownload = page.waitForEvent('download');
  await page.getByTestId('export-json').click();
  const records = JSON.parse(readFileSync((await (await jsonDownload).path())!, 'utf8'));
  expect(records).toHaveLength(keys.length);
  expect(records[0].scenario.link.loss).toBe(0.01);
  expect(records[0].scenario.duration_s).toBe(5);

  // The saved runs reopen on a fresh page with another setting: the same columns, the form follows.
  const goodputs = await Promise.all(keys.map((k) => view.goodput(k)));
  await new LabPage(page).open('/views/loss-not-congestion', { lang: 'en', loss: '2', duration: '10' });
  await view.transports();
  const file = readFileSync((await (await jsonDownload).path())!);
  await view.root.getByTestId('import-json').setInputFiles({ name: 'runs.json', mimeType: 'application/json', buffer: file });
  await expect(view.root.getByTestId('import-note')).toContainText('runs.json');
  await view.expectState('done', 5_000);
  await expect(view.status).toHaveText(`Opened runs.json: ${keys.length} runs (1 % loss each way, 5 s, FRCT reorder queue 1024).`);
  await expect(page.getByTestId('lnc-loss')).toHaveValue('1');
  await expect(page.getByTestId('lnc-duration')).toHaveValue('5');
  expect(await Promise.all(keys.map((k) => view.goodput(k)))).toEqual(goodputs);
  await expect(view.table.locator('tbody tr')).toHaveCount(keys.length);
  // A bad file: the reason, and the runs stay.
  await view.root.getByTestId('import-json').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2]') });
  await expect(view.root.getByTestId('import-note')).toContainText('junk.json');
  const twice = Buffer.from(JSON.stringify([records[1], records[1]]));
  await view.root.getByTestId('import-json').setInputFiles({ name: 'twice.json', mimeType: 'application/json', buffer: twice });
  await expect(view.root.getByTestId('import-note')).toContainText('twice.json');
  await expect(view.root.getByTestId('import-note')).toContainText('twice');
  expect(await Promise.all(keys.map((k) => view.goodput(k)))).toEqual(goodputs);
});

test('in Spanish: decimal commas, the deep link, and bad input named with its range; cancel', async ({ page }) => {
  await new LabPage(page).open('/views/loss-not-congestion', { lang: 'es', loss: '0.5', duration: '3', rq: '128' });
  const view = new LossView(page);
  await view.transports();
  await expect(page.getByTestId('lnc-loss')).toHaveValue('0,5');
  await expect(page.getByTestId('lnc-rq')).toHaveValue('128');

  await page.getByTestId('lnc-loss').fill('30');
  await view.run();
  await expect(view.root.getByText('Pérdida en cada sentido debe estar entre 0 y 20.')).toBeVisible();
  await expect(view.root).toHaveAttribute('data-state', 'idle');

  await page.getByTestId('lnc-loss').fill('1,5');
  await expect(page).toHaveURL(/loss=1\.5/);
  await view.run();
  await view.expectState('done', 90_000);
  await expect(view.status).toContainText('1,5 % de pérdida en cada sentido, 3 s, cola de reordenación de FRCT 128');
  await expect(view.table.locator('tr[data-row="frct"] td[data-cell="goodput"]')).toHaveText(/^\d+(,\d+)? Mbit\/s$/);
  await expect(view.table.locator('tbody')).toContainText(',');

  await page.getByTestId('lnc-duration-60').click();
  await view.run();
  await view.expectState('running');
  await page.getByTestId('lnc-cancel').click();
  await view.expectState('cancelled');
  await expect(view.status).toHaveText('Cancelado.');
});
