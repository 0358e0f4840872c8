// An attached run keeps its figures (issue 27): the exercise shows the run's summary from the record
// kept with the answer (this browser's saved work, or an imported file), so after a reload the
// student reads what to report without running again; no internal run id ("lesson:c4-lab1-run#1").
import { expect, test } from '@playwright/test';

// A finished run as the work panel keeps it: the RunRecord without its series.
const RECORD = {
  version: 1,
  engine: 'sierra 0.3.2',
  scenario: { version: 1, seed: 1, duration_s: 30, flows: [{ id: 's1', cc: 'reno' }] },
  summary: {
    flows: [{ id: 's1', goodput_mbps: 47.512, bytes_delivered: 1, retransmits: 412, loss_events: [0.36, 10.5, 20.9], rtt_ms: { min: 40, median: 62.25, max: 81.5 } }],
    pings: [],
    queue: { drops: 400, marks: 0, max_bytes: 256000 },
    jain: 1,
    events: 1,
  },
};
const WORK = { version: 1, identity: { course: null, student: null }, predictions: {}, exercises: { 'c4-lab1': { id: 'c4-lab1', answer: {}, runs: [RECORD] } } };

test('a run attached to an exercise shows its figures after a reload, and no internal run id', async ({ page }) => {
  // Two chapter loads on a loaded machine (no timing is asserted).
  test.setTimeout(180_000);
  await page.addInitScript((work) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sierra.work', work);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(WORK));
  for (const lang of ['es', 'en'] as const) {
    await page.goto(`/chapters/4?lang=${lang}`);
    await expect(page.getByTestId('lesson-text')).toBeVisible({ timeout: 30_000 });
    const ex = page.locator('[data-block="exercise"][data-exercise="c4-lab1"]');
    const figures = ex.getByTestId('exercise-attached-figures');
    await expect(figures).toContainText(lang === 'es' ? 'goodput 47,5 Mbit/s' : 'goodput 47.5 Mbit/s');
    await expect(figures).toContainText(lang === 'es' ? 'RTT mediano 62,3 ms (máximo 81,5 ms)' : 'RTT median 62.3 ms (maximum 81.5 ms)');
    await expect(figures).toContainText(lang === 'es' ? 'eventos de pérdida: 3' : 'loss events: 3');
    await expect(ex.getByTestId('exercise-attached')).toContainText(lang === 'es' ? '30 s, semilla 1' : '30 s, seed 1');
    await expect(ex.getByTestId('exercise-attached')).not.toContainText('run#');
  }
});
