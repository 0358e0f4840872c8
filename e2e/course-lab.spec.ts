// The lab served for a course (issue 22): the instructor's course.json beside index.html gives a
// student of that course the course's points and its cap on checks; exercise widgets hide what
// answers their own question until it is checked (c8-e8's "1000 KiB lleno: 204 ms"); attached
// runs of another engine are run again before the export, and the page says so; a course file
// that names another engine than the lab's is said too. Both languages.
import { expect, test } from '@playwright/test';
import type { Download, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { LabPage } from './pages/lab-page';

test.setTimeout(180_000);

const COURSE = { version: 1, course: 'REDES-2026-1', lang: 'es', exercises: [{ chapter: 4 }, { chapter: 8 }], points: { 'c4-e3': 12 }, maxAttempts: 2 };

/** The lab as served with this course file (any other request goes to the server as usual). */
async function serveCourse(page: Page, course: unknown): Promise<void> {
  await page.route('**/course.json', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(course) }));
}

async function openChapter(page: Page, n: number, lang: 'es' | 'en', query: Record<string, string> = {}): Promise<void> {
  await new LabPage(page).open(`/chapters/${n}`, { lang, ...query });
  await expect(page.getByTestId('lesson-text')).toBeVisible({ timeout: 30_000 });
}

async function downloaded(d: Download): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(await d.path(), 'utf8')) as Record<string, unknown>;
}

const ANA = { course: 'REDES-2026-1', student: 'ana' };

test('a student of the course sees its points and its cap on checks, and the export carries each check', async ({ page }) => {
  await serveCourse(page, COURSE);
  await openChapter(page, 4, 'es', ANA);
  const ex = page.locator('[data-block="exercise"][data-exercise="c4-e3"]');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex.getByTestId('exercise-points')).toHaveAttribute('data-points', '12');
  await expect(ex.getByTestId('exercise-points')).toHaveText('12 puntos');
  await expect(ex.getByTestId('exercise-cap')).toHaveText('Te quedan 2 revisiones de 2 en este ejercicio.');
  const fields = ex.getByTestId('exercise-field');
  for (const [i, typed] of ['1,5', '2,5'].entries()) {
    for (let f = 0; f < (await fields.count()); f++) await fields.nth(f).fill(typed);
    await ex.getByTestId('exercise-check').click();
    await expect(ex.getByTestId('exercise-feedback')).toBeVisible();
    await expect(ex.getByTestId('exercise-cap')).toHaveAttribute('data-left', String(1 - i));
  }
  await expect(ex.getByTestId('exercise-check')).toBeDisabled();
  await expect(ex.getByTestId('exercise-cap')).toHaveText('Ya usaste las 2 revisiones que tu curso permite en este ejercicio: se entrega tu última respuesta revisada.');
  await expect(fields.first()).toBeDisabled();

  // In English, after a reload: the same count, kept in this browser.
  await openChapter(page, 4, 'en', ANA);
  const again = page.locator('[data-block="exercise"][data-exercise="c4-e3"]');
  await expect(again.getByTestId('exercise-points')).toHaveText('12 points');
  await expect(again.getByTestId('exercise-check')).toBeDisabled();
  await expect(again.getByTestId('exercise-cap')).toHaveText('You have used the 2 checks your course allows for this exercise: your last checked answer is the one handed in.');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-export').click()]);
  const sub = await downloaded(download);
  const entry = (sub.exercises as { id: string; checks: number; checked: { t: string; answer: Record<string, number> }[] }[]).find((e) => e.id === 'c4-e3')!;
  expect(entry.checks).toBe(2);
  expect(entry.checked.map((c) => Object.values(c.answer)[0])).toEqual([1.5, 2.5]);
  expect(Date.parse(entry.checked[1].t)).toBeGreaterThanOrEqual(Date.parse(entry.checked[0].t));
});

test('c8-e8: the ping plot shows no full-buffer bound until both worked numbers are checked', async ({ page }) => {
  await openChapter(page, 8, 'es');
  const ex = page.locator('[data-block="exercise"][data-exercise="c8-e8"]');
  await ex.scrollIntoViewIfNeeded();
  const w = ex.locator('[data-block="widget"]');
  const plot = w.locator('[data-panel="ping-rtt"]');
  await expect(ex.getByTestId('exercise-concealed')).toBeVisible();
  await w.getByTestId('widget-speed').selectOption('50');
  await w.getByTestId('widget-start').click();
  await expect(w).toHaveAttribute('data-run-status', 'done', { timeout: 120_000 });
  // The run is drawn (its flow's start is marked), the bound is not.
  await expect(plot.locator('svg text').first()).toBeVisible();
  await expect(plot).not.toContainText('lleno:');

  // One worked number checked: still hidden. Both: the bound of the notes' 1000 KiB appears.
  await ex.locator('[data-field="queue_ms"]').fill('163,8');
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toBeVisible();
  await expect(plot).not.toContainText('lleno:');
  await ex.locator('[data-field="rtt_loaded_ms"]').fill('203,8');
  await ex.getByTestId('exercise-check').click();
  await expect(plot).toContainText('1000 KiB lleno:');
  await expect(ex.getByTestId('exercise-concealed')).toHaveCount(0);
});

// A run attached by an older version of the lab (this browser's saved work).
const OLD_RUN = {
  version: 1,
  engine: 'sierra 0.3.2',
  scenario: { version: 1, seed: 1, duration_s: 3, flows: [{ id: 's1', cc: 'reno' }] },
  summary: { flows: [{ id: 's1', goodput_mbps: 40, bytes_delivered: 1, retransmits: 0, loss_events: [], rtt_ms: { min: 40, median: 41, max: 42 } }], pings: [], queue: { drops: 0, marks: 0, max_bytes: 0 }, jain: 1, events: 1 },
};

test('attached runs of another engine are run again before the export, and the page says so; a course of another engine is said', async ({ page }) => {
  const work = { version: 1, identity: ANA, predictions: {}, exercises: { 'c4-lab1': { id: 'c4-lab1', answer: {}, runs: [OLD_RUN] } } };
  await page.addInitScript((text) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('sierra.work', text);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(work));
  await serveCourse(page, { ...COURSE, engine: 'sierra 0.1.0' });
  await openChapter(page, 4, 'es');
  await expect(page.getByTestId('work-engine-differs')).toContainText('Tu curso REDES-2026-1 califica con sierra 0.1.0, pero este laboratorio es sierra ');

  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByTestId('work-export').click()]);
  await expect(page.getByTestId('work-import-status')).toContainText('Antes de exportar se volvió a correr con sierra');
  await expect(page.getByTestId('work-import-status')).toContainText('1 corrida adjunta hecha con sierra 0.3.2');
  const sub = await downloaded(download);
  expect(sub.rerun).toEqual({ from: 'sierra 0.3.2', runs: 1 });
  const run = (sub.exercises as { id: string; runs: { engine: string; scenario: { duration_s: number } }[] }[]).find((e) => e.id === 'c4-lab1')!.runs[0];
  expect(run.engine).toBe(sub.engine);
  expect(run.engine).not.toBe('sierra 0.3.2');
  expect(run.scenario.duration_s).toBe(3);

  // The run kept in this browser is the new one: a second export re-runs nothing.
  await openChapter(page, 4, 'en');
  await expect(page.getByTestId('work-engine-differs')).toContainText('Your course REDES-2026-1 grades with sierra 0.1.0, but this lab is sierra ');
  const [second] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-export').click()]);
  expect((await downloaded(second)).rerun).toBeUndefined();
});
