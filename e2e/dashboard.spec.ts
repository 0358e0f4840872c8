import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { watchPageErrors } from './pages/page-errors';
import { cursorTimeOf, hoverSawtooth, shownTimeOf } from './pages/panel-cursor';
import { openInProjectorMode } from './pages/projector';
import { boxesOf, expectBoxInsideScreen, expectNoTwoOverlap } from './pages/screen-boxes';

// Issue 17 item 4: the linked dashboard. At 1280x720 and 1920x1080 in projector mode every panel
// lies inside the first screen and no two panels overlap; hovering the sawtooth moves the shared
// cursor in the other panels (time plots carry data-cursor, the pipe and the state machine
// data-at, as in panels-cursor.spec.ts). Item 6: the copied link opens the same dashboard.

const SHOTS = '/tmp/shots-dash';
const PANELS = ['sawtooth', 'queue', 'bdp-pipe', 'ping-rtt', 'phase-tcp', 'state-machine'] as const;
for (const [w, h] of [[1280, 720], [1920, 1080]] as const) {
  for (const lang of ['en', 'es'] as const) {
    test(`dashboard at ${w}x${h} in projector mode (${lang}): panels inside the screen, apart, on one cursor`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.setViewportSize({ width: w, height: h });
      await openInProjectorMode(page, '/dashboard', lang, { speed: '4' });
      for (const name of PANELS) await expect(page.locator(`[data-panel="${name}"]`)).toHaveCount(1);
      await expect(page.getByTestId('dash-status')).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
      await expect.poll(async () => Number(await page.getByTestId('saw-cwnd-chart').getAttribute('data-points')), { timeout: 20_000 }).toBeGreaterThan(60);
      await page.evaluate(() => window.scrollTo(0, 0));
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/dashboard-${w}x${h}-${lang}.png` });

      const cells = await boxesOf(page, '[data-cell]');
      const panels = await boxesOf(page, '[data-cell] > .dashboard__fig > [data-panel]');
      expect(cells.map((c) => c.name)).toEqual([...PANELS]);
      for (const { name, box } of [...cells, ...panels]) {
        expectBoxInsideScreen(box, { width: w, height: h }, name);
        expect(box.height, `${name} height`).toBeGreaterThan(100);
      }
      expectNoTwoOverlap(cells);
      // Each panel's own figure stays inside its cell (nothing spills over a neighbour).
      for (const p of panels) {
        const c = cells.find((x) => x.name === p.name)!.box;
        expect(p.box.y + p.box.height, `${p.name} inside its cell`).toBeLessThanOrEqual(c.y + c.height + 0.5);
      }
      // (The page itself may scroll by the app's bottom padding under the grid; the panels do not.)

      // Hover the sawtooth at 20 % of its 22 s axis: the queue, the ping, the pipe and the state machine follow.
      await hoverSawtooth(page, 0.2);
      await expect.poll(() => cursorTimeOf(page, 'sawtooth')).not.toBeNull();
      const t = (await cursorTimeOf(page, 'sawtooth'))!;
      await expect.poll(async () => Math.abs(((await cursorTimeOf(page, 'queue')) ?? -99) - t)).toBeLessThan(0.05);
      await expect.poll(async () => Math.abs(((await shownTimeOf(page, 'state-machine')) ?? -99) - t)).toBeLessThan(0.3);
      await expect.poll(async () => Math.abs(((await shownTimeOf(page, 'bdp-pipe')) ?? -99) - t)).toBeLessThan(0.3);
      await expect(page.locator('[data-panel="ping-rtt"] [data-cursor]').first()).toBeAttached();
      await page.screenshot({ path: `${SHOTS}/dashboard-${w}x${h}-${lang}-cursor.png` });
      expect(errors).toEqual([]);
    });
  }
}

test('the copied link opens the same dashboard (scenario, panels, speed, projector) in a fresh page', async ({ page, browser }) => {
  await openInProjectorMode(page, '/dashboard', 'en', { preset: 'lab-pair-reno', panels: 'sawtooth,phase-tcp,queue', speed: '2' });
  await expect(page.getByTestId('dash-status')).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
  const href = await page.getByTestId('dash-copy-link').getAttribute('data-href');
  expect(href).toBeTruthy();
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto(href!);
  const dash = fresh.getByTestId('dashboard');
  await expect(dash).toHaveAttribute('data-source', 'lab-pair-reno');
  await expect(dash).toHaveAttribute('data-panels', 'sawtooth,phase-tcp,queue');
  await expect(fresh.locator('[data-cell]')).toHaveCount(3);
  await expect(fresh.locator('html')).toHaveAttribute('data-projector', '1');
  await expect(fresh.getByTestId('dash-speed')).toHaveValue('2');
  // Two flows: the phase plane draws both (no "one flow" note).
  await expect(fresh.getByTestId('dash-status')).toHaveAttribute('data-state', 'running', { timeout: 20_000 });
  await expect(fresh.getByTestId('phase-tcp-one-flow')).toHaveCount(0);
});
