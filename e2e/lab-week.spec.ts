import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { LabPage } from './pages/lab-page';
import { watchPageErrors } from './pages/page-errors';

// The week's lab in the browser (/lab/week, issue 15): each of steps 1 to 6 takes a prediction,
// runs on the simulator and reports its figures against the notes' measured range (inside, near
// or outside, consistent with the range shown); the runs are attached and go into the exported
// work with the predictions; step 7's calculators give the notes' numbers and read the step 2 run
// as a trace; its exercise accepts the notes' answers. Run with SIERRA_E2E_PORT=4241.

async function downloaded(d: Download): Promise<unknown> {
  return JSON.parse(await readFile(await d.path(), 'utf8'));
}

const stepOf = (page: Page, n: number): Locator => page.locator(`[data-testid="lab-step"][data-step="${n}"]`);

/** Predicts, runs at 50x and waits for the range check; returns its rows as numbers and verdicts. */
async function runStep(page: Page, n: number, prediction: string) {
  const step = stepOf(page, n);
  const ex = step.locator('[data-block="exercise"]');
  // The run waits for the prediction.
  await expect(ex.getByTestId('widget-start')).toBeDisabled();
  await step.locator('[data-block="predict"]').getByTestId('predict-input').fill(prediction);
  await step.locator('[data-block="predict"]').getByTestId('predict-commit').click();
  await ex.getByTestId('widget-speed').selectOption('50');
  await ex.getByTestId('widget-start').click();
  const range = step.getByTestId('lab-range');
  await expect(range).toHaveAttribute('data-state', 'done', { timeout: 120_000 });
  await expect(step.locator('[data-block="predict"]').getByTestId('predict-simulated')).toBeVisible();
  const rows = range.getByTestId('lab-range-row');
  expect(await rows.count(), `step ${n}`).toBeGreaterThan(0);
  const out: { field: string; value: number; verdict: string }[] = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const r = rows.nth(i);
    const value = Number(await r.getAttribute('data-value'));
    const min = Number(await r.getAttribute('data-min'));
    const max = Number(await r.getAttribute('data-max'));
    const verdict = (await r.getAttribute('data-verdict')) ?? '';
    const field = (await r.getAttribute('data-field')) ?? '';
    expect(Number.isFinite(value), `step ${n} ${field}`).toBe(true);
    // The verdict says what the numbers say: inside [min, max], near within 10 %, else outside.
    const expected = value >= min && value <= max ? 'inside' : value >= min * 0.9 && value <= max * 1.1 ? 'near' : 'outside';
    expect(verdict, `step ${n} ${field}: ${value} against ${min} to ${max}`).toBe(expected);
    out.push({ field, value, verdict });
  }
  // The measured figures are labelled as the notes' runs on the course's Linux lab.
  await expect(range).toContainText("Measured on the course's Linux lab");
  await ex.getByTestId('exercise-attach').click();
  await expect(ex.getByTestId('exercise-attached')).toBeVisible();
  return { step, ex, rows: out };
}

test('every step of the lab runs in the browser, reports against the notes’ range, and goes into the exported work', async ({ page }) => {
  test.setTimeout(600_000);
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/lab/week', { lang: 'en' });
  await expect(page.getByTestId('lab-step')).toHaveCount(7);

  // Step 1: 50 x 1448 / 1514 = 47,8 Mbit/s predicted; the run's base RTT and goodput, checked right.
  const s1 = await runStep(page, 1, '47.8');
  expect(s1.rows.map((r) => r.field)).toEqual(['base_rtt_ms', 'goodput_mbps']);
  const base = s1.rows[0].value;
  const goodput = s1.rows[1].value;
  await s1.ex.locator('[data-field="base_rtt_ms"]').fill(base.toFixed(2));
  await s1.ex.locator('[data-field="goodput_mbps"]').fill(goodput.toFixed(2));
  await s1.ex.locator('[data-choice="why"] [data-value="headers"]').check();
  await s1.ex.getByTestId('exercise-check').click();
  await expect(s1.ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');

  // Step 2: the RTT of a full queue, 40 + 41 ms; the sawtooth's cycle against the trace's 10,2 s.
  const s2 = await runStep(page, 2, '81');
  expect(s2.rows.find((r) => r.field === 'overshoot_losses')?.verdict).toBe('inside');
  // A pinned miss with the course-lab hosts (lab-s2.test.ts, docs/model.md): their stalls bring
  // the losses to 8,35 s apart against the notes' 10,4, so the page honestly says "outside".
  expect(s2.rows.find((r) => r.field === 'period_s')?.verdict).toBe('outside');

  // Step 3: Mathis at 1 %, 3,5 Mbit/s (the notes' case: Reno).
  await runStep(page, 3, '3.5');
  // Step 4: up to 40 + 328 ms with 2000 KiB (the notes' case: CUBIC).
  const s4 = await runStep(page, 4, '250');
  expect(s4.rows.map((r) => r.field)).toEqual(['ping_median_ms', 'goodput_mbps']);
  // Step 5: an even split, 23,9 Mbit/s each; two Reno flows' Jain inside the notes' 0,964 to 0,999.
  const s5 = await runStep(page, 5, '23.9');
  expect(s5.rows[0].verdict).toBe('inside');
  // Step 6: the square of 140 / 60, 5,4; the notes' Reno ratios span 4,2 to 6,2.
  const s6 = await runStep(page, 6, '5.4');
  expect(s6.rows[0].field).toBe('throughput_ratio');
  // A pinned miss with the course-lab hosts (lab-s6.test.ts): the Reno +80 ms ratio 6,82 against
  // the notes' 4,2 to 6,2, so the page says "near", not "inside".
  expect(s6.rows[0].verdict).toBe('near');

  // Step 7: the calculators give the notes' numbers; the step 2 run read as a trace halves at its losses.
  const s7 = stepOf(page, 7);
  await expect(s7.getByTestId('lab-calc-bdp-out')).toContainText('250,000 bytes');
  await expect(s7.getByTestId('lab-calc-buffer-out')).toContainText('40.96 ms');
  await expect(s7.getByTestId('lab-calc-mathis-out')).toContainText('3.55 Mbit/s');
  await s7.getByTestId('lab-calc-trace-run').click();
  await expect(s7.getByTestId('lab-calc-trace-csv')).toHaveValue(/^t_s,cwnd_segments,ssthresh_segments,rtt_ms\n/);
  // The notes' Reno trace: 0,57 and 0,28 from slow start's overshoot, then 0,5.
  await expect(s7.getByTestId('lab-calc-trace-out')).toHaveText(/^Decrease factors: (\d\.\d\d · )+0\.5\d$/);
  // A malformed trace is refused with the line and the column, in the page's language.
  await s7.getByTestId('lab-calc-trace-csv').fill('t_s,cwnd_segments,ssthresh_segments,rtt_ms\n0.1,abc,,40');
  await s7.getByTestId('lab-calc-trace-compute').click();
  await expect(s7.getByTestId('lab-calc-trace-out')).toHaveText('Line 2: cwnd_segments must be a number of at least 0.');
  // Its exercise with the notes' numbers (no course code): 250 000 B, 40,96 ms, 3,55 Mbit/s, 234 / 335.
  const ex7 = s7.locator('[data-block="exercise"]');
  await ex7.locator('[data-field="bdp_bytes"]').fill('250000');
  await ex7.locator('[data-field="buffer_delay_ms"]').fill('40.96');
  await ex7.locator('[data-field="mathis_mbps"]').fill('3.55');
  await ex7.locator('[data-field="decrease_factor"]').fill('0.70');
  await ex7.locator('[data-choice="algorithm"] [data-value="cubic"]').check();
  await ex7.getByTestId('exercise-check').click();
  await expect(ex7.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');

  // The exported work: each step's run attached, its prediction with the simulated figure.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-export').click()]);
  const sub = (await downloaded(download)) as {
    exercises: { id: string; runs: { scenario: { seed: number } }[]; answer: Record<string, unknown> }[];
    predictions: { id: string; value: number; simulated?: number | null }[];
  };
  for (const n of [1, 2, 3, 4, 5, 6]) {
    const e = sub.exercises.find((x) => x.id === `lab-s${n}`);
    expect(e?.runs, `lab-s${n}`).toHaveLength(1);
    expect(e!.runs[0].scenario.seed).toBe(1);
    const p = sub.predictions.find((x) => x.id === `lab-p${n}`);
    expect(typeof p?.simulated, `lab-p${n}`).toBe('number');
  }
  expect(sub.exercises.find((x) => x.id === 'lab-s1')?.answer.why).toBe('headers');
  expect(sub.exercises.find((x) => x.id === 'lab-s7')?.answer.decrease_factor).toBe(0.7);
  expect(errors).toEqual([]);
});

test('the lab page is linked from the home page and speaks Spanish in Spanish', async ({ page }) => {
  const errors = watchPageErrors(page);
  await new LabPage(page).open('/', { lang: 'es' });
  await page.getByTestId('lab-week-link').click();
  await expect(page.getByTestId('lab-week-page')).toBeVisible();
  await expect(page.locator('h1')).toHaveText('El laboratorio de la semana, en el navegador');
  const step = stepOf(page, 1);
  await expect(step.locator('[data-block="exercise"]').getByTestId('widget-start')).toHaveText(/Correr/);
  await expect(step.getByTestId('lab-range')).toContainText('Cuando termine la corrida');
  await expect(stepOf(page, 7).getByTestId('lab-calc-bdp-out')).toContainText('250.000 bytes');
  // A student's own numbers: the case line and the exercise follow the identity.
  await page.getByTestId('identity-course').fill('REDES-2026-1');
  await page.getByTestId('identity-student').fill('ana');
  await page.getByTestId('identity-save').click();
  await expect(step.getByTestId('lab-case')).toContainText(/semilla \d+/);
  await expect(step.getByTestId('lab-case')).not.toContainText('semilla 1:');
  expect(errors).toEqual([]);
});
