import { expect, test } from '@playwright/test';
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
  await expect(page.getByTestId('phase-tcp-note')).toContainText('motor TCP');
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
