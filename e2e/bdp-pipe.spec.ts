import { expect, test } from '@playwright/test';
import { BdpPipeView, LabPage } from './pages/lab-page';

// The notes' figure (chapter 11, "El producto ancho de banda por retardo"): on the course's link
// 165 frames fit in the pipe and 169 in the queue; cwnd 100 leaves the pipe half empty, 239 puts
// 74 frames in the queue and the RTT at about 58 ms, past 334 packets are dropped.

test('the three regimes on the course link, live, with the figures of the notes', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'en' });
  const view = new BdpPipeView(page);
  await expect(view.root).toBeVisible();
  await view.setSpeed('1');

  // Under the BDP: nothing waits.
  await view.setCwnd(100);
  await expect(view.regime).toHaveAttribute('data-regime', 'under');
  await expect.poll(() => view.simTime(), { timeout: 20_000 }).toBeGreaterThan(0.5);
  expect(await view.inQueue()).toBeLessThanOrEqual(3);
  expect(await view.inPipe()).toBeGreaterThan(80);
  // It animates: the snapshot's time moves on.
  const t0 = await view.simTime();
  await expect.poll(() => view.simTime()).toBeGreaterThan(t0);

  // Above the BDP: about 74 frames queued (±10) and the RTT about 58 ms.
  await view.setCwnd(239);
  await expect(view.regime).toHaveAttribute('data-regime', 'over');
  await expect.poll(async () => Math.abs((await view.inQueue()) - 74), { timeout: 30_000 }).toBeLessThanOrEqual(10);
  await expect(view.queueLabel).toContainText('/ 169');
  await expect(view.readout).toHaveAttribute('data-source', 'simulated', { timeout: 30_000 });
  expect(Math.abs((await view.rttMs()) - 58)).toBeLessThanOrEqual(2);
  expect(Math.abs((await view.throughput()) - 47.8)).toBeLessThanOrEqual(1);

  // Past BDP + buffer: dropping, and drops are counted.
  await view.setCwnd(400);
  await expect(view.regime).toHaveAttribute('data-regime', 'dropping');
  await expect.poll(async () => Number(await view.canvas.getAttribute('data-drops')), { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => view.inQueue(), { timeout: 20_000 }).toBeGreaterThanOrEqual(160);

  // The charts carry simulated points over the closed form.
  await expect.poll(async () => Number(await view.throughputChart.getAttribute('data-points')), { timeout: 30_000 }).toBeGreaterThanOrEqual(5);
  await expect.poll(async () => Number(await view.rttChart.getAttribute('data-points'))).toBeGreaterThanOrEqual(5);
});

test('a bad rate is refused with a message naming the field and its range; the figures follow a good one', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'en' });
  const view = new BdpPipeView(page);
  await view.set('rate', '0');
  await expect(page.getByTestId('bdp-rate-error')).toHaveText('Rate (Mbit/s) must be between 1 and 1000.');
  await view.set('rate', '100');
  await expect(page.getByTestId('bdp-rate-error')).toHaveCount(0);
  // 100 Mbit/s x 40 ms = 330 frames: cwnd 239 is now under the BDP.
  await view.setCwnd(239);
  await expect(view.regime).toHaveAttribute('data-regime', 'under');
});

test('Spanish: decimal commas in the readout and the messages', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'es' });
  const view = new BdpPipeView(page);
  await expect(view.root).toBeVisible();
  await view.setCwnd(239);
  await expect(view.readout).toHaveAttribute('data-source', 'simulated', { timeout: 30_000 });
  await expect(view.readout).toContainText(/\d+,\d Mbit\/s/);
  await expect(view.readout).toContainText(/\d+,\d ms/);
  await view.set('delay', '12,5');
  await expect(page.getByTestId('bdp-delay-error')).toHaveCount(0);
  await view.set('delay', '0,5');
  await expect(page.getByTestId('bdp-delay-error')).toHaveText('Retardo de ida (ms) debe estar entre 1 y 500.');
});

test('the polite summary (for screen readers) says the regime and the numbers after a run and after the play-through', async ({ page }) => {
  test.setTimeout(120_000);
  const lab = new LabPage(page);
  await lab.open('/views/bdp-pipe', { lang: 'en' });
  const view = new BdpPipeView(page);
  const summary = page.getByTestId('bdp-summary');
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  const said = /^(Under the BDP|At the BDP|Above the BDP|Past BDP \+ buffer)\. cwnd \d+: (simulated|model) throughput [\d.]+ Mbit\/s, RTT [\d.]+ ms, about \d+ frames queued at r1\.$/;

  // The view's live run starts with the page: the summary names the window and its numbers; and again after Cancel and Run.
  await expect(summary).toHaveText(said);
  await expect(summary).toContainText('cwnd 100');
  await page.getByTestId('bdp-cancel').click();
  await page.getByTestId('bdp-start').click();
  await expect(page.getByTestId('bdp-status')).toHaveAttribute('data-state', 'running');
  await expect(summary).toHaveText(said);

  // The play-through: quiet while it steps (a sentence per step would drown the reader), then it says where it stopped.
  await view.play.click();
  await expect(view.play).toHaveAttribute('aria-pressed', 'true');
  await expect(summary).toHaveText('');
  await expect(view.play).toHaveAttribute('aria-pressed', 'false', { timeout: 60_000 });
  await expect(summary).toHaveText(said); // once the window it stopped at is simulated (a short run)
  await expect(summary).toContainText(`cwnd ${await view.cwnd.inputValue()}`);
});
