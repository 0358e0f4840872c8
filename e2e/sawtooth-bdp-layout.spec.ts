import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// Issue 11 for the sawtooth and BDP pipe views: (a) in projector mode at 1280x720 the main figure
// is inside the first screen; (b) a run file with an out-of-range, non-finite, negative or
// wrong-typed field, an empty summary or series of different lengths is refused in the alert
// region, with no console error, and the page keeps what it showed. The good records come from
// the engine's CLI at test time (the views' own scenarios).

/** A RunRecord (with series) of `scenario`, simulated by the CLI. */
function cliRecord(scenario: unknown): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-layout-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', file, '--series'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as Record<string, unknown>;
}

const SAWTOOTH_SCENARIO = {
  version: 1, seed: 1, duration_s: 3, sample_ms: 100,
  link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
  flows: [{ id: 's1', transport: 'tcp', cc: 'reno', stack: 'linux', ecn: false }],
};
const BDP_SCENARIO = {
  version: 1, seed: 1, duration_s: 2.5, sample_ms: 10,
  link: { rate_mbps: 50, delay_ms: 40, reverse_delay_ms: 0, queue: { kind: 'fifo', limit_bytes: 256000 } },
  flows: [{ id: 's1', transport: 'tcp', cc: 'reno', stack: 'linux', cwnd_fixed: 100 }],
  pings: [],
};

type Bad = { name: string; field: RegExp; text: (good: Record<string, unknown>) => string };
const clone = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(r)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The malformed files of the issue, each built from a good record. */
const BAD: Bad[] = [
  { name: 'out-of-range.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 1e308; return JSON.stringify(r); } },
  // JSON has no Infinity: 1e999 is the number a careless export writes for it, and parses as Infinity.
  { name: 'non-finite.json', field: /cwnd/, text: (g) => { const r = clone(g); r.series.flows.s1.cwnd[2] = 123456789; return JSON.stringify(r).replace('123456789', '1e999'); } },
  { name: 'negative.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = -5; return JSON.stringify(r); } },
  { name: 'wrong-type.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 'fast'; return JSON.stringify(r); } },
  { name: 'empty-summary.json', field: /summary/, text: (g) => { const r = clone(g); r.summary = {}; return JSON.stringify(r); } },
  { name: 'lengths.json', field: /series/, text: (g) => { const r = clone(g); r.series.t_s.pop(); return JSON.stringify(r); } },
];

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function refusesEach(root: Locator, good: Record<string, unknown>, snapshot: () => Promise<unknown>): Promise<void> {
  const before = await snapshot();
  for (const bad of BAD) {
    await root.getByTestId('import-json').setInputFiles({ name: bad.name, mimeType: 'application/json', buffer: Buffer.from(bad.text(good)) });
    const note = root.getByTestId('import-note');
    await expect(note, bad.name).toContainText(bad.name);
    await expect(note, bad.name).toHaveAttribute('role', 'alert');
    await expect(note, bad.name).toContainText(bad.field);
    expect(await snapshot(), bad.name).toEqual(before);
  }
}

async function figureInsideFirstScreen(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.locator('[data-figure="main"]').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(box!.y + box!.height).toBeLessThanOrEqual(720);
}

test.describe('projector at 1280x720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('sawtooth: the main figure is inside the first screen, before and after a run', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/sawtooth', { lang: 'en', projector: '1', duration: '3', speed: '20' });
    await expect(page.getByTestId('saw-cwnd-chart')).toBeVisible();
    await figureInsideFirstScreen(page);
    await page.getByTestId('saw-start').click();
    await expect(page.getByTestId('saw-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await figureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('BDP pipe: the pipe and both charts are inside the first screen', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/bdp-pipe', { lang: 'es', projector: '1', cwnd: '239' });
    await expect(page.getByTestId('bdp-throughput-chart')).toBeVisible();
    await expect.poll(async () => Number(await page.getByTestId('bdp-canvas').getAttribute('data-t')), { timeout: 20_000 }).toBeGreaterThan(0);
    await figureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });
});

test('sawtooth: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(SAWTOOTH_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/sawtooth', { lang: 'en' });
  const root = page.getByTestId('view-sawtooth');
  // The good record is drawn (it is what the others are made from).
  await root.getByTestId('import-json').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(page.getByTestId('saw-cwnd-chart')).toHaveAttribute('data-points', '30');
  const figure = page.locator('[data-figure="main"]');
  await refusesEach(root, good, async () => [await page.getByTestId('saw-cwnd-chart').getAttribute('data-points'), await page.getByTestId('saw-loss-marks').getAttribute('data-count'), await figure.locator('svg').first().innerHTML()]);
  expect(errors).toEqual([]);
});

test('BDP pipe: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(BDP_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/bdp-pipe', { lang: 'en', cwnd: '239' });
  const root = page.getByTestId('view-bdp-pipe');
  await root.getByTestId('import-json').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(page.getByTestId('bdp-cwnd')).toHaveValue('100');
  await expect(page.getByTestId('bdp-throughput-chart')).toHaveAttribute('data-points', '1');
  await refusesEach(root, good, async () => [
    await page.getByTestId('bdp-throughput-chart').getAttribute('data-points'),
    await page.getByTestId('bdp-readout').getAttribute('data-cwnd'),
    await page.getByTestId('bdp-rate').inputValue(),
    await page.getByTestId('bdp-throughput-chart').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});
