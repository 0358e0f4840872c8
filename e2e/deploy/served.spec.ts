// Issue 26: the lab served by nginx under /sierra/ with the documented rules (deploy/nginx):
// pages and deep links under the prefix, the headers, a view run to the end, the presenter's
// display, offline after one visit, and a new deployment reaching a student who has the old one.
// Paths here are relative ('chapters/3'): the project's baseURL is http://127.0.0.1:<port>/sierra/.
import { expect, test, type Page } from '@playwright/test';
import { CONTENT_SECURITY_POLICY_HEADER } from '../../src/app/csp';
import { watchPageErrors } from '../pages/page-errors';
import { deploy, LAB_URL, ROOT_URL } from './nginx';

const header = (page: Page) => page.getByTestId('app-header');

test('home, a chapter and deep links work under /sierra/, with the documented headers', async ({ page, request }) => {
  const errors = watchPageErrors(page);
  const home = await page.goto('?lang=en');
  await expect(header(page)).toBeVisible();
  const h = home!.headers();
  expect(h['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
  expect(h['cache-control']).toBe('no-cache');
  // Every in-app link stays under the prefix; following one is an in-app navigation.
  const chapter = page.getByTestId('chapter-link-3').first();
  await expect(chapter).toHaveAttribute('href', /^\/sierra\/chapters\/3(\?|$)/);
  await chapter.click();
  await expect(page).toHaveURL(/\/sierra\/chapters\/3(\?|$)/);
  await expect(page.getByTestId('chapter-page')).toBeVisible();
  // A deep link typed or reloaded: nginx answers index.html (SPA fallback), the router the rest.
  await page.goto('views/sawtooth?lang=en');
  await expect(page.getByTestId('view-sawtooth')).toBeVisible();
  const copy = page.getByTestId('copy-link').first();
  await expect(copy).toHaveAttribute('data-href', new RegExp(`^${LAB_URL}views/sawtooth\\?`));
  await page.goto('download?lang=en');
  await expect(page.getByTestId('download-page')).toBeVisible();
  await page.goto('no-such-page?lang=en');
  await expect(page.getByTestId('not-found')).toBeVisible();

  // Hashed assets: a year, immutable, compressed; a missing one is a 404, never index.html.
  const script = await page.locator('script[type=module]').first().getAttribute('src');
  expect(script).toMatch(/^\/sierra\/assets\//);
  const asset = await request.get(`${ROOT_URL}${script}`, { headers: { 'accept-encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect((await request.get(`${LAB_URL}assets/missing-0000.js`)).status()).toBe(404);
  for (const file of ['sw.js', 'manifest.webmanifest', 'index.html']) {
    const r = await request.get(`${LAB_URL}${file}`);
    expect(r.status(), file).toBe(200);
    expect(r.headers()['cache-control'], file).toBe('no-cache');
  }
  expect((await request.get(`${LAB_URL}manifest.webmanifest`)).headers()['content-type']).toContain('application/manifest+json');
  // The site root and the bare prefix lead to the lab.
  expect((await request.get(`${ROOT_URL}/sierra`, { maxRedirects: 0 })).headers().location).toMatch(/\/sierra\/$/);
  expect(errors).toEqual([]);
});

test('a view runs to the end, and the presenter opens its display under the prefix', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('views/link-ping?lang=en&duration=2&speed=100');
  await expect(page.getByTestId('view-link-ping')).toBeVisible();
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });

  await page.goto('views/sawtooth?present=1&duration=2&lang=en');
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('present-open-display').click()]);
  expect(new URL(popup.url()).pathname).toBe('/sierra/views/sawtooth');
  await expect(popup.getByTestId('present-display')).toHaveAttribute('data-connected', '1');
  await popup.close();
  expect(errors).toEqual([]);
});

/** Waits until the service worker controls the page and has precached the lab. */
async function offlineReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    if (navigator.serviceWorker.controller === null) return 0;
    const names = await caches.keys();
    return names.length === 0 ? 0 : (await (await caches.open(names[0])).keys()).length;
  }), { timeout: 60_000 }).toBeGreaterThan(20);
}

test('after one visit the lab reloads offline under /sierra/, deep links included', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('?lang=en');
  await expect(header(page)).toBeVisible();
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(LAB_URL);
  await offlineReady(page);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(header(page)).toBeVisible();
    // Never visited: the service worker's fallback (index.html under the prefix) and the precache.
    await page.goto('chapters/5?lang=en');
    await expect(page.getByTestId('chapter-page')).toBeVisible();
    await page.goto('views/link-ping?lang=en&duration=2&speed=100');
    await page.getByTestId('run-start').click();
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  } finally {
    await context.setOffline(false);
  }
});

test('a new deployment reaches a student who has the offline copy: the prompt, then the new version', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('chapters/3?lang=en');
  await expect(page.getByTestId('chapter-page')).toBeVisible();
  await offlineReady(page);
  await expect(page.locator('meta[name=sierra-deployment]')).toHaveCount(0);
  deploy('v2');
  try {
    // The returning student: the page comes from the offline copy (v1); the browser finds the new
    // sw.js (served no-cache), installs it, and the page says a new version is ready.
    await page.reload();
    await expect(page.getByTestId('chapter-page')).toBeVisible();
    await expect(page.getByTestId('update-notice')).toBeVisible({ timeout: 60_000 });
    await expect(page.locator('meta[name=sierra-deployment]')).toHaveCount(0);
    await page.getByTestId('update-notice').getByRole('button').click();
    await expect(page.locator('meta[name=sierra-deployment]')).toHaveAttribute('content', 'v2', { timeout: 30_000 });
    await expect(page.getByTestId('chapter-page')).toBeVisible();
    await expect(page.getByTestId('update-notice')).toHaveCount(0);
  } finally {
    deploy('v1');
  }
});
