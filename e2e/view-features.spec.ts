import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// What every view offers (issue 5, "For every view"): export the figure (SVG, PNG), the data
// (CSV) and the run (RunRecord JSON), reopen the JSON, refuse a bad file without losing the page,
// deep links with parameters, and a language switch that keeps the view's state.

async function save(page: Page, root: Locator, id: string): Promise<{ name: string; bytes: Buffer }> {
  const [dl] = await Promise.all([page.waitForEvent('download'), root.getByTestId(id).click()]);
  const path = await dl.path();
  return { name: dl.suggestedFilename(), bytes: readFileSync(path) };
}

async function checkExports(page: Page, root: Locator, csvHeader: RegExp): Promise<Buffer> {
  const svg = await save(page, root, 'export-svg');
  expect(svg.name).toMatch(/\.svg$/);
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return { error: doc.querySelector('parsererror') !== null, root: doc.documentElement.nodeName, axes: doc.querySelectorAll('.domain, .tick, [data-axis]').length, images: doc.querySelectorAll('image').length };
  }, svg.bytes.toString('utf8'));
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe('svg');
  expect(parsed.axes).toBeGreaterThan(0);
  expect(parsed.images).toBeGreaterThan(0);
  const png = await save(page, root, 'export-png');
  expect([...png.bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // 2x: wider than the page's figure.
  expect(png.bytes.readUInt32BE(16)).toBeGreaterThan(1000);
  const csv = await save(page, root, 'export-csv');
  expect(csv.bytes.toString('utf8').split('\n')[0]).toMatch(csvHeader);
  const json = await save(page, root, 'export-json');
  const rec = JSON.parse(json.bytes.toString('utf8'));
  expect(rec.version).toBe(1);
  expect(rec.scenario).toBeTruthy();
  expect(rec.summary).toBeTruthy();
  expect(rec.series).toBeTruthy();
  return json.bytes;
}

async function badFile(root: Locator, figure: Locator, attr: string): Promise<void> {
  const before = await figure.getAttribute(attr);
  await root.getByTestId('import-json').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 2}') });
  await expect(root.getByTestId('import-note')).toContainText('bad.json');
  await expect(root.getByTestId('import-note')).toContainText('version 1');
  expect(await figure.getAttribute(attr)).toBe(before);
  await root.getByTestId('import-json').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(root.getByTestId('import-note')).toContainText('not JSON');
  expect(await figure.getAttribute(attr)).toBe(before);
}

test('link and ping: exports, reopens the run, refuses a bad file, keeps state across languages', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/link-ping', { lang: 'en' });
  const root = page.getByTestId('view-link-ping');
  await page.getByTestId('input-duration').fill('3');
  await page.getByTestId('input-speed').fill('20');
  await page.getByTestId('input-load').fill('60');
  await expect.poll(() => new URL(page.url()).searchParams.get('load')).toBe('60');
  await page.getByTestId('run-start').click();
  await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const plot = page.getByTestId('ping-plot');
  const points = await plot.getAttribute('data-points');
  expect(Number(points)).toBeGreaterThan(10);
  await expect(page.getByTestId('lp-summary')).toContainText('pings answered');
  const json = await checkExports(page, root, /^series,t_s,rtt_ms,queue_bytes$/);
  await badFile(root, plot, 'data-points');
  // Language switch: same run, same inputs.
  await lab.switchLanguage('es');
  await expect(plot).toHaveAttribute('data-points', points!);
  await expect(page.getByTestId('input-load')).toHaveValue('60');
  await lab.switchLanguage('en');
  // A fresh page draws the saved run again.
  await page.reload();
  await expect(plot).toHaveAttribute('data-points', '0');
  await root.getByTestId('import-json').setInputFiles({ name: 'run.json', mimeType: 'application/json', buffer: json });
  await expect(plot).toHaveAttribute('data-points', points!);
  await expect(root.getByTestId('import-note')).toContainText('run.json');
});

test('sawtooth: exports, reopens the run, refuses a bad file', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/sawtooth', { lang: 'en' });
  const root = page.getByTestId('view-sawtooth');
  await page.getByTestId('saw-duration').fill('3');
  await page.getByTestId('saw-speed').fill('20');
  await page.getByTestId('saw-start').click();
  await expect(page.getByTestId('saw-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const chart = page.getByTestId('saw-cwnd-chart');
  await expect(chart).toHaveAttribute('data-points', '30');
  const json = await checkExports(page, root, /^run,cc,stack,t_s,cwnd/);
  await badFile(root, chart, 'data-points');
  await lab.switchLanguage('es');
  await expect(chart).toHaveAttribute('data-points', '30');
  await expect(page.getByTestId('saw-duration')).toHaveValue('3');
  await lab.switchLanguage('en');
  await page.reload();
  await expect(chart).toHaveAttribute('data-runs', '0');
  await root.getByTestId('import-json').setInputFiles({ name: 'saw.json', mimeType: 'application/json', buffer: json });
  await expect(chart).toHaveAttribute('data-points', '30');
  await expect(page.getByTestId('saw-status')).toContainText('saved run record');
});

test('bufferbloat: keyboard, exports, reopens the run, refuses a bad file', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en' });
  const root = page.getByTestId('view-bufferbloat');
  await page.getByTestId('bloat-buffers').fill('50');
  await page.getByTestId('bloat-duration').fill('3');
  // Keyboard: space runs and pauses, right arrow steps, + changes the speed.
  await root.focus();
  await page.keyboard.press('+');
  await expect(page.getByTestId('bloat-speed')).toHaveValue('2');
  await page.keyboard.press('-');
  await expect(page.getByTestId('bloat-speed')).toHaveValue('1');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('bloat-status')).toHaveAttribute('data-state', 'running');
  await expect.poll(async () => Number(await page.getByTestId('bloat-timeline').getAttribute('data-points'))).toBeGreaterThan(1);
  await page.keyboard.press(' ');
  await expect(page.getByTestId('bloat-status')).toHaveAttribute('data-state', 'paused');
  const held = Number(await page.getByTestId('bloat-timeline').getAttribute('data-points'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => Number(await page.getByTestId('bloat-timeline').getAttribute('data-points'))).toBeGreaterThan(held);
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await page.keyboard.press(' ');
  await expect(page.getByTestId('bloat-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const timeline = page.getByTestId('bloat-timeline');
  const points = await timeline.getAttribute('data-points');
  const json = await checkExports(page, root, /^queue,buffer_kib,cc,/);
  // The saved figure carries its legend (one entry per configuration drawn), as on screen.
  const entry = ((await page.getByTestId('bloat-legend').locator('li').first().textContent()) ?? '').trim();
  expect(entry).toContain('50');
  expect((await save(page, root, 'export-svg')).bytes.toString('utf8')).toContain(`>${entry}</text>`);
  await badFile(root, timeline, 'data-points');
  await lab.switchLanguage('es');
  await expect(timeline).toHaveAttribute('data-points', points!);
  await lab.switchLanguage('en');
  await page.reload();
  await expect(timeline).toHaveAttribute('data-points', '0');
  await root.getByTestId('import-json').setInputFiles({ name: 'bloat.json', mimeType: 'application/json', buffer: json });
  await expect(timeline).toHaveAttribute('data-points', points!);
  await expect(page.getByTestId('bloat-table').locator('tr[data-buffer-kib="50"][data-cc="reno"]')).toHaveCount(1);
});

test('deep links open each view with its parameters; a bad one is named with its range', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bufferbloat', { lang: 'en', buffer: '2000', cc: 'cubic' });
  await expect(page.getByTestId('bloat-buffers')).toHaveValue('2000');
  await expect(page.getByTestId('bloat-cc')).toHaveValue('cubic');
  await expect(page.getByTestId('view-param-warning')).toHaveCount(0);
  await expect(page.getByTestId('url-warning')).toHaveCount(0);

  await lab.open('/views/sawtooth', { cc: 'cubic', buffer: '2000', lang: 'en' });
  await expect(page.getByTestId('saw-cc')).toHaveValue('cubic');
  await expect(page.getByTestId('saw-buffer')).toHaveValue('2000');
  await page.getByTestId('saw-rate').fill('20');
  await expect.poll(() => new URL(page.url()).search).toContain('rate=20');
  expect(new URL(page.url()).searchParams.get('cc')).toBe('cubic');
  expect(new URL(page.url()).searchParams.get('lang')).toBe('en');

  await lab.open('/views/link-ping', { load: '60', lang: 'en' });
  await expect(page.getByTestId('input-load')).toHaveValue('60');

  await lab.open('/views/sawtooth', { lang: 'en', rate: '0', cc: 'vegas' });
  const warning = page.getByTestId('view-param-warning');
  await expect(warning).toContainText('rate=0');
  await expect(warning).toContainText('from 0.1 to 10,000');
  await expect(warning).toContainText('cc=vegas');
  await expect(warning).toContainText('reno, cubic');
  await expect(page.getByTestId('saw-rate')).toHaveValue('50');
  await expect(page.getByTestId('url-warning')).toHaveCount(0);

  await lab.open('/views/bufferbloat', { lang: 'es', buffer: '1,99999999' });
  await expect(page.getByTestId('view-param-warning')).toContainText('buffer');
  await page.screenshot({ path: 'test-results/view-param-warning-es.png' });
});
