import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// Issue 11 for the link-and-ping, bufferbloat and phase-plane views: (a) in projector mode at
// 1280x720 the main figure ([data-figure="main"]) is inside the first screen, the page scrolled to
// the top; (b) a run file with an out-of-range, a non-finite, a negative or a wrong-typed field, an
// empty summary, or series of different lengths is refused in the alert region, with no console
// error, and the figure keeps what it showed. The good records are simulated by the engine's CLI at
// test time, from each view's own kind of scenario.

/** A RunRecord (with series) of `scenario`, simulated by the CLI. */
function cliRecord(scenario: unknown): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-ping-layout-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', file, '--series'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as Record<string, unknown>;
}

const LINK = { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } };
/** What the link-and-ping view runs: a ping every 100 ms, a UDP load from 2 s (4 s in all). */
const PING_SCENARIO = {
  version: 1, seed: 1, duration_s: 4, sample_ms: 100, link: LINK,
  flows: [{ id: 'load', transport: 'udp', rate_mbps: 60, start_s: 2 }],
  pings: [{ id: 'ping', interval_ms: 100, start_s: 0 }],
};
/** The bufferbloat view's one configuration: 50 KiB, Reno from 2 s, a ping every 267 ms for 2 + 3 s. */
const BLOAT_SCENARIO = {
  version: 1, seed: 1, duration_s: 5.3, sample_ms: 100,
  link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 51200 } },
  flows: [{ id: 's1', transport: 'tcp', cc: 'reno', stack: 'linux', start_s: 2 }],
  pings: [{ id: 's2', interval_ms: 267, start_s: 0, count: 19 }],
};
/** The phase plane's two TCP flows on the course's link (s2 from 5 s), 7 s. */
const TCP_SCENARIO = {
  version: 1, seed: 1, duration_s: 7, sample_ms: 40, link: LINK,
  flows: [
    { id: 's1', transport: 'tcp', cc: 'reno', start_s: 0, extra_delay_ms: 0 },
    { id: 's2', transport: 'tcp', cc: 'cubic', start_s: 5, extra_delay_ms: 0 },
  ],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Rec = Record<string, any>;
const clone = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(r)) as Rec;
/** A sentinel a number can be replaced by in the text: JSON has no Infinity, 1e999 parses as one. */
const SENTINEL = 987654321.25;

/** The malformed files, each from a good record; `series` names a column every record has. */
function badFiles(series: (r: Rec) => number[]): { name: string; field: RegExp; text: (g: Record<string, unknown>) => string }[] {
  return [
    { name: 'out-of-range.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 1e308; return JSON.stringify(r); } },
    { name: 'non-finite.json', field: /series/, text: (g) => { const r = clone(g); series(r)[1] = SENTINEL; return JSON.stringify(r).replace(String(SENTINEL), '1e999'); } },
    { name: 'negative.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = -5; return JSON.stringify(r); } },
    { name: 'wrong-type.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 'fast'; return JSON.stringify(r); } },
    { name: 'empty-summary.json', field: /summary/, text: (g) => { const r = clone(g); r.summary = {}; return JSON.stringify(r); } },
    { name: 'lengths.json', field: /series/, text: (g) => { const r = clone(g); series(r).pop(); return JSON.stringify(r); } },
  ];
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function open(root: Locator, name: string, text: string): Promise<void> {
  await root.getByTestId('import-json').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Every bad file is refused where the page says so, naming the file and the field; the figure stays. */
async function refusesEach(page: Page, root: Locator, good: Record<string, unknown>, series: (r: Rec) => number[], extra: () => Promise<unknown> = async () => null): Promise<void> {
  const figure = page.locator('[data-figure="main"]');
  const snapshot = async () => [await figure.innerHTML(), await extra()];
  const before = await snapshot();
  for (const bad of badFiles(series)) {
    await open(root, bad.name, bad.text(good));
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

  test('link and ping: the readout, the ping and the queue charts are inside the first screen, before and after a run', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/link-ping', { lang: 'en', projector: '1', duration: '3', speed: '20', load: '60' });
    await expect(page.getByTestId('ping-plot')).toBeVisible();
    await figureInsideFirstScreen(page);
    await page.getByTestId('run-start').click();
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await figureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('bufferbloat: the legend and both figures are inside the first screen after the whole table', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/bufferbloat', { lang: 'es', projector: '1', load: '3' });
    await figureInsideFirstScreen(page);
    await page.getByTestId('bloat-run-all').click();
    await expect(page.getByTestId('bloat-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
    await expect(page.getByTestId('bloat-timeline')).toHaveAttribute('data-series', '3');
    await figureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('phase plane: the model’s plane with its table, and the TCP plane with its readout, are inside the first screen', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/phase-plane', { lang: 'en', projector: '1' });
    await expect(page.getByTestId('phase-svg')).toBeVisible();
    await figureInsideFirstScreen(page);
    await page.getByTestId('phase-step').click();
    await figureInsideFirstScreen(page);
    // The TCP mode, from its link (the settings are folded away on a projector), before and after a run.
    await new LabPage(page).open('/views/phase-plane', { lang: 'es', projector: '1', mode: 'tcp', duration: '20' });
    await expect(page.getByTestId('phase-svg')).toHaveAttribute('data-mode', 'tcp');
    await figureInsideFirstScreen(page);
    await page.getByTestId('phase-tcp-speed').selectOption('20');
    await page.getByTestId('phase-tcp-start').click();
    await expect(page.getByTestId('phase-tcp-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
    await figureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });
});

test('link and ping: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(PING_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/link-ping', { lang: 'en' });
  const root = page.getByTestId('view-link-ping');
  await open(root, 'good.json', JSON.stringify(good));
  // 4 s of a ping every 100 ms.
  await expect(page.getByTestId('ping-plot')).toHaveAttribute('data-points', '40');
  await refusesEach(page, root, good, (r) => r.series.queue_bytes, () => page.getByTestId('ping-plot').getAttribute('data-points'));
  expect(errors).toEqual([]);
});

test('bufferbloat: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(BLOAT_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/bufferbloat', { lang: 'es' });
  const root = page.getByTestId('view-bufferbloat');
  await open(root, 'good.json', JSON.stringify(good));
  await expect(page.getByTestId('bloat-timeline')).toHaveAttribute('data-points', '19');
  const rows = page.getByTestId('bloat-table').locator('tbody tr[data-cc]');
  await expect(rows).toHaveCount(1);
  await refusesEach(page, root, good, (r) => r.series.pings.s2.rtt_ms, async () => [await rows.count(), await page.getByTestId('bloat-table').innerHTML()]);
  expect(errors).toEqual([]);
});

test('phase plane, two TCP flows: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(TCP_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/phase-plane', { lang: 'en', mode: 'tcp' });
  const root = page.getByTestId('view-phase-plane');
  await open(root, 'good.json', JSON.stringify(good));
  // 7 s sampled every 40 ms.
  await expect(page.getByTestId('phase-svg')).toHaveAttribute('data-tcp-points', '175');
  await expect(page.getByTestId('phase-tcp-cc2')).toHaveValue('cubic');
  await refusesEach(page, root, good, (r) => r.series.flows.s2.delivery_mbps, async () => [await page.getByTestId('phase-tcp-cc2').inputValue(), await page.getByTestId('phase-tcp-x2').textContent()]);
  expect(errors).toEqual([]);
});

test('link and ping: hovering the ping chart moves the cursor in the queue chart of the same run, and leaving clears it', async ({ page }) => {
  const good = cliRecord(PING_SCENARIO);
  await new LabPage(page).open('/views/link-ping', { lang: 'en' });
  await open(page.getByTestId('view-link-ping'), 'good.json', JSON.stringify(good));
  await expect(page.getByTestId('ping-plot')).toHaveAttribute('data-points', '40');
  const cursorOf = async (panel: string) => {
    const v = await page.locator(`[data-panel="${panel}"] [data-cursor]`).first().getAttribute('data-cursor');
    return v ? Number(v) : null;
  };
  // The plot spans the run's 4 s: the middle of the canvas is about 2 s.
  const box = await page.getByTestId('ping-plot').locator('canvas').boundingBox();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect.poll(() => cursorOf('ping-rtt')).not.toBeNull();
  expect(Math.abs((await cursorOf('ping-rtt'))! - 2)).toBeLessThan(0.2);
  await expect.poll(() => cursorOf('queue')).not.toBeNull();
  expect(Math.abs((await cursorOf('queue'))! - (await cursorOf('ping-rtt'))!)).toBeLessThan(1e-3);
  await expect(page.locator('[data-panel="ping-rtt"] [data-cursor-line]')).toHaveCount(1);
  await page.mouse.move(2, 2);
  await expect.poll(() => cursorOf('ping-rtt')).toBeNull();
  await expect.poll(() => cursorOf('queue')).toBeNull();
});
