// The lessons in both languages (every chapter that has its MDX pair): the blocks every chapter has,
// widgets that draw a live run, predict-then-run, the chapter 3 exercise with the notes' numbers
// and with a student's own, and the student's work exported and imported again.
import { expect, test } from '@playwright/test';
import type { Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LabPage } from './pages/lab-page';

// The chapter index's numbers and slugs, read from its source (it uses Vite's import.meta.glob).
const LESSONS = join(import.meta.dirname, '..', 'src', 'lessons');
const INDEX = [...readFileSync(join(LESSONS, 'chapters.ts'), 'utf8').matchAll(/chapter\((\d+), '([a-z-]+)'/g)].map((m) => ({ number: Number(m[1]), slug: m[2] }));
/** Chapters whose lesson is written (both files exist; the parity unit test checks they agree). */
const WRITTEN = INDEX.filter((c) => ['es', 'en'].every((l) => existsSync(join(LESSONS, c.slug, `${l}.mdx`)))).map((c) => c.number);

test.setTimeout(180_000);

const BLOCKS = ['widget', 'predict', 'key-idea', 'common-mistake', 'exercise'] as const;
const COUNTED = [...BLOCKS, 'in-practice', 'worked-example', 'summary'] as const;

/** A chapter page, its text loaded. */
class LessonPage {
  constructor(readonly page: Page) {}

  async open(n: number, lang: 'es' | 'en', query: Record<string, string> = {}): Promise<void> {
    await new LabPage(this.page).open(`/chapters/${n}`, { lang, ...query });
    await expect(this.page.getByTestId('lesson-text')).toBeVisible();
  }

  blocks(name: string): Locator {
    return this.page.locator(`[data-block="${name}"]`);
  }
  widget(id: string): Locator {
    return this.page.locator(`[data-block="widget"][data-widget="${id}"]`);
  }
  predict(id: string): Locator {
    return this.page.locator(`[data-block="predict"][data-predict="${id}"]`);
  }
  exercise(id: string): Locator {
    return this.page.locator(`[data-block="exercise"][data-exercise="${id}"]`);
  }

  async counts(): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const b of COUNTED) out[b] = await this.blocks(b).count();
    return out;
  }

  /** Skips every prediction that holds this widget (the chapter-wide check does not predict). */
  async unlock(widget: Locator): Promise<void> {
    const id = await widget.getAttribute('data-widget');
    const holders = this.page.locator(`[data-block="predict"][data-widget="${id}"][data-state="open"]`);
    for (let i = await holders.count(); i > 0; i--) await holders.first().getByTestId('predict-skip').click();
    await expect(widget).toHaveAttribute('data-locked', '0');
  }

  async fillTable(exercise: Locator, cwnd: readonly number[]): Promise<void> {
    const cells = exercise.getByTestId('exercise-cell');
    await expect(cells).toHaveCount(cwnd.length);
    for (let i = 0; i < cwnd.length; i++) await cells.nth(i).fill(String(cwnd[i]));
  }
}

/**
 * Per-RTT Reno as the notes' reno_trace.py counts it (chapter 11, "Ejemplo resuelto: cwnd por
 * RTT"): slow start doubles up to ssthresh, congestion avoidance adds one, three duplicate ACKs
 * halve (ssthresh = cwnd / 2, cwnd = ssthresh), a timeout sets ssthresh = cwnd / 2 and cwnd = 1.
 * `timeoutKeepsSsthresh` is the mistake exercise 1 is about. Written here on its own, as an
 * oracle independent of the lab's code.
 */
function renoCwnd(p: { ssthresh: number; dup_round: number; timeout_round: number; rounds: number; iw?: number }, timeoutKeepsSsthresh = false): number[] {
  // A student's own initial window (issue 22 draws 1 to 10); the notes' is 1.
  let cwnd = p.iw ?? 1;
  let ssthresh = p.ssthresh;
  const out: number[] = [];
  for (let round = 1; round <= p.rounds; round++) {
    out.push(cwnd);
    if (round === p.dup_round) {
      ssthresh = Math.max(Math.floor(cwnd / 2), 2);
      cwnd = ssthresh;
    } else if (round === p.timeout_round) {
      if (!timeoutKeepsSsthresh) ssthresh = Math.max(Math.floor(cwnd / 2), 2);
      cwnd = 1;
    } else if (cwnd < ssthresh) cwnd = Math.min(cwnd * 2, ssthresh);
    else cwnd += 1;
  }
  return out;
}

// The notes' exercise 1: MSS 1, IW 1, ssthresh 32, three dup ACKs at RTT 9, a timeout at RTT 15, through RTT 22.
const NOTES_C3E1 = { ssthresh: 32, dup_round: 9, timeout_round: 15, rounds: 22 };
const NOTES_TABLE = [1, 2, 4, 8, 16, 32, 33, 34, 35, 17, 18, 19, 20, 21, 22, 1, 2, 4, 8, 11, 12, 13];

test('the oracle gives the notes\' table for exercise 1', () => {
  expect(renoCwnd(NOTES_C3E1)).toEqual(NOTES_TABLE);
  // Forgetting that the timeout halves ssthresh: slow start runs back up to 17.
  expect(renoCwnd(NOTES_C3E1, true).slice(15)).toEqual([1, 2, 4, 8, 16, 17, 18]);
});

test('the chapter index was read, and the written chapters include Session A', () => {
  expect(INDEX.length).toBe(13);
  expect(WRITTEN.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
});

for (const n of WRITTEN) {
  test(`chapter ${n}: the same blocks in es and en, and every widget draws a live run`, async ({ page }) => {
    const lesson = new LessonPage(page);
    const counts: Record<string, Record<string, number>> = {};
    for (const lang of ['es', 'en'] as const) {
      await lesson.open(n, lang);
      counts[lang] = await lesson.counts();
      for (const b of BLOCKS) expect(counts[lang][b], `${lang}: data-block="${b}"`).toBeGreaterThanOrEqual(1);
      await expect(page.getByTestId('lesson-toc')).toBeVisible();
      await expect(page.getByTestId('reading-route')).toBeVisible();

      const widgets = lesson.blocks('widget');
      const total = await widgets.count();
      for (let i = 0; i < total; i++) {
        const w = widgets.nth(i);
        await w.scrollIntoViewIfNeeded();
        await expect(w.getByTestId('widget-problem')).toHaveCount(0);
        const start = w.getByTestId('widget-start');
        if ((await w.getAttribute('data-kind')) === 'model') {
          // The paper model (no engine run): drawn at once, or by Run once its prediction is in.
          if ((await start.count()) > 0) {
            await lesson.unlock(w);
            await start.click();
          }
          await expect(w).toHaveAttribute('data-run-status', 'done');
          await expect(w.locator('[data-panel]').first()).toBeVisible();
          await expect(w.getByTestId('widget-waiting')).toHaveCount(0);
          continue;
        }
        await lesson.unlock(w);
        await expect(start).toBeEnabled({ timeout: 30_000 });
        await start.click();
        await expect(w.getByTestId('widget-live'), `${lang} widget ${i + 1} of ${total}`).not.toHaveAttribute('data-samples', '0', { timeout: 30_000 });
        await expect(w).not.toHaveAttribute('data-run-status', 'failed');
        // Every panel the registry has draws a figure; a panel not built yet says so, labelled.
        for (const panel of await w.locator('[data-panel]').all()) {
          if (await panel.evaluate((el) => el.classList.contains('panel--missing'))) await expect(panel).toContainText(/./);
          else await expect(panel.locator('canvas, svg, table, pre, [data-testid]').first()).toBeVisible();
        }
        // Stop a run still going; one that ends between the check and the click needs no cancel
        // (a short run on a fast machine): then the click, waiting for an enabled button, gives up.
        if (await w.getByTestId('widget-cancel').isEnabled()) await w.getByTestId('widget-cancel').click({ timeout: 3_000 }).catch(() => undefined);
        await expect(w).toHaveAttribute('data-run-status', /done|cancelled/);
      }
    }
    expect(counts.en).toEqual(counts.es);
  });
}

test('a prediction holds its widget until committed, then sits beside the simulation and the measurement', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(2, 'en');
  const predict = lesson.predict('c2-p1');
  const widget = lesson.widget((await predict.getAttribute('data-widget'))!);
  const start = widget.getByTestId('widget-start');
  await expect(widget).toHaveAttribute('data-locked', '1');
  await expect(start).toBeDisabled();
  await expect(widget.getByTestId('widget-blocked')).toBeVisible();

  // A bad number is refused by name, and the widget stays locked.
  await predict.getByTestId('predict-input').fill('soon');
  await predict.getByTestId('predict-commit').click();
  await expect(predict.getByRole('alert')).toBeVisible();
  await expect(start).toBeDisabled();

  await predict.getByTestId('predict-input').fill('50');
  await predict.getByTestId('predict-commit').click();
  await expect(predict).toHaveAttribute('data-state', 'committed');
  await expect(start).toBeEnabled({ timeout: 30_000 });
  await expect(predict.getByTestId('predict-simulated')).toHaveCount(0);
  await start.click();
  await expect(predict).toHaveAttribute('data-state', 'revealed', { timeout: 90_000 });
  await expect(predict.getByTestId('predict-prediction')).toContainText('50 ms');
  await expect(predict.getByTestId('predict-simulated')).toContainText(/\d+(\.\d+)? ms/);
  await expect(predict.getByTestId('predict-measured')).toContainText(/measured on the course's Linux lab/);
  await expect(predict.getByTestId('predict-measured')).toContainText(/58(\.\d+)? ms/);
  await expect(predict.getByTestId('predict-gap')).toBeVisible();
  await expect(predict.locator('.lesson-predict__gap-title')).toHaveText('Why simulation and measurement differ');

  // Kept across a reload: the widget is not locked again.
  await page.reload();
  await expect(lesson.predict('c2-p1')).toHaveAttribute('data-state', 'committed');
  await expect(lesson.widget('c2-w1')).toHaveAttribute('data-locked', '0');
});

test('a prediction about the paper model holds its drawing, then compares with the model', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(5, 'es');
  const predict = lesson.predict('c5-p1');
  const widget = lesson.widget((await predict.getAttribute('data-widget'))!);
  await expect(widget).toHaveAttribute('data-kind', 'model');
  await expect(widget.getByTestId('widget-start')).toBeDisabled();
  await expect(widget.getByTestId('widget-waiting')).toBeVisible();
  await predict.getByTestId('predict-input').fill('0,9');
  await predict.getByTestId('predict-commit').click();
  await widget.getByTestId('widget-start').click();
  await expect(predict).toHaveAttribute('data-state', 'revealed');
  await expect(predict.getByTestId('predict-prediction')).toContainText('0,9');
  // Jain's index after 40 AIMD steps from (35, 15): just below 1, with three decimals and a decimal
  // comma, never a rounded "1" that reads as exactly fair.
  await expect(predict.getByTestId('predict-simulated')).toHaveText(/^\D*0,9\d\d\s*$/);
  // No measurement, so no heading over the explanation ("why simulation and measurement differ").
  await expect(predict.getByTestId('predict-gap')).toBeVisible();
  await expect(predict.locator('.lesson-predict__gap-title')).toHaveCount(0);
});

test('exercise 1 with the notes\' numbers accepts the notes\' table and rejects one that forgets the timeout\'s ssthresh', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(3, 'es');
  const ex = lesson.exercise('c3-e1');
  await ex.scrollIntoViewIfNeeded();
  expect(JSON.parse((await ex.getAttribute('data-params'))!)).toMatchObject(NOTES_C3E1);

  await lesson.fillTable(ex, renoCwnd(NOTES_C3E1, true));
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-mistake', 'timeout-keeps-ssthresh');
  await expect(ex.getByTestId('exercise-hint')).toContainText('ssthresh');

  await lesson.fillTable(ex, NOTES_TABLE);
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');
});

test('a course code and a student id give exercise 1 other numbers and another accepted table', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(3, 'en');
  await page.getByTestId('identity-course').fill('CC4303');
  await page.getByTestId('identity-student').fill('20231234');
  await page.getByTestId('identity-save').click();
  await expect(page.getByTestId('identity-current')).toContainText('CC4303');

  const ex = lesson.exercise('c3-e1');
  await expect(ex.getByTestId('exercise-who')).toContainText('20231234');
  const params = JSON.parse((await ex.getAttribute('data-params'))!) as typeof NOTES_C3E1;
  expect(params).not.toEqual(NOTES_C3E1);
  const mine = renoCwnd(params);
  expect(mine).not.toEqual(NOTES_TABLE);
  await expect(ex.getByTestId('exercise-statement')).toContainText(String(params.ssthresh));

  // The student's own numbers with the timeout's ssthresh forgotten: still the mistake it names.
  await lesson.fillTable(ex, renoCwnd(params, true));
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'wrong');
  await lesson.fillTable(ex, mine);
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');

  // The same student arriving by a link gets the same numbers.
  await lesson.open(3, 'en', { course: 'CC4303', student: '20231234' });
  expect(JSON.parse((await lesson.exercise('c3-e1').getAttribute('data-params'))!)).toEqual(params);
});

async function downloaded(d: Download): Promise<unknown> {
  const path = await d.path();
  return JSON.parse(await readFile(path, 'utf8'));
}

test('exporting the work gives one JSON submission that imports again; a bad file is refused and changes nothing', async ({ page }, info) => {
  const lesson = new LessonPage(page);
  await lesson.open(3, 'en');
  const ex = lesson.exercise('c3-e1');
  await lesson.fillTable(ex, NOTES_TABLE);
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');
  const predict = lesson.blocks('predict').first();
  await predict.getByTestId('predict-skip').click();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-export').click()]);
  expect(download.suggestedFilename()).toMatch(/^sierra-work-notes-\d{4}-\d{2}-\d{2}-\d{6}\.json$/);
  const sub = (await downloaded(download)) as { version: number; lang: string; course: null; exercises: { id: string; answer: { table: number[][] } }[]; predictions: { id: string; skipped: boolean }[] };
  expect(sub.version).toBe(1);
  expect(sub.lang).toBe('en');
  expect(sub.course).toBeNull();
  expect(sub.exercises.find((e) => e.id === 'c3-e1')?.answer.table.flat()).toEqual(NOTES_TABLE);
  expect(sub.predictions.some((p) => p.skipped)).toBe(true);
  const file = info.outputPath('work.json');
  await download.saveAs(file);

  // A fresh browser profile: nothing saved, then the file brings the work back.
  await page.evaluate(() => localStorage.clear());
  await lesson.open(3, 'en');
  await expect(lesson.exercise('c3-e1').getByTestId('exercise-cell').first()).toHaveValue('');
  await page.getByTestId('work-import-file').setInputFiles(file);
  await expect(page.getByTestId('work-import-status')).toContainText(/imported/i);
  await expect(lesson.exercise('c3-e1').getByTestId('exercise-cell').nth(5)).toHaveValue('32');

  // A file that is not a submission: named in an alert, the page as it was.
  await page.getByTestId('work-import-file').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"version": 1, "exercises": 3}') });
  await expect(page.getByTestId('work-import-error')).toBeVisible();
  await expect(page.getByTestId('work-import-error')).toContainText(/not imported/);
  await expect(lesson.exercise('c3-e1').getByTestId('exercise-cell').nth(5)).toHaveValue('32');
});

test('a run-and-report exercise takes the finished run it reports on, and checks the figures against it', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(4, 'en');
  const ex = lesson.exercise('c4-lab1');
  await ex.scrollIntoViewIfNeeded();
  await expect(ex.getByTestId('exercise-attach')).toBeDisabled();
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'incomplete');

  const w = ex.locator('[data-block="widget"]');
  await w.getByTestId('widget-speed').selectOption('50');
  await w.getByTestId('widget-start').click();
  await expect(w).toHaveAttribute('data-run-status', 'done', { timeout: 120_000 });
  await ex.getByTestId('exercise-attach').click();
  await expect(ex.getByTestId('exercise-attached')).toBeVisible();

  // The figures to report, read from the run the export carries.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-export').click()]);
  const sub = (await downloaded(download)) as { exercises: { id: string; runs: { summary: { flows: { loss_events: number[]; rtt_ms: { max: number; median: number } }[] } }[] }[] };
  const run = sub.exercises.find((e) => e.id === 'c4-lab1')!.runs[0];
  const flow = run.summary.flows[0];
  await ex.locator('[data-field="loss_events"]').fill(String(flow.loss_events.length));
  await ex.locator('[data-field="rtt_max_ms"]').fill(String(flow.rtt_ms.median));
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).not.toHaveAttribute('data-verdict', 'right');
  await ex.locator('[data-field="rtt_max_ms"]').fill(String(flow.rtt_ms.max));
  await ex.getByTestId('exercise-check').click();
  await expect(ex.getByTestId('exercise-feedback')).toHaveAttribute('data-verdict', 'right');
});

test('a glossary term shows its definition on keyboard focus', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(2, 'es');
  const term = lesson.blocks('term').first();
  const button = term.getByRole('button');
  await button.focus();
  await expect(term.getByRole('tooltip')).toBeVisible();
  await expect(button).toHaveAccessibleDescription(/\w{3,}/);
  await page.keyboard.press('Escape');
  await expect(term.getByRole('tooltip')).toBeHidden();
});

test('a glossary term keeps the comma after it on its line (an inline term, not an inline-block button)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const lesson = new LessonPage(page);
  await lesson.open(13, 'es');
  // Every term followed by punctuation: the punctuation starts on the line where the term ends.
  const apart = await page.evaluate(() => [...document.querySelectorAll('.lesson-term')].flatMap((term) => {
    const next = term.nextSibling;
    if (!next || next.nodeType !== Node.TEXT_NODE || !/^[,.;:)]/.test(next.textContent ?? '')) return [];
    const range = document.createRange();
    range.setStart(next, 0);
    range.setEnd(next, 1);
    const mark = range.getClientRects()[0];
    const word = [...(term.querySelector('.lesson-term__word')?.getClientRects() ?? [])].pop();
    return mark && word && Math.abs(mark.top - word.top) > 4 ? [term.getAttribute('data-term')] : [];
  }));
  expect(apart).toEqual([]);
});

test('in a narrow widget the summary table scrolls sideways and says so: no column is out of reach', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const lesson = new LessonPage(page);
  await lesson.open(11, 'es');
  const w = lesson.widget('c11-w3');
  await w.getByTestId('widget-speed').selectOption('50');
  await w.getByTestId('widget-start').click();
  await expect(w).toHaveAttribute('data-run-status', 'done', { timeout: 120_000 });
  const table = w.getByTestId('flow-summary');
  await expect(table).toContainText('Retransmisiones');
  await expect(w.getByTestId('summary-scroll-hint')).toHaveText(/Desliza la tabla/);
  // The box takes the focus, and the arrow keys bring the last column into view.
  const box = w.locator('.summary-scroll__box').first();
  await box.focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
  await expect.poll(() => box.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1)).toBe(true);
  await expect(w.getByTestId('summary-scroll-hint')).toHaveText(/primeras columnas/);
  const head = table.locator('thead th').last();
  const [boxRect, headRect] = [await box.boundingBox(), await head.boundingBox()];
  expect(headRect!.x + headRect!.width).toBeLessThanOrEqual(boxRect!.x + boxRect!.width + 1);
});

test('a worked example reveals one step at a time', async ({ page }) => {
  const lesson = new LessonPage(page);
  await lesson.open(3, 'en');
  const ex = lesson.blocks('worked-example').first();
  const steps = Number(await ex.getAttribute('data-steps'));
  expect(steps).toBeGreaterThan(1);
  await expect(ex.locator('[data-step]')).toHaveCount(1);
  await ex.getByTestId('worked-next').click();
  await expect(ex.locator('[data-step]')).toHaveCount(2);
  await ex.getByTestId('worked-all').click();
  await expect(ex.locator('[data-step]')).toHaveCount(steps);
});

// Pictures for people to look at (not a check): every chapter in es, en and projector mode.
test.describe('screenshots', () => {
  test.skip(!process.env.SIERRA_SCREENSHOTS, 'screenshots only on request (SIERRA_SCREENSHOTS=1)');
  for (const look of [
    { tag: 'en', lang: 'en', projector: false, size: { width: 1280, height: 800 } },
    { tag: 'es', lang: 'es', projector: false, size: { width: 1280, height: 800 } },
    { tag: 'es-projector', lang: 'es', projector: true, size: { width: 1920, height: 1080 } },
  ] as const) {
    test(`every chapter, ${look.tag}`, async ({ page }) => {
      await page.setViewportSize(look.size);
      const query: Record<string, string> = { lang: look.lang };
      if (look.projector) query.projector = '1';
      const lab = new LabPage(page);
      await lab.open('/', query);
      await page.screenshot({ path: `screenshots/lessons-home-${look.tag}.png`, fullPage: true });
      for (let n = 1; n <= 13; n++) {
        await lab.open(`/chapters/${n}`, query);
        await page.waitForTimeout(500);
        await page.screenshot({ path: `screenshots/lesson-${n}-${look.tag}.png`, fullPage: true });
      }
    });
  }
});
