import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LONG_TASK_LIMIT_MS, measureFrames } from './frame-times';
import { LabPage } from './pages/lab-page';

/** The sender's value of one RIB line in the counters panel (as shown, locale formatted). */
const senderCell = (page: Page, name: string) => page.locator(`[data-testid="frct-counters"] tr[data-counter="${name}"] [data-testid="frct-counter-sender"]`);
const receiverCell = (page: Page, name: string) => page.locator(`[data-testid="frct-counters"] tr[data-counter="${name}"] [data-testid="frct-counter-receiver"]`);
/** A shown integer in either language ("1,234,567" or "1.234.567"). */
const int = (s: string | null) => Number((s ?? '').replace(/[^\d]/g, ''));

async function lossyRun(page: Page, lang: 'en' | 'es', duration: string): Promise<void> {
  await new LabPage(page).open('/views/frct-repair', { lang });
  await expect(page.getByTestId('view-frct-repair')).toBeVisible();
  // A short lossy path: 20 Mbit/s, 10 ms each way, 2 % loss each way.
  await page.getByTestId('frct-rq').selectOption('128');
  await page.getByTestId('frct-rate').fill('20');
  await page.getByTestId('frct-loss').fill('2');
  await page.getByTestId('frct-delay').fill('10');
  await page.getByTestId('frct-duration').fill(duration);
  await page.getByTestId('frct-speed').fill('1');
  await page.getByTestId('frct-start').click();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'running');
}

test('a lossy FRCT run live: counters grow, retransmissions stand out in the log, filters work, mb-ecn paces', async ({ page }) => {
  await lossyRun(page, 'en', '4');
  // Counters arrive while the run goes on, and grow.
  const sent = senderCell(page, 'Stream bytes sent');
  await expect.poll(async () => int(await sent.textContent()), { timeout: 15_000 }).toBeGreaterThan(0);
  const early = int(await sent.textContent());
  await expect.poll(async () => int(await sent.textContent()), { timeout: 15_000 }).toBeGreaterThan(early);
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });

  // With 2 % loss the sender repaired something, and the receiver reported holes with SACKs.
  const rxm = int(await senderCell(page, 'RXM (SACK mechanism) sent').textContent()) + int(await senderCell(page, 'RXM (RTO-driven) sent').textContent());
  expect(rxm).toBeGreaterThan(0);
  expect(int(await receiverCell(page, 'SACKs sent').textContent())).toBeGreaterThan(0);

  // The log: retransmissions are highlighted; the RXM filter keeps only them.
  const log = page.getByTestId('frct-log');
  await expect(log.getByTestId('frct-log-row').first()).toBeVisible();
  await log.getByTestId('frct-log-kind').selectOption('rxm');
  const rows = log.getByTestId('frct-log-row');
  await expect(rows.first()).toBeVisible();
  const n = await rows.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < Math.min(n, 10); i++) {
    await expect(rows.nth(i)).toHaveAttribute('data-rxm', '1');
    await expect(rows.nth(i)).toHaveClass(/frct-log__row--rxm/);
    await expect(rows.nth(i).locator('code')).toContainText('RXM');
  }
  const bg = await rows.first().evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(bg).not.toBe('rgba(0, 0, 0, 0)');

  // One direction only: what the receiver sends (ACKs and SACKs, never DATA from this bulk flow).
  await log.getByTestId('frct-log-kind').selectOption('all');
  await log.getByTestId('frct-log-dir').selectOption('2');
  await expect(rows.first()).toContainText('receiver sends');
  const m = await rows.count();
  for (let i = 0; i < Math.min(m, 10); i++) await expect(rows.nth(i)).toContainText('receiver sends');
  // Text filter: "sack" keeps the SACK lines.
  await log.getByTestId('frct-log-text').fill('sack');
  await expect(rows.first()).toBeVisible();
  for (let i = 0; i < Math.min(await rows.count(), 10); i++) await expect(rows.nth(i).locator('code')).toContainText(/sack/i);
  const count = log.getByTestId('frct-log-count');
  const shown = Number(await count.getAttribute('data-rows'));
  await log.getByTestId('frct-log-text').fill('');
  expect(Number(await count.getAttribute('data-rows'))).toBeGreaterThan(shown);

  // mb-ecn: a paced rate above zero, and the regime drawn over time.
  const paced = page.locator('[data-testid="frct-mbecn-fields"] [data-field="Paced rate (bytes/s)"] dd');
  expect(int((await paced.textContent())?.split('(')[0] ?? '')).toBeGreaterThan(0);
  expect(await page.getByTestId('frct-regime-band').locator('span').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('frct-summary')).toContainText('Run finished');
  await expect(page.getByTestId('export-json')).toBeEnabled();
  await page.screenshot({ path: 'test-results/frct-repair-en.png', fullPage: true });
});

test('Spanish: numbers with the Spanish separators', async ({ page }) => {
  await lossyRun(page, 'es', '3');
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  // Bytes sent in 3 s at up to 20 Mbit/s: millions, grouped with dots ("1.234.567").
  await expect(senderCell(page, 'Stream bytes sent')).toHaveText(/^\d{1,3}(\.\d{3})+$/);
  // Log times with a decimal comma and six digits.
  await expect(page.getByTestId('frct-log-row').first().locator('.frct-log__t')).toHaveText(/^\d+,\d{6}$/);
  // The paced rate in Mbit/s with a decimal comma, and the regime in Spanish.
  await expect(page.locator('[data-testid="frct-mbecn-fields"] [data-field="Paced rate (bytes/s)"] dd')).toHaveText(/\(\d+(,\d+)? Mbit\/s\)/);
  await expect(page.locator('[data-testid="frct-mbecn-fields"] [data-field="Current congestion regime"] dd')).toHaveText(/Arranque lento|Aumento aditivo|Disminución proporcional/);
  await expect(page.getByTestId('frct-summary')).toContainText('Corrida terminada');
});

test('bad input names the field and its range; the deep link sets the form', async ({ page }) => {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en', rq: '128', loss: '3' });
  await expect(page.getByTestId('frct-rq')).toHaveValue('128');
  await expect(page.getByTestId('frct-loss')).toHaveValue('3');
  await page.getByTestId('frct-loss').fill('80');
  await page.getByTestId('frct-start').click();
  await expect(page.getByText('Random loss must be between 0 and 50.')).toBeVisible();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'idle');
});

// The log must stay smooth on Tutorial 10's 100 Mbit/s link (thousands of lines a second). Same
// rule as frame-time.spec.ts: only what a loaded machine cannot fail (no task blocks the page for
// 200 ms); the frame times themselves are `npm run bench:frames`.
test('a 100 Mbit/s FRCT run streams its packet log without a long task', async ({ page }) => {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  await page.getByTestId('frct-duration').fill('10');
  await page.getByTestId('frct-start').click();
  const count = page.getByTestId('frct-log-count');
  await expect.poll(async () => Number(await count.getAttribute('data-total')), { timeout: 15_000 }).toBeGreaterThan(1000);
  const { longTasks } = await measureFrames(page, 3000);
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'running');
  // The list follows the newest line and renders only what is in view.
  expect(await page.getByTestId('frct-log-row').count()).toBeLessThan(60);
  await expect(page.getByTestId('frct-log-follow')).toBeChecked();
  expect(longTasks.filter((d) => d > LONG_TASK_LIMIT_MS)).toEqual([]);
  await page.getByTestId('frct-cancel').click();
});

test('pause holds the run, step advances it, cancel stops it', async ({ page }) => {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  await page.getByTestId('frct-rate').fill('10');
  await page.getByTestId('frct-duration').fill('30');
  await page.getByTestId('frct-start').click();
  const sent = senderCell(page, 'Stream bytes sent');
  await expect.poll(async () => int(await sent.textContent())).toBeGreaterThan(0);
  await page.getByTestId('frct-pause').click();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'paused');
  await page.waitForTimeout(400); // the last batch before the pause reaches the page
  const held = int(await sent.textContent());
  await page.waitForTimeout(600);
  expect(int(await sent.textContent())).toBe(held);
  // A step is one sample period (100 ms): the simulated time moves on at once; the bytes sent may
  // not (with 1 % loss the sender can be waiting out a retransmission timeout), so step until they do.
  const pausedAt = await page.getByTestId('frct-status').textContent();
  await page.getByTestId('frct-step').click();
  await expect(page.getByTestId('frct-status')).not.toHaveText(pausedAt!);
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'paused');
  for (let i = 0; i < 20 && int(await sent.textContent()) <= held; i++) {
    await page.getByTestId('frct-step').click();
    await page.waitForTimeout(250);
  }
  expect(int(await sent.textContent())).toBeGreaterThan(held);
  await page.getByTestId('frct-resume').click();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'running');
  await page.getByTestId('frct-cancel').click();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('frct-status')).toContainText('Cancelled');
});

/** One field of the oping summary panel, as shown. */
const opingField = (page: Page, field: string) => page.locator(`[data-testid="frct-oping"] [data-field="${field}"] dd`);

// Tutorial 08, second phase: oping -c 500 -i 20 over a reliable FRCT flow with netem loss 2 %.
// The tutorial's oping answers all 500 (FRCT repairs every lost request or reply).
test('Tutorial 08 in the view: the preset shows its own link, runs, and oping answers 500 of 500; the saved run reopens', async ({ page }) => {
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  const preset = page.getByTestId('frct-preset');
  await expect(preset.locator('option[value="t08-oping-loss-2"]')).toHaveCount(1);
  await preset.selectOption('t08-oping-loss-2');
  // The preset's values, not Tutorial 10's.
  await expect(page.getByTestId('frct-loss')).toHaveValue('2');
  await expect(page.getByTestId('frct-delay')).toHaveValue('0.05');
  await expect(page.getByTestId('frct-rate')).toHaveValue('1000');
  await expect(page.getByTestId('frct-duration')).toHaveValue('12');
  await expect(page.getByTestId('frct-rq')).toHaveValue('128');
  // 500 pings at 20 ms: the last leaves at 9.98 s; 12 s simulated at 20x.
  await page.getByTestId('frct-speed').fill('20');
  await page.getByTestId('frct-start').click();
  await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  await expect(opingField(page, 'transmitted')).toHaveText('500');
  await expect(opingField(page, 'received')).toHaveText('500');
  await expect(opingField(page, 'loss')).toHaveText('0 %');
  await expect(opingField(page, 'rtt')).toHaveText(/^\d+\.\d{3} ms \/ \d+\.\d{3} ms \/ \d+\.\d{3} ms \/ \d+\.\d{3} ms$/);
  await expect(page.getByTestId('frct-oping-lines')).toContainText('500 packets transmitted, 500 received');
  // Message mode: requests and replies are DATA in both directions; with 2 % loss some are repaired.
  const log = page.getByTestId('frct-log');
  await log.getByTestId('frct-log-dir').selectOption('2');
  await expect(log.getByTestId('frct-log-row').filter({ hasText: 'DATA' }).first()).toBeVisible();
  expect(int(await senderCell(page, 'RXM (RTO-driven) sent').textContent()) + int(await receiverCell(page, 'RXM (RTO-driven) sent').textContent())).toBeGreaterThan(0);
  const rxmSender = await senderCell(page, 'RXM (RTO-driven) sent').textContent();

  // Save the run, open another page, and reopen it: counters, oping lines and the form come back.
  const jsonDownload = page.waitForEvent('download');
  await page.getByTestId('export-json').click();
  const file = readFileSync((await (await jsonDownload).path())!);
  await new LabPage(page).open('/views/frct-repair', { lang: 'en' });
  await expect(page.getByTestId('frct-loss')).toHaveValue('1');
  const root = page.getByTestId('view-frct-repair');
  await root.getByTestId('import-json').setInputFiles({ name: 'oping.json', mimeType: 'application/json', buffer: file });
  await expect(root.getByTestId('import-note')).toContainText('oping.json');
  await expect(page.getByTestId('frct-imported')).toContainText('oping.json');
  await expect(page.getByTestId('frct-loss')).toHaveValue('2');
  await expect(opingField(page, 'received')).toHaveText('500');
  await expect(senderCell(page, 'RXM (RTO-driven) sent')).toHaveText(rxmSender!);
  await expect(page.getByTestId('frct-log-none')).toBeVisible();
  // Bad files are refused with the reason; what is on screen stays.
  await root.getByTestId('import-json').setInputFiles({ name: 'junk.json', mimeType: 'application/json', buffer: Buffer.from('not json') });
  await expect(root.getByTestId('import-note')).toContainText('not JSON');
  // A valid run with no FRCT flow (the course lab's Reno run): read, but not for this view.
  const tcp = execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', '--preset', 'lab-baseline-reno'], { encoding: 'utf8' });
  await root.getByTestId('import-json').setInputFiles({ name: 'tcp.json', mimeType: 'application/json', buffer: Buffer.from(tcp) });
  await expect(root.getByTestId('import-note')).toContainText('tcp.json');
  await expect(root.getByTestId('import-note')).toContainText('no FRCT flow');
  await expect(opingField(page, 'received')).toHaveText('500');
});

test('a saved run with two FRCT flows: the flow picker switches the panels', async ({ page }) => {
  // A real record (the one validating parser refuses hand-made ones): two FRCT flows on one lossy
  // link, simulated by the command line.
  const dir = mkdtempSync(join(tmpdir(), 'frct-two-'));
  const scenario = join(dir, 'two.json');
  writeFileSync(scenario, JSON.stringify({
    version: 1, duration_s: 2,
    link: { rate_mbps: 20, delay_ms: 10, reverse_rate_mbps: 20, reverse_delay_ms: 10, loss: 0.01, reverse_loss: 0.01 },
    flows: [{ id: 'one', transport: 'frct' }, { id: 'two', transport: 'frct', start_s: 0.5 }],
  }));
  const record = JSON.parse(execFileSync('npm', ['run', '--silent', 'cli', '--', 'run', scenario, '--series'], { encoding: 'utf8' }));
  const sent = (id: string) => record.summary.flows.find((f: { id: string }) => f.id === id).frct.sender['Stream bytes sent'] as number;
  expect(sent('one')).not.toBe(sent('two'));
  await new LabPage(page).open('/views/frct-repair', { lang: 'es' });
  await page.getByTestId('view-frct-repair').getByTestId('import-json').setInputFiles({ name: 'two.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByTestId('frct-flow')).toHaveValue('one');
  await expect.poll(async () => int(await senderCell(page, 'Stream bytes sent').textContent())).toBe(sent('one'));
  await page.getByTestId('frct-flow').selectOption('two');
  await expect.poll(async () => int(await senderCell(page, 'Stream bytes sent').textContent())).toBe(sent('two'));
  await expect(page.getByTestId('frct-delay')).toHaveValue('10');
  await expect(page.getByTestId('frct-loss')).toHaveValue('1');
});
