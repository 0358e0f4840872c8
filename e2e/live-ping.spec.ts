import { expect, test } from '@playwright/test';
import { LabPage, LinkPingView } from './pages/lab-page';

test('a live ping run in the worker shows RTTs as they arrive', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/link-ping', { lang: 'en' });
  const view = new LinkPingView(page);
  await view.set('rate', '50');
  await view.set('delay', '40');
  await view.set('loss', '0');
  await view.set('load', '0');
  await view.set('duration', '20');
  await view.set('speed', '4');
  await view.start();
  await view.expectState('running');
  // Points arrive while the run is still going: live, not at the end.
  await expect.poll(() => view.pointsPlotted(), { timeout: 15_000 }).toBeGreaterThan(3);
  const early = await view.pointsPlotted();
  await expect.poll(() => view.pointsPlotted(), { timeout: 15_000 }).toBeGreaterThan(early);
  await expect(view.status).toHaveAttribute('data-state', 'running');
  // Idle link: RTT = 40 ms of propagation plus the serialisation of two 98-byte frames (tens of µs).
  await expect(view.lastRtt).toHaveText(/40\.0\d*\s*ms/);
  await view.expectState('done', 30_000);
  await expect(view.summary).toBeVisible();
});

test('pause holds the run, step advances it, resume and cancel work', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/link-ping', { lang: 'en' });
  const view = new LinkPingView(page);
  await view.set('duration', '60');
  await view.set('speed', '2');
  await view.start();
  await expect.poll(() => view.pointsPlotted()).toBeGreaterThan(2);
  await view.pause();
  await view.expectState('paused');
  const held = await view.pointsPlotted();
  await page.waitForTimeout(800);
  expect(await view.pointsPlotted()).toBe(held);
  for (let i = 0; i < 5; i++) await view.step();
  await expect.poll(() => view.pointsPlotted()).toBeGreaterThan(held);
  await view.resume();
  await view.expectState('running');
  await view.cancel();
  await view.expectState('idle');
});

test('Spanish formats the RTT with a decimal comma', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/link-ping', { lang: 'es' });
  const view = new LinkPingView(page);
  await view.set('delay', '40');
  await view.set('duration', '3');
  await view.set('speed', '10');
  await view.start();
  await expect(view.lastRtt).toHaveText(/40,0\d*\s*ms/, { timeout: 15_000 });
});

test('a bad input is refused with a message naming it, and nothing runs', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/link-ping', { lang: 'en' });
  const view = new LinkPingView(page);
  await view.set('loss', '250');
  await view.start();
  await expect(view.root.getByRole('alert').first()).toBeVisible();
  await expect(view.status).not.toHaveAttribute('data-state', 'running');
});
