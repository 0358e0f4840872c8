// A class session end to end, against the class server (playwright.class.config.ts starts it):
// the instructor's console and display, 30 students (browser contexts) who join, answer a number
// poll and a choice poll; the instructor runs and reveals; every student sees their own answer
// beside the result, and the report counts all 30. Also: a reload keeps a student's answer, and an
// answer given offline is sent once on reconnect.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { classCommand } from '../../src/cli/class';

// The 30; SIERRA_CLASS_E2E_STUDENTS=N for a quicker look by hand.
const STUDENTS = Number(process.env.SIERRA_CLASS_E2E_STUDENTS ?? 30);
const PORT = Number(process.env.SIERRA_CLASS_E2E_PORT ?? 4175);
const DB = `data/e2e-class-${PORT}.sqlite`;
const JOIN_BATCH = 10;

async function joinStudent(browser: Browser, code: string, i: number): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: i % 2 ? 'es-419' : 'en-US' });
  const page = await ctx.newPage();
  // The join page is all a student loads (its form appears once its lazy chunk has come).
  await page.goto(`/class?code=${code}&lang=${i % 2 ? 'es' : 'en'}`, { waitUntil: 'domcontentloaded' });
  await page.getByTestId('join-id').fill(`student-${i}`);
  await page.getByTestId('join-submit').click();
  await expect(page.getByTestId('class-student')).toHaveAttribute('data-joined', '1');
  return { ctx, page };
}

/** Student i's number answer, typed in its page's language. */
function numberOf(i: number): number {
  return 200 + i * 5.5;
}
function typed(x: number, i: number): string {
  return i % 2 ? String(x).replace('.', ',') : String(x);
}
const CHOICES = ['low', 'middle', 'high'];

test(`${STUDENTS} students join, answer a number and a choice poll; the reveal shows each their own answer; the report counts them all`, async ({ browser }) => {
  // About two minutes on an idle 2-core machine; generous for a loaded one (30 pages load the lab).
  test.setTimeout(1_200_000);
  const consoleCtx = await browser.newContext();
  const con = await consoleCtx.newPage();
  await con.goto('/views/bufferbloat?present=1');
  await con.getByTestId('class-start').click();
  const code = (await con.getByTestId('class-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const [display] = await Promise.all([con.waitForEvent('popup'), con.getByTestId('present-open-display').click()]);
  await expect(display.getByTestId('class-display-code')).toHaveText(code);

  const students: { ctx: BrowserContext; page: Page }[] = [];
  // Ten at a time: each a context of its own (own storage), holding only the join page.
  for (let i = 0; i < STUDENTS; i += JOIN_BATCH) {
    students.push(...(await Promise.all(Array.from({ length: Math.min(JOIN_BATCH, STUDENTS - i) }, (_, k) => joinStudent(browser, code, i + k)))));
  }
  await expect(con.getByTestId('class-joined')).toHaveAttribute('data-count', String(STUDENTS));
  await expect(display.getByTestId('class-display-joined')).toHaveAttribute('data-count', String(STUDENTS));

  // A number poll: a chapter's Predict block (c8-p1).
  await con.getByTestId('class-question-select').selectOption('predict:c8-p1');
  await con.getByTestId('class-ask').click();
  await Promise.all(students.map(async ({ page }, i) => {
    await expect(page.getByTestId('class-question')).toBeVisible();
    await page.getByTestId('class-answer').fill(typed(numberOf(i), i));
    await page.getByTestId('class-send').click();
    await expect(page.getByTestId('class-sent')).toHaveAttribute('data-value', String(numberOf(i)));
  }));
  await expect(con.getByTestId('class-answered')).toHaveAttribute('data-count', String(STUDENTS));
  await expect(con.getByTestId('class-console-dist')).toHaveAttribute('data-total', String(STUDENTS));
  // The display shows the count only, never the spread before the reveal.
  await expect(display.getByTestId('class-display-count')).toHaveAttribute('data-answered', String(STUDENTS));
  await expect(display.getByTestId('class-display-dist')).toHaveCount(0);

  // A reload keeps the student's answer and shows the current poll.
  await students[0].page.reload();
  await expect(students[0].page.getByTestId('class-sent')).toHaveAttribute('data-value', String(numberOf(0)));

  await con.getByTestId('class-speed').selectOption('20');
  await con.getByTestId('class-run-reveal').click();
  await expect(con.getByTestId('class-poll')).toHaveAttribute('data-state', 'revealed', { timeout: 180_000 });
  await expect(display.getByTestId('class-display-dist')).toHaveAttribute('data-total', String(STUDENTS));
  await expect(display.locator('[data-mark="sim"]')).toHaveCount(1);
  await expect(display.locator('[data-mark="measured"]')).toHaveAttribute('data-value', '300.1');
  await Promise.all(students.map(async ({ page }, i) => {
    await expect(page.getByTestId('class-result')).toBeVisible();
    await expect(page.getByTestId('class-yours')).toHaveAttribute('data-value', String(numberOf(i)));
    await expect(page.locator('[data-testid="class-student-dist"] [data-mark="mine"]')).toHaveAttribute('data-value', String(numberOf(i)));
    await expect(page.getByTestId('class-simulated')).toContainText('ms');
  }));

  // A choice poll (c9-p3: where BBR leaves the ping's median).
  await con.getByTestId('class-question-select').selectOption('predict:c9-p3');
  await con.getByTestId('class-ask').click();
  await Promise.all(students.map(async ({ page }, i) => {
    await expect(page.getByTestId('class-poll')).toHaveAttribute('data-state', 'open');
    await page.locator(`[data-testid="class-choice"][value="${CHOICES[i % 3]}"]`).check();
    await page.getByTestId('class-send').click();
    await expect(page.getByTestId('class-sent')).toHaveAttribute('data-value', CHOICES[i % 3]);
  }));
  await expect(con.getByTestId('class-answered')).toHaveAttribute('data-count', String(STUDENTS));
  await con.getByTestId('class-run-reveal').click();
  await expect(con.getByTestId('class-poll')).toHaveAttribute('data-state', 'revealed', { timeout: 180_000 });
  await expect(display.getByTestId('class-display-dist')).toHaveAttribute('data-total', String(STUDENTS));
  await Promise.all(students.map(async ({ page }, i) => {
    await expect(page.getByTestId('class-yours')).toHaveAttribute('data-value', CHOICES[i % 3]);
    await expect(page.locator(`[data-testid="class-student-dist"] [data-choice="${CHOICES[i % 3]}"]`)).toHaveAttribute('data-mine', '1');
  }));

  // The report: in the console, over HTTP with the secret, and from the command line.
  await con.getByTestId('class-report-toggle').click();
  await expect(con.getByTestId('class-report-poll')).toHaveCount(2);
  for (const poll of await con.getByTestId('class-report-poll').all()) await expect(poll).toHaveAttribute('data-answered', String(STUDENTS));
  const out: string[] = [];
  expect(classCommand(['report', code, '--db', DB], { out: (t) => out.push(t), err: (t) => out.push(t) })).toBe(0);
  const text = out.join('\n');
  expect(text).toContain(`students joined: ${STUDENTS}; polls: 2.`);
  expect(text.match(new RegExp(`Answers: ${STUDENTS} of ${STUDENTS} students\\.`, 'g'))).toHaveLength(2);
  for (const s of students) await s.ctx.close();
  await consoleCtx.close();
});

test('an answer given offline is sent on reconnect, once; a wrong code is refused', async ({ browser }) => {
  const consoleCtx = await browser.newContext();
  const con = await consoleCtx.newPage();
  await con.goto('/views/bufferbloat?present=1&lang=es');
  await con.getByTestId('class-start').click();
  const code = (await con.getByTestId('class-code').textContent())!.trim();

  const wrong = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const w = await wrong.newPage();
  await w.goto('/class?lang=es');
  await w.getByTestId('join-code').fill('ZZZZZZ');
  await w.getByTestId('join-id').fill('nadie');
  await w.getByTestId('join-submit').click();
  await expect(w.getByTestId('class-error')).toHaveAttribute('data-code', 'no-session');
  await wrong.close();

  const { ctx, page } = await joinStudent(browser, code, 1);
  await con.getByTestId('class-ask').click();
  await expect(page.getByTestId('class-question')).toBeVisible();
  // The phone loses its network: the connection drops and cannot come back.
  await ctx.setOffline(true);
  await page.evaluate(() => (window as unknown as { __sierraClass: { drop(): void } }).__sierraClass.drop());
  await expect(page.getByTestId('class-student')).toHaveAttribute('data-status', 'offline');
  await page.getByTestId('class-answer').fill('321,5');
  await page.getByTestId('class-send').click();
  await expect(page.getByTestId('class-pending')).toBeVisible();
  await expect(con.getByTestId('class-answered')).toHaveAttribute('data-count', '0');
  await ctx.setOffline(false);
  await expect(page.getByTestId('class-sent')).toHaveAttribute('data-value', '321.5', { timeout: 30_000 });
  await expect(con.getByTestId('class-answered')).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('class-pending')).toHaveCount(0);
  await ctx.close();
  await consoleCtx.close();
});
