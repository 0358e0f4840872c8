// Content security (issue 18, item 5): the built lab carries a Content-Security-Policy (no inline
// script, no eval, workers from the site), and a page that runs simulations, draws them and exports
// a figure breaks none of it; a file too large to be a run record is refused with a message.
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '../src/app/csp';
import { CHAPTER_COUNT, parseRoute } from '../src/app/routes';
import { VIEWS } from '../src/views/registry';

/** Every CSP violation of the page (reported from the first script on, across navigations) and every console error. */
async function watch(page: Page): Promise<{ violations: string[]; errors: string[] }> {
  const violations: string[] = [];
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.exposeFunction('__sierraCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __sierraCspViolation: (t: string) => void }).__sierraCspViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return { violations, errors };
}

test('the built index.html has the policy first and no inline script', () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
  expect(meta?.[1].replace(/&#39;/g, "'")).toBe(CONTENT_SECURITY_POLICY);
  expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attrs, body] of scripts) {
    expect(attrs).toMatch(/\bsrc="/);
    expect(body.trim()).toBe('');
  }
  expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
});

test('the preview server sends the policy as a header too', async ({ request }) => {
  const res = await request.get('/');
  expect(res.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
});

test('runs, draws and exports with no CSP violation and no console error', async ({ page }) => {
  const w = await watch(page);
  await page.goto('/views/link-ping?lang=en');
  await page.getByTestId('input-duration').fill('3');
  await page.getByTestId('input-speed').fill('10');
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('export-png').click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  // A TCP run on another page too (the sawtooth draws with D3), and a chapter with its widgets.
  await page.goto('/views/sawtooth?lang=es&duration=3&speed=100');
  await page.getByTestId('saw-start').click();
  await expect(page.getByTestId('saw-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await page.goto('/chapters/2?lang=es');
  await expect(page.getByTestId('chapter-page')).toBeVisible();
  expect(w.violations).toEqual([]);
  expect(w.errors).toEqual([]);
});

test('every page loads under the policy with no violation and no console error', async ({ page }) => {
  test.setTimeout(180_000);
  const w = await watch(page);
  const optional = ['/dashboard', '/lab/week'].filter((p) => parseRoute(p, VIEWS.map((v) => v.id)).name !== 'notFound');
  const pages = ['/', ...Array.from({ length: CHAPTER_COUNT }, (_, i) => `/chapters/${i + 1}`), ...VIEWS.map((v) => `/views/${v.id}`), '/download', '/lab/panels', ...optional];
  for (const path of pages) {
    await page.goto(`${path}?lang=es&projector=1`);
    await expect(page.getByTestId('app-header')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(w.violations).toEqual([]);
  expect(w.errors).toEqual([]);
});

test('the watch sees a violation: an inline script added to the page is refused and reported', async ({ page }) => {
  const w = await watch(page);
  await page.goto('/?lang=en');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.body.append(s);
  });
  await expect.poll(() => w.violations.length).toBeGreaterThan(0);
  expect(w.violations[0]).toMatch(/^script-src/);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});

test('a 60 MB file is refused from its size with a message, and the page is unchanged', async ({ page }) => {
  const w = await watch(page);
  await page.goto('/views/link-ping?lang=en');
  const dir = mkdtempSync(join(tmpdir(), 'sierra-big-'));
  const path = join(dir, 'huge-run.json');
  writeFileSync(path, Buffer.alloc(60 * 1024 * 1024, 0x20));
  const before = await page.getByTestId('ping-plot').getAttribute('data-points');
  await page.locator('input[type=file]').first().setInputFiles(path);
  const note = page.getByTestId('import-note');
  await expect(note).toHaveAttribute('role', 'alert');
  await expect(note).toContainText('huge-run.json');
  await expect(note).toContainText('The file is too large (62914560 bytes)');
  await expect(note).toContainText('at most 52,428,800 bytes');
  expect(await page.getByTestId('ping-plot').getAttribute('data-points')).toBe(before);
  expect(w.errors).toEqual([]);
});
