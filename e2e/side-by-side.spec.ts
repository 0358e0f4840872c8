// Side by side (issue 17, item 5): a view shown twice, Reno in one column and CUBIC in the other,
// under one run bar and one clock. At every pause both runs stand at the same simulated time, to
// the millisecond the status shows (the worker advances both to the same nanosecond); a stop at
// the first loss of either stops both there; both finish; the copied link reopens both scenarios;
// leaving keeps the left column as the view's own. The two columns' charts share their scales (a
// comparison on two scales misleads), their figures start level, and a column offers no control
// the one clock contradicts. Also the links of item 6: a chapter widget's "copy link" and
// presenter entry, and a sweep's address.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';
import { watchPageErrors } from './pages/page-errors';

test.setTimeout(120_000);

const col = (page: Page, side: 'a' | 'b'): Locator => page.getByTestId(`compare-column-${side}`);
const status = (page: Page, side: 'a' | 'b'): Locator => col(page, side).getByTestId('saw-status');

/** An attribute of a chart in both columns. */
async function bothOf(page: Page, testId: string, attr: string): Promise<[string | null, string | null]> {
  return [await col(page, 'a').getByTestId(testId).getAttribute(attr), await col(page, 'b').getByTestId(testId).getAttribute(attr)];
}

/** The vertical distance between the two columns' main figures' top edges. */
async function figureTopsApart(page: Page): Promise<number> {
  const a = await col(page, 'a').locator('[data-figure="main"]').boundingBox();
  const b = await col(page, 'b').locator('[data-figure="main"]').boundingBox();
  return Math.abs(a!.y - b!.y);
}

/** Both columns' simulated time once it has settled (the pause reaches the worker a frame later). */
async function settledNows(page: Page): Promise<[number, number]> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = `${await status(page, 'a').getAttribute('data-now')}|${await status(page, 'b').getAttribute('data-now')}`;
    if (now === last) {
      const [a, b] = now.split('|').map(Number);
      return [a, b];
    }
    last = now;
    await page.waitForTimeout(150);
  }
  throw new Error(`simulated time did not settle: ${last}`);
}

async function openSideBySide(page: Page, lang: 'en' | 'es', extra: Record<string, string> = {}): Promise<void> {
  await new LabPage(page).open('/views/sawtooth', { lang, duration: '20', ...extra });
  await page.getByTestId('compare-enter').click();
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(page).toHaveURL(/compare=1/);
  await expect(page).toHaveURL(/b\.duration=20/);
  // Column B runs CUBIC.
  const bForm = col(page, 'b');
  if ((await bForm.getByTestId('settings-toggle').getAttribute('aria-expanded')) === 'false') await bForm.getByTestId('settings-toggle').click();
  await bForm.getByTestId('saw-cc').selectOption('cubic');
  await expect(page).toHaveURL(/b\.cc=cubic/);
  await expect(page.getByTestId('compare-diff-b')).toContainText('cc=cubic');
  await expect(page.getByTestId('compare-diff-a')).toContainText('cc=reno');
}

test('Reno and CUBIC side by side: one clock, equal simulated time at every pause, both finish', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openSideBySide(page, 'en', { speed: '2' });
  await page.getByTestId('compare-start').click();
  await expect(status(page, 'a')).toHaveAttribute('data-state', 'running');
  await expect(status(page, 'b')).toHaveAttribute('data-state', 'running');
  // Three pauses along the run: both columns at the same time each time.
  for (const after of [1.5, 3, 5]) {
    await expect.poll(async () => Number(await status(page, 'a').getAttribute('data-now')), { timeout: 20_000 }).toBeGreaterThan(after);
    await page.getByTestId('compare-pause').click();
    await expect(status(page, 'a')).toHaveAttribute('data-state', 'paused');
    await expect(status(page, 'b')).toHaveAttribute('data-state', 'paused');
    const [a, b] = await settledNows(page);
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    // One step moves both by one sample.
    await page.getByTestId('compare-step').click();
    await expect.poll(async () => (await settledNows(page))[0]).toBeGreaterThan(a);
    const [a2, b2] = await settledNows(page);
    expect(b2).toBe(a2);
    await page.getByTestId('compare-resume').click();
  }
  // The shared speed drives both; both reach the end.
  await page.getByTestId('compare-speed').selectOption('100');
  await expect(status(page, 'a')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(status(page, 'b')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  expect(await settledNows(page)).toEqual([20, 20]);
  // One scale: Reno's slow-start overshoot sets both columns' window axis, and the RTT and time axes are one too.
  const [cwndA, cwndB] = await bothOf(page, 'saw-cwnd-chart', 'data-y-max');
  expect(Number(cwndA)).toBeGreaterThan(0);
  expect(cwndB).toBe(cwndA);
  const [rttA, rttB] = await bothOf(page, 'saw-rtt-chart', 'data-y-max');
  expect(rttB).toBe(rttA);
  expect(await bothOf(page, 'saw-cwnd-chart', 'data-t-max')).toEqual(['20', '20']);
  // No control the one clock contradicts: no Reno-then-CUBIC run and no speed of a column's own;
  // the rest of the settings stay.
  for (const side of ['a', 'b'] as const) {
    await expect(col(page, side).getByTestId('saw-demo')).toHaveCount(0);
    await expect(col(page, side).getByTestId('saw-speed')).toHaveCount(0);
    await expect(col(page, side).getByTestId('saw-clear')).toBeVisible();
    await expect(col(page, side).getByTestId('saw-duration')).toBeVisible();
  }
  expect(await figureTopsApart(page)).toBeLessThanOrEqual(2);
  // Pointing at one column's plot moves the other's cursor to the same time.
  const box = await col(page, 'a').getByTestId('saw-pointer').boundingBox();
  if (!box) throw new Error('the sawtooth plot is not on screen');
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.3);
  const cursorOf = (side: 'a' | 'b') => col(page, side).locator('[data-panel="sawtooth"] [data-cursor]').first().getAttribute('data-cursor');
  await expect.poll(() => cursorOf('a')).not.toBe('');
  await expect.poll(() => cursorOf('b')).toBe(await cursorOf('a'));
  expect(errors).toEqual([]);
});

test('stop at the first loss: both columns stop at the same time, the one that lost says so', async ({ page }) => {
  const errors = watchPageErrors(page);
  await openSideBySide(page, 'en', { speed: '5' });
  await page.getByTestId('compare-pause-on').selectOption('loss');
  await page.getByTestId('compare-start').click();
  await expect(status(page, 'a')).toHaveAttribute('data-state', 'paused', { timeout: 30_000 });
  await expect(status(page, 'b')).toHaveAttribute('data-state', 'paused');
  const [a, b] = await settledNows(page);
  expect(a).toBeGreaterThan(0);
  expect(b).toBe(a);
  // A callout names the loss in the column whose run had it; the figures stay level all the same.
  await expect(page.locator('[data-compare-side] [data-testid="saw-callout"]')).not.toHaveCount(0);
  await expect.poll(() => figureTopsApart(page)).toBeLessThanOrEqual(2);
  // On to the next event of either: again level.
  await page.getByTestId('compare-step-event').click();
  await expect.poll(async () => (await settledNows(page))[0], { timeout: 30_000 }).toBeGreaterThan(a);
  const [a2, b2] = await settledNows(page);
  expect(b2).toBe(a2);
  await page.getByTestId('compare-cancel').click();
  // One demo: cancelling it cancels both runs.
  await expect(status(page, 'a')).toContainText('Cancelled');
  await expect(status(page, 'b')).toContainText('Cancelled');
  expect(errors).toEqual([]);
});

test('copy link reopens both scenarios; leaving keeps the left one; Back returns to side by side', async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await openSideBySide(page, 'es', { speed: '5' });
  const href = await page.getByTestId('copy-link').getAttribute('data-href');
  expect(href).toContain('compare=1');
  const other = await context.newPage();
  await other.goto(href!);
  await expect(other.getByTestId('compare')).toBeVisible();
  await expect(col(other, 'a').getByTestId('saw-cc')).toHaveValue('reno');
  await expect(col(other, 'b').getByTestId('saw-cc')).toHaveValue('cubic');
  await expect(col(other, 'a').getByTestId('saw-duration')).toHaveValue('20');
  await expect(col(other, 'b').getByTestId('saw-duration')).toHaveValue('20');
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await other.close();
  // Leave: the view alone, with the left column's settings.
  await page.getByTestId('compare-leave').click();
  await expect(page.getByTestId('compare')).toHaveCount(0);
  await expect(page).not.toHaveURL(/compare=1|b\.cc/);
  await expect(page.getByTestId('view-sawtooth').getByTestId('saw-cc')).toHaveValue('reno');
  await page.goBack();
  await expect(page.getByTestId('compare')).toBeVisible();
  await expect(col(page, 'b').getByTestId('saw-cc')).toHaveValue('cubic');
  expect(errors).toEqual([]);
});

for (const look of [
  { lang: 'en' as const, projector: false, size: { width: 1280, height: 800 } },
  { lang: 'es' as const, projector: false, size: { width: 1280, height: 800 } },
  { lang: 'en' as const, projector: true, size: { width: 1280, height: 720 } },
  { lang: 'es' as const, projector: true, size: { width: 1280, height: 720 } },
]) {
  const tag = `${look.lang}${look.projector ? '-projector' : ''}`;
  test(`side by side ${tag}: two columns, both figures in the first screen`, async ({ page }) => {
    await page.setViewportSize(look.size);
    const errors = watchPageErrors(page);
    await openSideBySide(page, look.lang, { speed: '5', ...(look.projector ? { projector: '1' } : {}) });
    await page.getByTestId('compare-start').click();
    await expect.poll(async () => Number(await status(page, 'a').getAttribute('data-now')), { timeout: 20_000 }).toBeGreaterThan(8);
    await page.getByTestId('compare-pause').click();
    await settledNows(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const a = await col(page, 'a').locator('[data-figure="main"]').boundingBox();
    const b = await col(page, 'b').locator('[data-figure="main"]').boundingBox();
    expect(a && b).toBeTruthy();
    // Two columns, level, each figure's plot starting in the first screen and not overlapping.
    expect(b!.x).toBeGreaterThanOrEqual(a!.x + a!.width);
    expect(Math.abs(a!.y - b!.y)).toBeLessThanOrEqual(2);
    // One scale for both columns' window plots: the same values, on plots of the same height.
    const [cwndA, cwndB] = await bothOf(page, 'saw-cwnd-chart', 'data-y-max');
    expect(cwndB).toBe(cwndA);
    const plotA = await col(page, 'a').getByTestId('saw-pointer').boundingBox();
    const plotB = await col(page, 'b').getByTestId('saw-pointer').boundingBox();
    expect(Math.abs(plotA!.height - plotB!.height)).toBeLessThanOrEqual(1);
    // The window's and the RTT's axis titles (where drawn) do not run into each other.
    for (const side of ['a', 'b'] as const) {
      const top = await col(page, side).getByTestId('saw-cwnd-chart').locator('[data-axis-title="y"]').boundingBox();
      const bottom = await col(page, side).getByTestId('saw-rtt-chart').locator('[data-axis-title="y"]').boundingBox();
      if (top && bottom) expect(top.y + top.height).toBeLessThanOrEqual(bottom.y);
    }
    expect(a!.y + 200).toBeLessThan(look.size.height);
    if (look.projector) {
      // The window chart (the sawtooth) ends inside the screen in both columns.
      for (const side of ['a', 'b'] as const) {
        const cwnd = await col(page, side).locator('[data-figure="main"] svg').first().boundingBox();
        expect(cwnd!.y + cwnd!.height * 0.5).toBeLessThan(look.size.height);
      }
    }
    await page.screenshot({ path: `test-results/side-by-side-${tag}.png` });
    expect(errors).toEqual([]);
  });
}

test('columns of different lengths share one time axis, and zooming one column zooms the other', async ({ page }) => {
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/views/sawtooth', { lang: 'en', compare: '1', duration: '10', 'b.duration': '20', 'b.cc': 'cubic', speed: '100' });
  await page.getByTestId('compare-start').click();
  await expect(status(page, 'b')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(status(page, 'a')).toHaveAttribute('data-state', 'done');
  expect(await bothOf(page, 'saw-cwnd-chart', 'data-t-max')).toEqual(['20', '20']);
  await col(page, 'a').getByTestId('saw-zoom-in').click();
  await expect(col(page, 'a').getByTestId('saw-zoom-window')).toContainText('5.0');
  await expect(col(page, 'b').getByTestId('saw-zoom-window')).toHaveText((await col(page, 'a').getByTestId('saw-zoom-window').textContent())!);
  await col(page, 'b').getByTestId('saw-zoom-reset').click();
  await expect(col(page, 'a').getByTestId('saw-zoom-reset')).toBeDisabled();
  expect(errors).toEqual([]);
});

test('a chapter widget links its full view with its scenario and speed, and opens it in the presenter console', async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/chapters/3', { lang: 'es' });
  const widget = page.locator('[data-widget="c3-w2"]');
  await expect(widget.getByTestId('widget-copy-link')).toBeVisible();
  const href = await widget.getByTestId('widget-copy-link').getAttribute('data-href');
  const url = new URL(href!);
  expect(url.pathname).toBe('/views/sawtooth');
  expect(url.searchParams.get('scenario')).toBeTruthy();
  expect(url.searchParams.get('speed')).toBe('5');
  expect(url.searchParams.get('projector')).toBe('0');
  expect(url.searchParams.get('lang')).toBe('es');
  // The link restores the widget's scenario (the book's stack, 2 % loss) and its speed.
  const other = await context.newPage();
  await other.goto(href!);
  await expect(other.getByTestId('view-sawtooth')).toBeVisible();
  await expect(other.getByTestId('scenario-param-warning')).toHaveCount(0);
  await expect(other.getByTestId('saw-stack')).toHaveValue('book');
  await expect(other.getByTestId('saw-speed')).toHaveValue('5');
  await other.close();
  // In projector mode the copied link says so.
  await new LabPage(page).toggleProjector();
  await expect.poll(async () => new URL((await widget.getByTestId('widget-copy-link').getAttribute('data-href'))!).searchParams.get('projector')).toBe('1');
  // The presenter entry: the full view with the same scenario, inside the console.
  await widget.getByTestId('widget-present').click();
  await expect(page.getByTestId('present-console')).toBeVisible();
  await expect(page).toHaveURL(/present=1/);
  await expect(page.getByTestId('saw-stack')).toHaveValue('book');
  expect(errors).toEqual([]);
});

test('a sweep is linked by its address: the preset comes back from a copied link', async ({ page, context }) => {
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/views/sweep', { lang: 'en', preset: 'course-loss-table' });
  await expect(page.getByTestId('sweep-preset')).toHaveValue('course-loss-table');
  const href = await page.getByTestId('copy-link').getAttribute('data-href');
  expect(new URL(href!).searchParams.get('preset')).toBe('course-loss-table');
  const other = await context.newPage();
  await other.goto(href!);
  await expect(other.getByTestId('sweep-preset')).toHaveValue('course-loss-table');
  await other.close();
  expect(errors).toEqual([]);
});
