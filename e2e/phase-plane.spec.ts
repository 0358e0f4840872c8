import { expect, test, type Page } from '@playwright/test';
import { LabPage, PhasePlaneView } from './pages/lab-page';

// The figures are the course notes' (`phase.py aimd --steps 14` and `phase.py all`), which
// `npm run --silent cli -- model phase aimd --steps 14` and `model phase all` print too.

test('AIMD with the defaults plays 14 steps and ends on the notes’ row 14', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const view = new PhasePlaneView(page);
  await expect(view.root).toBeVisible();
  expect(await view.stepsDrawn()).toBe(0);
  await expect(view.cell(0, 'x1')).toHaveText('10.0');
  await expect(view.cell(0, 'x2')).toHaveText('70.0');
  await expect(view.jain).toHaveText('0.640');

  await view.setSpeed(8);
  await view.play();
  await expect(view.playButton).toHaveAttribute('data-state', 'playing');
  // It animates: steps appear one after the other, not all at once.
  await expect.poll(() => view.stepsDrawn()).toBeGreaterThan(0);
  const early = await view.stepsDrawn();
  expect(early).toBeLessThan(14);
  await expect.poll(() => view.stepsDrawn(), { timeout: 10_000 }).toBe(14);
  await expect(view.playButton).toHaveAttribute('data-state', 'paused');
  await expect(view.table.locator('tbody tr')).toHaveCount(15);

  // Row 14 of the notes: 38.8 53.8 92.5 15.0 0.974.
  await expect(view.cell(14, 'x1')).toHaveText('38.8');
  await expect(view.cell(14, 'x2')).toHaveText('53.8');
  await expect(view.cell(14, 'sum')).toHaveText('92.5');
  await expect(view.cell(14, 'difference')).toHaveText('15.0');
  await expect(view.cell(14, 'jain')).toHaveText('0.974');
  // The first decrease: 25 and 85 go to 12.5 and 42.5 (towards the origin).
  await expect(view.cell(4, 'x1')).toHaveText('12.5');
  await expect(view.cell(4, 'x2')).toHaveText('42.5');
  // Jain's index of the current step, with three decimals.
  await expect(view.jain).toHaveText(/^\d\.\d{3}$/);
  await expect(view.jain).toHaveText('0.974');
});

test('pause holds the trajectory, step adds one, reset goes back to the start', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const view = new PhasePlaneView(page);
  await view.setSpeed(2);
  await view.play();
  await expect.poll(() => view.stepsDrawn()).toBeGreaterThan(0);
  await view.play(); // the same button pauses
  await expect(view.playButton).toHaveAttribute('data-state', 'paused');
  const held = await view.stepsDrawn();
  await page.waitForTimeout(1200);
  expect(await view.stepsDrawn()).toBe(held);
  await view.step();
  expect(await view.stepsDrawn()).toBe(held + 1);
  await view.reset();
  expect(await view.stepsDrawn()).toBe(0);
  await expect(view.table.locator('tbody tr')).toHaveCount(1);

  // The keyboard: the right arrow steps, space plays (focus in the view, not in a field).
  await page.getByTestId('phase-step-count').click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await view.stepsDrawn()).toBe(2);
  await page.keyboard.press('Space');
  await expect(view.playButton).toHaveAttribute('data-state', 'playing');
});

test('Spanish writes the numbers with a decimal comma', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'es' });
  const view = new PhasePlaneView(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plano de fases');
  for (let i = 0; i < 6; i++) await view.step();
  // Step 6 of the notes: 22,5 52,5 and Jain 0,862.
  await expect(view.cell(4, 'x1')).toHaveText('12,5');
  await expect(view.cell(6, 'x1')).toHaveText('22,5');
  await expect(view.jain).toHaveText('0,862');
  await expect(page.getByTestId('phase-tcp-note')).toContainText('simulados en el enlace del curso');
});

test('“all rules” shows where each rule ends after 200 steps, in the table and on the plane', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const view = new PhasePlaneView(page);
  await expect(view.allRules).toHaveCount(0);
  await view.toggleAllRules();
  await expect(view.allRules).toBeVisible();
  await expect(view.ruleCell('aimd', 'x1')).toHaveText('45.0');
  await expect(view.ruleCell('aimd', 'x2')).toHaveText('45.0');
  await expect(view.ruleCell('aimd', 'jain')).toHaveText('1.000');
  await expect(view.ruleCell('aiad', 'jain')).toHaveText('0.640');
  await expect(view.ruleCell('mimd', 'x1')).toHaveText('7.6');
  await expect(view.ruleCell('miad', 'x1')).toHaveText('0.0');
  await expect(view.ruleCell('miad', 'x2')).toHaveText('109.7');
  await expect(view.ruleCell('miad', 'jain')).toHaveText('0.500');
  await expect(page.getByTestId('phase-end-marks').locator('[data-rule]')).toHaveCount(4);
});

test('dragging the starting point changes the first row; so does typing it', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const view = new PhasePlaneView(page);
  await expect(view.cell(0, 'x1')).toHaveText('10.0');
  await view.dragStart(120, 80); // right (more x1) and down (less x2)
  const x1 = Number(await view.cell(0, 'x1').textContent());
  const x2 = Number(await view.cell(0, 'x2').textContent());
  expect(x1).toBeGreaterThan(20);
  expect(x2).toBeLessThan(60);
  await expect(page.getByTestId('phase-start-x1')).toHaveValue(String(x1));

  await view.set('start-x1', '30');
  await view.set('start-x2', '50');
  await expect(view.cell(0, 'x1')).toHaveText('30.0');
  await expect(view.cell(0, 'x2')).toHaveText('50.0');
});

test('a parameter out of range is refused with a message naming it; another rule redraws', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const view = new PhasePlaneView(page);
  await view.set('md', '1.5');
  await expect(view.root.getByText('Decrease factor (×) must be between 0.01 and 0.99.')).toBeVisible();
  await expect(page.getByTestId('phase-md')).toHaveAttribute('aria-invalid', 'true');
  await view.set('md', '0.5');
  await expect(page.getByTestId('phase-md')).toHaveAttribute('aria-invalid', 'false');

  // MIAD multiplies by 1.25 on the way up: 10 and 70 become 12.5 and 87.5.
  await view.chooseRule('miad');
  await view.step();
  await expect(view.cell(1, 'x1')).toHaveText('12.5');
  await expect(view.cell(1, 'x2')).toHaveText('87.5');
});

// ---- The "Two TCP flows" mode: the engine's two flows on the course's link, drawn live ----------
// C is the link's payload capacity, 50 x 1448 / 1514 = 47.8 Mbit/s.
const C_MBPS = (50 * 1448) / 1514;

function tcpMode(page: Page) {
  const num = async (testId: string): Promise<number> => Number((await page.getByTestId(testId).textContent())?.replace(',', '.'));
  return {
    status: page.getByTestId('phase-tcp-status'),
    plane: page.getByTestId('phase-svg'),
    jain: page.getByTestId('phase-tcp-jain'),
    points: async () => Number(await page.getByTestId('phase-svg').getAttribute('data-tcp-points')),
    num,
    async choose(): Promise<void> { await page.getByTestId('phase-mode-tcp').check(); },
    async setup(o: { cc1?: string; cc2?: string; extra?: string; duration?: string; speed?: string }): Promise<void> {
      if (o.cc1) await page.getByTestId('phase-tcp-cc1').selectOption(o.cc1);
      if (o.cc2) await page.getByTestId('phase-tcp-cc2').selectOption(o.cc2);
      if (o.extra) await page.getByTestId('phase-tcp-extra').selectOption(o.extra);
      if (o.duration) await page.getByTestId('phase-tcp-duration').selectOption(o.duration);
      if (o.speed) await page.getByTestId('phase-tcp-speed').selectOption(o.speed);
    },
  };
}

test('two Reno flows: the trajectory arrives live, ends on the efficiency line and becomes fair', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const tcp = tcpMode(page);
  await tcp.choose();
  await expect(tcp.status).toHaveAttribute('data-state', 'idle');
  await expect(tcp.plane).toHaveAttribute('data-tcp-points', '0');
  await expect(tcp.jain).toHaveText('—');
  await tcp.setup({ cc1: 'reno', cc2: 'reno', extra: '0', duration: '20', speed: '5' });
  await page.getByTestId('phase-tcp-start').click();
  await expect(tcp.status).toHaveAttribute('data-state', 'running');
  // Live: points arrive while the run is still going (20 s at 5x is about 4 s of wall time).
  await expect.poll(() => tcp.points()).toBeGreaterThan(0);
  const early = await tcp.points();
  await expect.poll(() => tcp.points()).toBeGreaterThan(early);
  expect(await tcp.points()).toBeLessThan(500);
  // Jain's index rises above 0.9 at some point of the run (sampled as the points arrive).
  let bestJain = 0;
  await expect
    .poll(async () => {
      const j = Number(await tcp.jain.textContent());
      if (Number.isFinite(j)) bestJain = Math.max(bestJain, j);
      return tcp.status.getAttribute('data-state');
    }, { timeout: 20_000, intervals: [100] })
    .toBe('done');
  // 20 s sampled every 40 ms: 500 points.
  expect(await tcp.points()).toBe(500);
  // The link is full: x1 + x2 ends within 20 % of C.
  const sum = await tcp.num('phase-tcp-sum');
  expect(Math.abs(sum - C_MBPS) / C_MBPS).toBeLessThan(0.2);
  // Fair in the end with equal RTTs (Reno/Reno on this link ends above 0.9), and on the way.
  const finalJain = Number(await tcp.jain.textContent());
  expect(finalJain).toBeGreaterThan(0.9);
  expect(Math.max(bestJain, finalJain)).toBeGreaterThan(0.9);
  await expect(tcp.jain).toHaveText(/^\d\.\d{3}$/);
  await expect(page.getByTestId('phase-tcp-join')).toHaveCount(1);
});

test('pause holds the trajectory, step advances it, cancel stops; the model mode is still there', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'en' });
  const tcp = tcpMode(page);
  await tcp.choose();
  await tcp.setup({ cc2: 'cubic', extra: '80', duration: '60', speed: '1' });
  await page.getByTestId('phase-tcp-start').click();
  await expect.poll(() => tcp.points()).toBeGreaterThan(5);
  await page.getByTestId('phase-tcp-pause').click();
  await expect(tcp.status).toHaveAttribute('data-state', 'paused');
  await page.waitForTimeout(300); // a batch already on its way may still land
  const held = await tcp.points();
  await page.waitForTimeout(800);
  expect(await tcp.points()).toBe(held);
  await page.getByTestId('phase-tcp-step').click();
  await expect.poll(() => tcp.points()).toBeGreaterThan(held);
  await page.getByTestId('phase-tcp-resume').click();
  await expect(tcp.status).toHaveAttribute('data-state', 'running');
  await page.getByTestId('phase-tcp-cancel').click();
  await expect(tcp.status).toHaveAttribute('data-state', 'idle');
  await expect(tcp.status).toContainText('Cancelled');
  const stopped = await tcp.points();
  await page.waitForTimeout(500);
  expect(await tcp.points()).toBe(stopped);

  // Back to the paper model: its plane and table as before.
  await page.getByTestId('phase-mode-model').check();
  const view = new PhasePlaneView(page);
  await expect(view.cell(0, 'x1')).toHaveText('10.0');
  await view.step();
  expect(await view.stepsDrawn()).toBe(1);
});

test('the TCP mode in Spanish writes its numbers with a decimal comma', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/views/phase-plane', { lang: 'es' });
  const tcp = tcpMode(page);
  await tcp.choose();
  // The shared run bar: the button reads "Correr" in every view.
  await expect(tcp.status).toContainText('presiona Correr');
  await expect(page.getByTestId('phase-optimum-label')).toHaveText(/23,91/);
  await tcp.setup({ duration: '20', speed: '20' });
  await page.getByTestId('phase-tcp-start').click();
  await expect(tcp.status).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
  await expect(tcp.status).toContainText('Terminada');
  await expect(tcp.jain).toHaveText(/^\d,\d{3}$/);
  await expect(page.getByTestId('phase-tcp-sum')).toHaveText(/^\d+,\d$/);
  await expect(page.getByTestId('phase-tcp-time')).toHaveText(/^20,0\s?s$/);
});
