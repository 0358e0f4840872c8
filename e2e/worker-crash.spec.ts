import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LabPage, LinkPingView } from './pages/lab-page';

async function crash(page: Page, mode: 'throw' | 'exit'): Promise<void> {
  await page.evaluate((m) => {
    const debug = (window as unknown as { __sierraDebug: { crashWorker(mode: string): void } }).__sierraDebug;
    debug.crashWorker(m);
  }, mode);
}

async function runShortPing(view: LinkPingView): Promise<void> {
  await view.set('duration', '3');
  await view.set('speed', '10');
  await view.start();
  await view.expectState('done', 30_000);
  expect(await view.pointsPlotted()).toBeGreaterThan(10);
}

for (const mode of ['throw', 'exit'] as const) {
  test(`a worker that ${mode === 'throw' ? 'throws' : 'dies'} shows a clear error, and the next run works`, async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open('/views/link-ping', { lang: 'en', debug: '1' });
    const view = new LinkPingView(page);
    await view.set('duration', '120');
    await view.set('speed', '1');
    await view.start();
    await expect.poll(() => view.pointsPlotted()).toBeGreaterThan(1);
    await crash(page, mode);
    await expect(lab.errorBanner).toBeVisible({ timeout: 15_000 });
    await expect(lab.errorBanner).toContainText(mode === 'throw' ? /simulated worker crash/ : /stopped responding/);
    await view.expectState('error');
    await runShortPing(view);
  });
}
