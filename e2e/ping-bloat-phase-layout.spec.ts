import { expect, test, type Locator, type Page } from '@playwright/test';
import { runUntilDone } from './pages/live-run';
import { expectMainFigureInsideFirstScreen, mainFigure } from './pages/main-figure';
import { watchPageErrors } from './pages/page-errors';
import { openInProjectorMode, PROJECTOR_SCREEN } from './pages/projector';
import { expectEachRefused, malformedRunFiles, openViewWithRecord, type AnyRecord } from './pages/run-files';

// Issue 11 for the link-and-ping, bufferbloat and phase-plane views: (a) in projector mode at
// 1280x720 the main figure ([data-figure="main"]) is inside the first screen, the page scrolled to
// the top; (b) a run file with an out-of-range, a non-finite, a negative or a wrong-typed field, an
// empty summary, or series of different lengths is refused in the alert region, with no console
// error, and the figure keeps what it showed. The good records are simulated by the engine's CLI at
// test time, from each view's own kind of scenario.

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

/** The malformed files, each from a good record; `series` names a column every record has (it gets the infinite value and loses its last one). */
function badFiles(good: Record<string, unknown>, series: (r: AnyRecord) => number[]) {
  return malformedRunFiles(good, { infinite: { field: /series/, column: series, index: 1 }, shortened: series });
}

/** Every bad file is refused where the page says so, naming the file and the field; the figure (and what `extra` reads) stays. */
async function refusesEach(page: Page, root: Locator, good: Record<string, unknown>, series: (r: AnyRecord) => number[], extra: () => Promise<unknown> = async () => null): Promise<void> {
  const figure = mainFigure(page);
  await expectEachRefused(root, badFiles(good, series), async () => [await figure.innerHTML(), await extra()]);
}

test.describe('projector at 1280x720', () => {
  test.use({ viewport: PROJECTOR_SCREEN });

  test('link and ping: the readout, the ping and the queue charts are inside the first screen, before and after a run', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openInProjectorMode(page, '/views/link-ping', 'en', { duration: '3', speed: '20', load: '60' });
    await expect(page.getByTestId('ping-plot')).toBeVisible();
    await expectMainFigureInsideFirstScreen(page);
    await runUntilDone(page.getByTestId('run-start'), page.getByTestId('run-status'), 30_000);
    await expectMainFigureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('bufferbloat: the legend and both figures are inside the first screen after the whole table', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openInProjectorMode(page, '/views/bufferbloat', 'es', { load: '3' });
    await expectMainFigureInsideFirstScreen(page);
    await runUntilDone(page.getByTestId('bloat-run-all'), page.getByTestId('bloat-status'), 60_000);
    await expect(page.getByTestId('bloat-timeline')).toHaveAttribute('data-series', '3');
    await expectMainFigureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });

  test('phase plane: the model’s plane with its table, and the TCP plane with its readout, are inside the first screen', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openInProjectorMode(page, '/views/phase-plane', 'en');
    await expect(page.getByTestId('phase-svg')).toBeVisible();
    await expectMainFigureInsideFirstScreen(page);
    await page.getByTestId('phase-step').click();
    await expectMainFigureInsideFirstScreen(page);
    // The TCP mode, from its link (the settings are folded away on a projector), before and after a run.
    await openInProjectorMode(page, '/views/phase-plane', 'es', { mode: 'tcp', duration: '20' });
    await expect(page.getByTestId('phase-svg')).toHaveAttribute('data-mode', 'tcp');
    await expectMainFigureInsideFirstScreen(page);
    await page.getByTestId('phase-tcp-speed').selectOption('20');
    await runUntilDone(page.getByTestId('phase-tcp-start'), page.getByTestId('phase-tcp-status'), 30_000);
    await expectMainFigureInsideFirstScreen(page);
    expect(errors).toEqual([]);
  });
});

test('link and ping: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { good, root } = await openViewWithRecord(page, 'link-ping', { lang: 'en' }, PING_SCENARIO);
  // 4 s of a ping every 100 ms.
  await expect(page.getByTestId('ping-plot')).toHaveAttribute('data-points', '40');
  await refusesEach(page, root, good, (r) => r.series.queue_bytes, () => page.getByTestId('ping-plot').getAttribute('data-points'));
  expect(errors).toEqual([]);
});

test('bufferbloat: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { good, root } = await openViewWithRecord(page, 'bufferbloat', { lang: 'es' }, BLOAT_SCENARIO);
  await expect(page.getByTestId('bloat-timeline')).toHaveAttribute('data-points', '19');
  const rows = page.getByTestId('bloat-table').locator('tbody tr[data-cc]');
  await expect(rows).toHaveCount(1);
  await refusesEach(page, root, good, (r) => r.series.pings.s2.rtt_ms, async () => [await rows.count(), await page.getByTestId('bloat-table').innerHTML()]);
  expect(errors).toEqual([]);
});

test('phase plane, two TCP flows: malformed run files are refused in the alert region and change nothing', async ({ page }) => {
  const errors = watchPageErrors(page);
  const { good, root } = await openViewWithRecord(page, 'phase-plane', { lang: 'en', mode: 'tcp' }, TCP_SCENARIO);
  // 7 s sampled every 40 ms.
  await expect(page.getByTestId('phase-svg')).toHaveAttribute('data-tcp-points', '175');
  await expect(page.getByTestId('phase-tcp-cc2')).toHaveValue('cubic');
  await refusesEach(page, root, good, (r) => r.series.flows.s2.delivery_mbps, async () => [await page.getByTestId('phase-tcp-cc2').inputValue(), await page.getByTestId('phase-tcp-x2').textContent()]);
  expect(errors).toEqual([]);
});

test('link and ping: hovering the ping chart moves the cursor in the queue chart of the same run, and leaving clears it', async ({ page }) => {
  await openViewWithRecord(page, 'link-ping', { lang: 'en' }, PING_SCENARIO);
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
