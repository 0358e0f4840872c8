import { expect, test, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';
import { runUntilDone } from './pages/live-run';
import { expectMainFigureInsideFirstScreen, mainFigure } from './pages/main-figure';
import { watchPageErrors } from './pages/page-errors';
import { openInProjectorMode, PROJECTOR_SCREEN } from './pages/projector';
import { expectEachRefused, importRunFile, malformedRunFiles, openViewWithRecord, recordFromCli } from './pages/run-files';

// Issue 11 for the FRCT repair, loss-is-not-congestion and sweep views: (a) in projector mode at
// 1280x720 the main figure is inside the first screen, before and after a run; (b) a run file with
// an out-of-range, non-finite, negative or wrong-typed field, an empty summary or series of
// different lengths is refused in the alert region, with no console error, and the page keeps
// what it showed (the sweep reads no run files: a damaged sweep link is refused the same way).
// The good records come from the engine's CLI at test time, on the views' own scenarios. And the
// FRCT packet log stays quiet for screen readers: no live log, a polite count line at most every
// two seconds.

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

/** The malformed files of the issue, each built from a good record (`series` names a column of its flow, given an infinite value). */
function badFiles(good: Record<string, unknown>, flow: string, series: string) {
  return malformedRunFiles(good, { infinite: { field: new RegExp(series), column: (r) => r.series.flows[flow][series], index: 2 } });
}

/** The main figure inside the first screen, once it has taken its size (panels measure themselves once drawn). */
const figureInsideFirstScreen = (page: Page) => expectMainFigureInsideFirstScreen(page, { onceLaidOut: true });

test.describe('projector at 1280x720', () => {
  test.use({ viewport: PROJECTOR_SCREEN });

  test('FRCT repair: the mb-ecn chart is inside the first screen, before and after a run, in both languages', async ({ page }) => {
    const errors = watchPageErrors(page);
    for (const lang of ['en', 'es']) {
      await openInProjectorMode(page, '/views/frct-repair', lang, { duration: '2', speed: '4' });
      await expect(page.getByTestId('frct-rate-chart')).toBeVisible();
      await figureInsideFirstScreen(page);
      await runUntilDone(page.getByTestId('frct-start'), page.getByTestId('frct-status'), 30_000);
      await expect(page.getByTestId('frct-regime-band').locator('span').first()).toBeAttached();
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });

  test('loss is not congestion: both bar charts are inside the first screen, before and after the runs', async ({ page }) => {
    const errors = watchPageErrors(page);
    for (const lang of ['en', 'es']) {
      await openInProjectorMode(page, '/views/loss-not-congestion', lang, { duration: '2' });
      await expect(page.getByTestId('view-loss-not-congestion')).toHaveAttribute('data-transports', /frct/);
      await figureInsideFirstScreen(page);
      await runUntilDone(page.getByTestId('lnc-run'), page.getByTestId('view-loss-not-congestion'), 60_000);
      await expect(page.getByTestId('lnc-goodput-chart').locator('[data-column="frct"]')).toHaveAttribute('data-value', /\d/);
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });

  test('sweep: the heatmap and the lines are inside the first screen after the demo sweep', async ({ page }) => {
    const errors = watchPageErrors(page);
    for (const lang of ['en', 'es']) {
      await openInProjectorMode(page, '/views/sweep', lang);
      await expect(page.getByTestId('sweep-empty')).toBeVisible();
      await figureInsideFirstScreen(page);
      await expect(page.getByTestId('sweep-run')).toBeEnabled();
      await runUntilDone(page.getByTestId('sweep-run'), page.getByTestId('sweep-status'), 60_000);
      await expect(page.getByTestId('sweep-heatmap')).toBeVisible();
      await figureInsideFirstScreen(page);
    }
    expect(errors).toEqual([]);
  });
});

test('FRCT repair: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { good, root } = await openViewWithRecord(page, 'frct-repair', { lang: 'en' }, FRCT_SCENARIO);
  await expect(page.getByTestId('frct-imported')).toContainText('good.json');
  await expect(page.getByTestId('frct-rate')).toHaveValue('20');
  await expect(page.getByTestId('frct-mbecn').first()).toHaveAttribute('data-points', '20');
  const figure = mainFigure(page);
  await expectEachRefused(root, badFiles(good, 'frct', 'delivered_mbps'), async () => [
    await figure.innerHTML(),
    await page.getByTestId('frct-rate').inputValue(),
    await page.getByTestId('frct-counters').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});

test('loss is not congestion: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const good = recordFromCli(CUBIC_SCENARIO);
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/views/loss-not-congestion', { lang: 'es', loss: '2' });
  const root = page.getByTestId('view-loss-not-congestion');
  await expect(root).toHaveAttribute('data-transports', /frct/);
  await importRunFile(root, 'good.json', JSON.stringify(good));
  await expect(root).toHaveAttribute('data-state', 'done');
  await expect(page.getByTestId('lnc-loss')).toHaveValue('1');
  await expect(page.getByTestId('lnc-goodput-chart').locator('[data-column="cubic"]')).toHaveAttribute('data-value', /\d/);
  const figure = mainFigure(page);
  await expectEachRefused(root, badFiles(good, 'tcp', 'rtt_ms'), async () => [
    await figure.innerHTML(),
    await page.getByTestId('lnc-loss').inputValue(),
    await page.getByTestId('lnc-table').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});

test('sweep: a damaged sweep link is refused in an alert, and the page still runs its preset', async ({ page }) => {
  const errors = watchPageErrors(page);
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
