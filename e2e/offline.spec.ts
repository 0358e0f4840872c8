import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// Issue 17, "Offline": after a first visit the service worker has precached the built lab; with
// the network gone, the home page, a chapter and two views reload and a run completes.
//
// How the network goes away: the test serves the built folder (dist/, built by the config's web
// server) from a server of its own and then closes that server, which is what a classroom without
// a network is. Playwright's context.setOffline(true) is not used: with this Chromium it fails
// every navigation with ERR_INTERNET_DISCONNECTED before the service worker can answer it, even
// with the whole lab in its cache (checked by hand), so it would test Playwright, not the lab.

const DIST = join(import.meta.dirname, '..', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
};

function serveDist(): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = extname(path) ? join(DIST, path) : join(DIST, 'index.html');
    readFile(file).then(
      (body) => { res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }); res.end(body); },
      () => { res.writeHead(404); res.end(); },
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    resolve({ server, origin: `http://localhost:${port}` });
  }));
}

// FIXME (issue 17 is not resolved on this point): the service worker installs and activates, but
// in this check the precache was still empty when the page was controlled, and with the server
// closed a reload was refused (ERR_CONNECTION_REFUSED): the lab does not yet work offline as
// tested here. Kept as the test to make pass, not run, so CI stays honest about what works.
test.fixme('the lab works offline after one visit', async ({ page }) => {
  test.setTimeout(120_000);
  const { server, origin } = await serveDist();
  const lab = new LabPage(page);
  await lab.open(`${origin}/`, { lang: 'en' });
  // The worker is installed, controls the page (clientsClaim) and holds the precached lab.
  await page.waitForFunction(async () => {
    const reg = await navigator.serviceWorker.getRegistration();
    if (!reg?.active || navigator.serviceWorker.controller === null) return false;
    const names = await caches.keys();
    if (names.length === 0) return false;
    return (await (await caches.open(names[0])).keys()).length > 20;
  }, undefined, { timeout: 60_000, polling: 250 });
  await new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  // Nothing answers on the lab's address now.
  expect(await fetch(`${origin}/`).then(() => 'answered', () => 'refused')).toBe('refused');

  await page.reload();
  await expect(lab.header).toBeVisible();
  await lab.open(`${origin}/chapters/3`, { lang: 'en' });
  await expect(lab.chapterPage).toBeVisible();
  await lab.open(`${origin}/views/phase-plane`, { lang: 'en' });
  await expect(page.getByTestId('view-phase-plane')).toBeVisible();
  await lab.open(`${origin}/views/link-ping`, { lang: 'en', duration: '2', speed: '100' });
  await expect(page.getByTestId('view-link-ping')).toBeVisible();
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
  await lab.open(`${origin}/download`, { lang: 'es' });
  await expect(page.getByTestId('offline-state')).toHaveAttribute('data-state', 'ready');
});
