// Issue 6, "Done when": the algorithms and queue kinds the engine has are selectable in the
// bufferbloat and sawtooth views (the lists come from the worker; deep links keep working).
import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { BufferbloatView, LabPage, SawtoothView } from './pages/lab-page';

const optionValues = (select: Locator) =>
  select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

test('sawtooth: BBR and the SCE variants are offered and run from a deep link', async ({ page }) => {
  await new LabPage(page).open('/views/sawtooth', { lang: 'en', cc: 'bbr', queue: 'cake' });
  const view = new SawtoothView(page);
  await expect(page.getByTestId('saw-cc')).toHaveValue('bbr');
  await expect(page.getByTestId('saw-queue')).toHaveValue('cake');
  await expect.poll(() => optionValues(page.getByTestId('saw-cc'))).toEqual(expect.arrayContaining(['reno', 'cubic', 'dctcp', 'bbr', 'reno-sce', 'dctcp-sce']));
  expect(await optionValues(page.getByTestId('saw-queue'))).toEqual(['fifo', 'red', 'red-ecn', 'codel', 'cake']);
  await view.set('duration', '5');
  await view.set('speed', '50');
  await view.start();
  await view.expectState('done', 30_000);
  await expect(view.root).toContainText('BBR v1 (linux) #1');
  await page.getByTestId('saw-cc').selectOption('reno-sce');
  await expect(page).toHaveURL(/cc=reno-sce/);
});

test('bufferbloat: DCTCP-SCE through Cake runs the table', async ({ page }) => {
  await new LabPage(page).open('/views/bufferbloat', { lang: 'es', cc: 'dctcp-sce', queue: 'cake', buffer: '250' });
  const view = new BufferbloatView(page);
  await expect(page.getByTestId('bloat-cc')).toHaveValue('dctcp-sce');
  await expect.poll(() => optionValues(page.getByTestId('bloat-cc'))).toEqual(expect.arrayContaining(['reno', 'cubic', 'dctcp', 'bbr', 'reno-sce', 'dctcp-sce', 'both']));
  await view.set('duration', '3');
  await view.runAll();
  await expect(view.status).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await expect(view.table).toContainText('DCTCP-SCE (ECN)');
});
