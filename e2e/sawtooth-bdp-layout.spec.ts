import { expect, test } from '@playwright/test';
import { runUntilDone } from './pages/live-run';
import { expectMainFigureInsideFirstScreen, mainFigure } from './pages/main-figure';
import { watchPageErrors } from './pages/page-errors';
import { openInProjectorMode, PROJECTOR_SCREEN } from './pages/projector';
import { expectEachRefused, malformedRunFiles, openViewWithRecord, type Breakage } from './pages/run-files';

// Issue 11 for the sawtooth and BDP pipe views: (a) in projector mode at 1280x720 the main figure
// is inside the first screen; (b) a run file with an out-of-range, non-finite, negative or
// wrong-typed field, an empty summary or series of different lengths is refused in the alert
// region, with no console error, and the page keeps what it showed. The good records come from
// the engine's CLI at test time (the views' own scenarios).

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

/** How the malformed files of the issue break a good record: an infinite cwnd, a short time column. */
const BREAKAGE: Breakage = { infinite: { field: /cwnd/, column: (r) => r.series.flows.s1.cwnd, index: 2 } };

test.describe('projector at 1280x720', () => {
  test.use({ viewport: PROJECTOR_SCREEN });

  test('sawtooth: the main figure is inside the first screen, before and after a run', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openInProjectorMode(page, '/views/sawtooth', 'en', { duration: '3', speed: '20' });
    await expect(page.getByTestId('saw-cwnd-chart')).toBeVisible();
    await expectMainFigureInsideFirstScreen(page);
    await runUntilDone(page.getByTestId('saw-start'), page.getByTestId('saw-status'), 30_000);
    await expectMainFigureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('BDP pipe: the pipe and both charts are inside the first screen', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openInProjectorMode(page, '/views/bdp-pipe', 'es', { cwnd: '239' });
    await expect(page.getByTestId('bdp-throughput-chart')).toBeVisible();
    await expect.poll(async () => Number(await page.getByTestId('bdp-canvas').getAttribute('data-t')), { timeout: 20_000 }).toBeGreaterThan(0);
    await expectMainFigureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });
});

test('sawtooth: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  // The good record is drawn (it is what the others are made from).
  const { good, root } = await openViewWithRecord(page, 'sawtooth', { lang: 'en' }, SAWTOOTH_SCENARIO);
  await expect(page.getByTestId('saw-cwnd-chart')).toHaveAttribute('data-points', '30');
  const figure = mainFigure(page);
  await expectEachRefused(root, malformedRunFiles(good, BREAKAGE), async () => [await page.getByTestId('saw-cwnd-chart').getAttribute('data-points'), await page.getByTestId('saw-loss-marks').getAttribute('data-count'), await figure.locator('svg').first().innerHTML()]);
  expect(errors).toEqual([]);
});

test('BDP pipe: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { good, root } = await openViewWithRecord(page, 'bdp-pipe', { lang: 'en', cwnd: '239' }, BDP_SCENARIO);
  await expect(page.getByTestId('bdp-cwnd')).toHaveValue('100');
  await expect(page.getByTestId('bdp-throughput-chart')).toHaveAttribute('data-points', '1');
  await expectEachRefused(root, malformedRunFiles(good, BREAKAGE), async () => [
    await page.getByTestId('bdp-throughput-chart').getAttribute('data-points'),
    await page.getByTestId('bdp-readout').getAttribute('data-cwnd'),
    await page.getByTestId('bdp-rate').inputValue(),
    await page.getByTestId('bdp-throughput-chart').innerHTML(),
  ]);
  expect(errors).toEqual([]);
});
