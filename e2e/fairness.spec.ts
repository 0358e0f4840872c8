import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';

// The fairness view (issue 15): a run of two Reno flows with s2 at +80 ms (lab-rtt-reno) puts its
// point of throughput ratio against RTT ratio near the square law; four CUBIC connections against
// one take most of the link while Jain's index per connection looks fair; in projector mode at
// 1280x720 the main figure is inside the first screen; malformed run files are refused in the
// alert region and change nothing. Run with SIERRA_E2E_PORT=4241.

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

async function runToEnd(page: Page): Promise<void> {
  await page.getByTestId('fair-start').click();
  await expect(page.getByTestId('fair-status')).toHaveAttribute('data-state', 'done', { timeout: 90_000 });
}

async function num(l: Locator, attr: string): Promise<number> {
  return Number(await l.getAttribute(attr));
}

test('two Reno flows, s2 +80 ms: the ratio point is near the square law, and the shares match the summary', async ({ page }) => {
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/fairness', { lang: 'en', extra2: '80', speed: '50' });
  await expect(page.getByTestId('fair-extra-2')).toHaveValue('80');
  await runToEnd(page);
  const point = page.getByTestId('fair-ratio-point');
  await expect(point).toHaveCount(1);
  await expect(point).toHaveAttribute('data-live', '0');
  const x = await num(point, 'data-x');
  const y = await num(point, 'data-y');
  // The RTT ratio with the queue counted: about (40 + 80 + queue) / (40 + queue); the notes
  // estimate 140 / 60 = 2,3 with some 20 ms of queue in both paths.
  expect(x).toBeGreaterThan(2);
  expect(x).toBeLessThan(2.6);
  // Near the square law, in two senses. (1) Nearer the square than the line, on logarithmic
  // distance (ratios multiply). (2) Within 25 % of x^2: the notes' three Reno runs of this
  // experiment, measured on the course's Linux lab, spread from 4,2 to 6,2 around the square of
  // their RTT ratio estimate, 5,4 (-22 % to +15 %); a 30 s run holds three sawtooth cycles of the
  // long flow at most, so one run is as noisy as one of theirs (the simulator gave 4,78 against
  // 5,32 with seed 1: -10 %).
  expect(Math.abs(Math.log(y) - 2 * Math.log(x))).toBeLessThan(Math.abs(Math.log(y) - Math.log(x)));
  expect(y / (x * x)).toBeGreaterThan(0.75);
  expect(y / (x * x)).toBeLessThan(1.25);
  // The short-RTT flow wins (the notes: "El flujo de RTT corto gana, siempre").
  const rows = page.getByTestId('fair-shares').locator('tr[data-host]');
  await expect(rows).toHaveCount(2);
  const s1 = await num(rows.nth(0), 'data-goodput');
  const s2 = await num(rows.nth(1), 'data-goodput');
  expect(s1 / s2).toBeCloseTo(y, 6);
  // The shares panel reads the same goodputs as the engine's summary table.
  const summary = page.getByTestId('flow-summary');
  await expect(summary.locator('tr[data-flow="s1"] td[data-col="goodput"]')).toHaveText(`${s1.toFixed(1)} Mbit/s`);
  await expect(summary.locator('tr[data-flow="s2"] td[data-col="goodput"]')).toHaveText(`${s2.toFixed(1)} Mbit/s`);
  const jain = await num(page.getByTestId('fair-jain-hosts'), 'data-value');
  expect(jain).toBeCloseTo((s1 + s2) ** 2 / (2 * (s1 * s1 + s2 * s2)), 9);
  // The course's six runs are on the plot, labelled as measured.
  await expect(page.getByTestId('fair-ratio-measured')).toHaveCount(6);
  await expect(page.locator('.fair-ratio__legend')).toContainText("measured on the course's Linux lab");
  expect(errors).toEqual([]);
});

test('four CUBIC connections against one (es): s2 takes most of the link, Jain per connection looks fair, per host it does not', async ({ page }) => {
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/fairness', { lang: 'es', cc1: 'cubic', cc2: 'cubic', conn2: '4', speed: '50' });
  await expect(page.getByTestId('fair-start')).toHaveText(/Correr/);
  await runToEnd(page);
  const rows = page.getByTestId('fair-shares').locator('tr[data-host]');
  const share = await num(rows.nth(1), 'data-share');
  // The notes measured 70 % and 73 % for s2 (an equal split per connection: 80 %); docs/model.md
  // gives the simulator's 75 to 80 % over seeds, inside its band of 60 to 85 %.
  expect(share).toBeGreaterThan(0.6);
  expect(share).toBeLessThan(0.85);
  const perHost = await num(page.getByTestId('fair-jain-hosts'), 'data-value');
  const perConnection = await num(page.getByTestId('fair-jain-connections'), 'data-value');
  expect(perConnection).toBeGreaterThan(perHost);
  await expect(page.getByTestId('fair-shares')).toContainText('Índice de Jain por conexión');
  await expect(page.getByTestId('fair-shares').locator('tr[data-connection]')).toHaveCount(4);
  // Five flows, not two: no point on the RTT plot.
  await expect(page.getByTestId('fair-ratio-point')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('projector at 1280x720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the main figure is inside the first screen, before and after a run', async ({ page }) => {
    const errors = watchErrors(page);
    await new LabPage(page).open('/views/fairness', { lang: 'en', projector: '1', extra2: '80', speed: '50', duration: '10' });
    await expect(page.getByTestId('fair-goodput-chart')).toBeVisible();
    const inside = async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = await page.locator('[data-figure="main"]').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
      expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    };
    await inside();
    await runToEnd(page);
    await expect(page.getByTestId('fair-goodput-chart')).toHaveAttribute('data-points', '100');
    await inside();
    expect(errors).toEqual([]);
  });
});

/** A RunRecord (with series) of `scenario`, simulated by the CLI. */
function cliRecord(scenario: unknown): Record<string, unknown> {
  const dir = mkdtempSync(join(tmpdir(), 'sierra-fair-'));
  const file = join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify(scenario));
  const out = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', file, '--series'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  return JSON.parse(out) as Record<string, unknown>;
}

const clone = (r: Record<string, unknown>) => JSON.parse(JSON.stringify(r)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

test('malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = cliRecord({
    version: 1, seed: 1, duration_s: 3, sample_ms: 100,
    link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 256000 } },
    flows: [{ id: 's1', cc: 'reno' }, { id: 's2', cc: 'reno', start_s: 0.1, extra_delay_ms: 80 }],
  });
  const bad: { name: string; field: RegExp; text: string }[] = [
    { name: 'out-of-range.json', field: /rate_mbps/, text: (() => { const r = clone(good); r.scenario.link.rate_mbps = 1e308; return JSON.stringify(r); })() },
    { name: 'non-finite.json', field: /delivered_mbps/, text: (() => { const r = clone(good); r.series.flows.s1.delivered_mbps[2] = 123456789; return JSON.stringify(r).replace('123456789', '1e999'); })() },
    { name: 'negative.json', field: /rate_mbps/, text: (() => { const r = clone(good); r.scenario.link.rate_mbps = -5; return JSON.stringify(r); })() },
    { name: 'wrong-type.json', field: /extra_delay_ms/, text: (() => { const r = clone(good); r.scenario.flows[1].extra_delay_ms = 'fast'; return JSON.stringify(r); })() },
    { name: 'empty-summary.json', field: /summary/, text: (() => { const r = clone(good); r.summary = {}; return JSON.stringify(r); })() },
    { name: 'lengths.json', field: /series/, text: (() => { const r = clone(good); r.series.t_s.pop(); return JSON.stringify(r); })() },
    { name: 'not-json.json', field: /JSON/, text: '{"version": 1, "scenario": ' },
  ];
  const errors = watchErrors(page);
  await new LabPage(page).open('/views/fairness', { lang: 'en' });
  const root = page.getByTestId('view-fairness');
  await root.getByTestId('import-json').setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(good)) });
  await expect(page.getByTestId('fair-goodput-chart')).toHaveAttribute('data-points', '30');
  await expect(page.getByTestId('fair-ratio-point')).toHaveCount(1);
  const snapshot = async () => [
    await page.getByTestId('fair-goodput-chart').getAttribute('data-points'),
    await page.getByTestId('fair-jain-hosts').getAttribute('data-value'),
    await page.getByTestId('fair-ratio-point').getAttribute('data-y'),
    await page.locator('[data-figure="main"]').innerHTML(),
  ];
  const before = await snapshot();
  for (const b of bad) {
    await root.getByTestId('import-json').setInputFiles({ name: b.name, mimeType: 'application/json', buffer: Buffer.from(b.text) });
    const note = root.getByTestId('import-note');
    await expect(note, b.name).toContainText(b.name);
    await expect(note, b.name).toHaveAttribute('role', 'alert');
    await expect(note, b.name).toContainText(b.field);
    expect(await snapshot(), b.name).toEqual(before);
  }
  expect(errors).toEqual([]);
});
