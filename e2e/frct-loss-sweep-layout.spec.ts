import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// Issue 11 for the FRCT repair, loss-is-not-congestion and sweep views: (a) in projector mode at
// 1280x720 the main figure is inside the first screen, before and after a run; (b) a run file with
// an out-of-range, non-finite, negative or wrong-typed field, an empty summary or series of
// different lengths is refused in the alert region, with no console error, and the page keeps
// what it showed (the sweep reads no run files: a damaged sweep link is refused the same way).
// The good records come from the engine's CLI at test time, on the views' own scenarios. And the
// FRCT packet log stays quiet for screen readers: no live log, a polite count line at most every
// two seconds.

/** A RunRecord (with series) of `scenario`, simulated by the CLI. */
function cliRecord(scenario: unknown): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-frct-layout-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', file, '--series'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as Record<string, unknown>;
}

/** Tutorial 10's lossy link, 2 s, a bulk FRCT flow (the FRCT view's own kind of run). */
const FRCT_SCENARIO = {
  version: 1, seed: 1, duration_s: 2,
  link: { rate_mbps: 20, delay_ms: 10, reverse_rate_mbps: 20, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01, queue: { kind: 'fifo', limit_packets: 1000 } },
  flows: [{ id: 'frct', transport: 'frct', frct: { reorder_queue: 1024 } }],
};
/** The comparison's CUBIC run at 1 % loss, 2 s (as the loss-not-congestion view builds it). */
const CUBIC_SCENARIO = {
  version: 1, seed: 1, duration_s: 2,
  link: { rate_mbps: 100, delay_ms: 10, reverse_rate_mbps: 100, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01, loss_unit: 'gso', queue: { kind: 'fifo', limit_packets: 65536 } },
  flows: [{ id: 'tcp', cc: 'cubic', rcv_scaling_ratio: 0.92 }],
};

type Bad = { name: string; field: RegExp; text: (good: Record<string, unknown>) => string };
const clone = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(r)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The malformed files of the issue, each built from a good record (`series` names a column of its flow). */
function badFiles(flow: string, series: string): Bad[] {
  return [
    { name: 'out-of-range.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 1e308; return JSON.stringify(r); } },
    // JSON has no Infinity: 1e999 is what a careless export writes for it, and it parses as Infinity.
    { name: 'non-finite.json', field: new RegExp(series), text: (g) => { const r = clone(g); r.series.flows[flow][series][2] = 123456789; return JSON.stringify(r).replace('123456789', '1e999'); } },
    { name: 'negative.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = -5; return JSON.stringify(r); } },
    { name: 'wrong-type.json', field: /rate_mbps/, text: (g) => { const r = clone(g); r.scenario.link.rate_mbps = 'fast'; return JSON.stringify(r); } },
    { name: 'empty-summary.json', field: /summary/, text: (g) => { const r = clone(g); r.summary = {}; return JSON.stringify(r); } },
    { name: 'lengths.json', field: /series/, text: (g) => { const r = clone(g); r.series.t_s.pop(); return JSON.stringify(r); } },
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

async function refusesEach(root: Locator, bad: readonly Bad[], good: Record<string, unknown>, snapshot: () => Promise<unknown>): Promise<void> {
  const before = await snapshot();
  for (const b of bad) {
    await root.getByTestId('import-json').setInputFiles({ name: b.name, mimeType: 'application/json', buffer: Buffer.from(b.text(good)) });
    const note = root.getByTestId('import-note');
    await expect(note, b.name).toContainText(b.name);
    await expect(note, b.name).toHaveAttribute('role', 'alert');
    await expect(note, b.name).toContainText(b.field);
    expect(await snapshot(), b.name).toEqual(before);
  }
}

/** The main figure's box, scrolled to the top, once it has taken its size (panels measure themselves once drawn). */
async function figureInsideFirstScreen(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const figure = page.locator('[data-figure="main"]');
  await expect(figure).toBeVisible();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const box = await figure.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(box!.y + box!.height).toBeLessThanOrEqual(720);
}

test.describe('projector at 1280x720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('FRCT repair: the mb-ecn chart is inside the first screen, before and after a run, in both languages', async ({ page }) => {
    const errors = watchErrors(page);
    for (const lang of ['en', 'es']) {
      await new LabPage(page).open('/views/frct-repair', { lang, projector: '1', duration: '2', speed: '4' });
      await expect(page.getByTestId('frct-rate-chart')).toBeVisible();
      await figureInsideFirstScreen(page);
      await page.getByTestId('frct-start').click();
      await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
      await expect(page.getByTestId('frct-regime-band').locator('span').first()).toBeAttached();
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });

  test('loss is not congestion: both bar charts are inside the first screen, before and after the runs', async ({ page }) => {
    const errors = watchErrors(page);
    for (const lang of ['en', 'es']) {
      await new LabPage(page).open('/views/loss-not-congestion', { lang, projector: '1', duration: '2' });
      await expect(page.getByTestId('view-loss-not-congestion')).toHaveAttribute('data-transports', /frct/);
      await figureInsideFirstScreen(page);
      await page.getByTestId('lnc-run').click();
      await expect(page.getByTestId('view-loss-not-congestion')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
      await expect(page.getByTestId('lnc-goodput-chart').locator('[data-column="frct"]')).toHaveAttribute('data-value', /\d/);
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });

  test('sweep: the heatmap and the lines are inside the first screen after the demo sweep', async ({ page }) => {
    const errors = watchErrors(page);
    for (const lang of ['en', 'es']) {
      await new LabPage(page).open('/views/sweep', { lang, projector: '1' });
      await expect(page.getByTestId('sweep-empty')).toBeVisible();
      await figureInsideFirstScreen(page);
      await expect(page.getByTestId('sweep-run')).toBeEnabled();
      await page.getByTestId('sweep-run').click();
      await expect(page.getByTestId('sweep-status')).toHaveAttribute('data-state', 'done', { timeout: 60_000 });
      await expect(page.getByTestId('sweep-heatmap')).toBeVisible();
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });
});

test('FRCT repair: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(FRCT_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  const root = page.getByTestId('view-frct-repair');
  await root.getByTestId('import-json').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(page.getByTestId('frct-imported')).toContainText('good.json');
  await expect(page.getByTestId('frct-rate')).toHaveValue('20');
  await expect(page.getByTestId('frct-mbecn').first()).toHaveAttribute('data-points', '20');
  const figure = page.locator('[data-figure="main"]');
  await refusesEach(root, badFiles('frct', 'delivered_mbps'), good, async () => [
    await figure.innerHTML(),
    await page.getByTestId('frct-rate').inputValue(),
    await page.getByTestId('frct-counters').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});

test('loss is not congestion: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord(CUBIC_SCENARIO);
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/loss-not-congestion', { lang: 'es', loss: '2' });
  const root = page.getByTestId('view-loss-not-congestion');
  await expect(root).toHaveAttribute('data-transports', /frct/);
  await root.getByTestId('import-json').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(root).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('lnc-loss')).toHaveValue('1');
  await expect(page.getByTestId('lnc-goodput-chart').locator('[data-column="cubic"]')).toHaveAttribute('data-value', /\d/);
  const figure = page.locator('[data-figure="main"]');
  await refusesEach(root, badFiles('tcp', 'rtt_ms'), good, async () => [
    await figure.innerHTML(),
    await page.getByTestId('lnc-loss').inputValue(),
    await page.getByTestId('lnc-table').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});

test('sweep: a damaged sweep link is refused in an alert, and the page still runs its preset', async ({ page }) => {
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/sweep', { lang: 'en', sweep: '%%%not-base64' });
  await expect(page.getByTestId('sweep-link-warning')).toHaveAttribute('role', 'alert');
  await expect(page.getByTestId('sweep-link-warning')).toContainText('damaged');
  await expect(page.getByTestId('sweep-run')).toBeEnabled();
  // A good link carries a pasted sweep: it is in the form, ready to run.
  const sweep = { version: 1, base: { version: 1, duration_s: 1, flows: [{ id: 's1' }] }, axes: [{ path: 'link.loss', values: [0, 0.01] }] };
  const b64 = Buffer.from(JSON.stringify(sweep)).toString('base64url');
  await new LabPage(page).open('/views/sweep', { lang: 'en', sweep: b64 });
  await expect(page.getByTestId('sweep-use-json')).toBeChecked();
  expect(JSON.parse(await page.getByTestId('sweep-json').inputValue())).toEqual(sweep);
  // And picking a preset puts it in the address, for "copy link".
  await page.getByTestId('sweep-preset').selectOption('course-loss-table');
  await expect(page).toHaveURL(/preset=course-loss-table/);
  await expect(page).not.toHaveURL(/sweep=/);
  expect(errors).toEqual([]);
});

test('FRCT packet log: no live log for screen readers; a polite count line at most every two seconds', async ({ page }) => {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en', duration: '30', speed: '1' });
  await page.getByTestId('frct-start').click();
  const log = page.getByTestId('frct-log');
  await expect(log.getByTestId('frct-log-row').first()).toBeVisible({ timeout: 15_000 });
  // Nothing in the log announces itself: no role=log, no live region but the count line.
  expect(await log.locator('[role="log"], [aria-live="assertive"]').count()).toBe(0);
  const status = log.getByTestId('frct-log-status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveAttribute('role', 'status');
  expect(await log.locator('[aria-live]').count()).toBe(1);
  // Watch the spoken line for 6 s while thousands of packets are listed.
  const changes = await status.evaluate(async (el) => {
    const times: number[] = [];
    const mo = new MutationObserver(() => times.push(performance.now()));
    mo.observe(el, { childList: true, characterData: true, subtree: true });
    await new Promise((r) => setTimeout(r, 6000));
    mo.disconnect();
    return times;
  });
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'running');
  expect(changes.length).toBeGreaterThan(0);
  expect(changes.length).toBeLessThanOrEqual(4);
  for (let i = 1; i < changes.length; i++) expect(changes[i] - changes[i - 1]).toBeGreaterThan(1900);
  await expect(status).toContainText(/Packet log: [\d,]+ packets logged so far/);
  await page.getByTestId('frct-cancel').click();
});
