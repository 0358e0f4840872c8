import { expect, test } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// Issue 17, "Offline": after a first visit the service worker has precached the built lab; with
// the browser offline (context.setOffline), the home page, a chapter and two views reload and a
// run completes.
test('the lab works offline after one visit', async ({ page, context }) => {
  test.setTimeout(120_000);
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'en' });
  // The worker controls the page (clientsClaim) and its precache holds the whole lab. (Polled
  // from Node: waitForFunction does not wait for an async predicate's promise.)
  await expect.poll(() => page.evaluate(async () => {
    if (navigator.serviceWorker.controller === null) return 0;
    const names = await caches.keys();
    return names.length === 0 ? 0 : (await (await caches.open(names[0])).keys()).length;
  }), { timeout: 60_000 }).toBeGreaterThan(20);
  await context.setOffline(true);
  await page.reload();
  await expect(lab.header).toBeVisible();
  await lab.open('/chapters/3', { lang: 'en' });
  await expect(lab.chapterPage).toBeVisible();
  await lab.open('/views/phase-plane', { lang: 'en' });
  await expect(page.getByTestId('view-phase-plane')).toBeVisible();
  await lab.open('/views/link-ping', { lang: 'en', duration: '2', speed: '100' });
  await expect(page.getByTestId('view-link-ping')).toBeVisible();
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await lab.open('/download', { lang: 'es' });
  await expect(page.getByTestId('offline-state')).toHaveAttribute('data-state', 'ready');
  await context.setOffline(false);
});
