// Issue 22, item 7: the /grade page grades 20 submissions of the example course in the tab (the
// runs re-simulated on the page's workers) and its downloads are the command's files byte for
// byte: the grades CSV and the Canvas import; the results JSON (`grade --json`'s stdout) the same
// but for the last binary digit of some keys (see below). The
// class (e2e/grade-class.ts) has honest keys, runs, a forged run, a copy, and three bad files
// (over the size limit, cut short, nested 5,000 deep), each reported on its own row.
// With SIERRA_GRADE_SHOTS=DIR the page is photographed in both languages, before and after.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Download, type Page } from '@playwright/test';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const TSX = join(REPO, 'node_modules', '.bin', 'tsx');
const SHOTS = process.env.SIERRA_GRADE_SHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
}

/** Paths where two JSON values differ, numbers equal within 1e-12 of each other (relative). */
function sameUpToLastDigit(a: unknown, b: unknown, at = '$'): string[] {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)) ? [] : [at];
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length ? a.flatMap((x, i) => sameUpToLastDigit(x, b[i], `${at}[${i}]`)) : [at];
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    if (ka.join() !== Object.keys(b).join()) return [at];
    return ka.flatMap((k) => sameUpToLastDigit((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`));
  }
  return a === b ? [] : [at];
}

async function downloaded(page: Page, testId: string): Promise<Buffer> {
  const [d]: [Download, void] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return readFileSync((await d.path())!);
}

test('20 submissions graded in the page give the command line\'s CSV and Canvas file byte for byte, and its results', async ({ page }) => {
  // Building the class and running the command take half a minute each on a loaded machine (no timing is asserted).
  test.setTimeout(420_000);
  const dir = mkdtempSync(join(tmpdir(), 'sierra-grade-e2e-'));
  try {
    execFileSync(TSX, ['e2e/grade-class.ts', dir], { cwd: REPO, stdio: 'inherit' });
    // Run from the class's folder so the command names the files as the page does ("subs/s01.json").
    const cliJson = execFileSync(TSX, [join(REPO, 'src/cli/main.ts'), 'grade', 'subs', '--course', 'course.json', '--csv', 'grades.csv',
      '--lms', 'canvas', '--lms-csv', 'canvas.csv', '--json', '--jobs', '2'], { cwd: dir, maxBuffer: 64 << 20 });

    const workers: string[] = [];
    page.on('worker', (w) => workers.push(w.url()));
    await page.goto('/grade?lang=en');
    await expect(page.getByTestId('grade-private')).toContainText('Nothing leaves your computer');
    await expect(page.getByTestId('grade-start')).toBeDisabled();
    await shot(page, 'grade-en-before');

    await page.getByTestId('grade-course-input').setInputFiles(join(dir, 'course.json'));
    await expect(page.getByTestId('grade-course-status')).toContainText('Course REDES-2026-1: 30 exercises assigned, language Español.');
    await page.getByTestId('grade-folder-input').setInputFiles(join(dir, 'subs'));
    await expect(page.getByTestId('grade-files-status')).toContainText('20 files to grade.');
    await page.getByTestId('grade-lms').selectOption('canvas');
    const before = workers.length;
    await page.getByTestId('grade-start').click();
    await expect(page.getByTestId('grade-results')).toBeVisible({ timeout: 300_000 });
    // The three runs were simulated on workers the grading started, not on the page's thread.
    expect(workers.length).toBeGreaterThan(before);

    const rows = page.getByTestId('grade-row');
    await expect(rows).toHaveCount(20);
    const row = (n: string) => page.locator(`[data-testid="grade-row"][data-file="subs/${n}.json"]`);
    await expect(row('s15')).toContainText('148 / 244');
    await expect(row('s17')).toContainText('forged:c2-lab1');
    await expect(row('s18')).toContainText('copy:s01');
    await expect(row('s18')).toContainText('17.42 / 244');
    for (const bad of ['s14', 's19', 's20']) await expect(row(bad)).toContainText('unreadable');
    await expect(row('s14')).toContainText('Not graded');
    await expect(page.getByTestId('grade-summary')).toContainText('20 files of 17 students');
    await shot(page, 'grade-en-after');

    const csv = await downloaded(page, 'grade-download-csv');
    const cliCsv = readFileSync(join(dir, 'grades.csv'));
    // As text first, for a readable difference; then byte for byte.
    expect(csv.toString('utf8')).toBe(cliCsv.toString('utf8'));
    expect(csv.equals(cliCsv)).toBe(true);
    expect(csv.toString('utf8')).toContain('"s17","subs/s17.json"');
    expect((await downloaded(page, 'grade-download-lms')).equals(readFileSync(join(dir, 'canvas.csv')))).toBe(true);
    // The results: the same, but for the last binary digit of some keys (the models' Math.cbrt in
    // Chromium's V8 and in Node's may round apart; src/models/cubic.ts), which no grade reads.
    const json = (await downloaded(page, 'grade-download-json')).toString('utf8');
    expect(json.endsWith('\n')).toBe(true);
    expect(sameUpToLastDigit(JSON.parse(json), JSON.parse(cliJson.toString('utf8')))).toEqual([]);
    const report = (await downloaded(page, 'grade-download-report')).toString('utf8');
    expect(report).toContain('REDES-2026-1');

    // In Spanish: the page's words and numbers (the outputs stay in the course's language).
    await page.getByTestId('lang-es').click();
    await expect(page.getByTestId('grade-private')).toContainText('Nada sale de tu computadora');
    await expect(row('s18')).toContainText('17,42 / 244');
    await expect(page.getByTestId('grade-summary')).toContainText('20 archivos de 17 estudiantes');
    await shot(page, 'grade-es-after');
    await page.goto('/grade?lang=es');
    await expect(page.getByTestId('grade-private')).toContainText('Nada sale de tu computadora');
    await shot(page, 'grade-es-before');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the home page links to the grading page', async ({ page }) => {
  await page.goto('/?lang=es');
  await page.getByTestId('grade-link').click();
  await expect(page).toHaveURL(/\/grade\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corregir un curso');
});

test('files dropped on the page join the list, and a dropped course file is read', async ({ page }) => {
  await page.goto('/grade?lang=en');
  const course = readFileSync(join(REPO, 'examples/course.json'), 'utf8');
  // A drop as the browser delivers it: a DataTransfer holding File objects.
  const drop = async (testId: string, files: { name: string; text: string }[]) => {
    const data = await page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([f.text], f.name, { type: 'application/json' }));
      return dt;
    }, files);
    await page.getByTestId(testId).dispatchEvent('drop', { dataTransfer: data });
  };
  await drop('grade-course-drop', [{ name: 'course.json', text: course }]);
  await expect(page.getByTestId('grade-course-status')).toContainText('Course REDES-2026-1');
  await drop('grade-files-drop', [{ name: 'b.json', text: '{}' }, { name: 'a.json', text: '{}' }]);
  await expect(page.getByTestId('grade-files-status')).toContainText('2 files to grade.');
  await drop('grade-files-drop', [{ name: 'a.json', text: '[]' }, { name: 'notes.txt', text: 'x' }]);
  // a.json replaced, notes.txt picked on its own: graded (as the command grades a file it is given).
  await expect(page.getByTestId('grade-files-status')).toContainText('3 files to grade.');
  await expect(page.getByTestId('grade-start')).toBeEnabled();
  await drop('grade-course-drop', [{ name: 'course.json', text: '{"version":1}' }]);
  await expect(page.getByTestId('grade-course-status')).toContainText('course.json:');
  await expect(page.getByTestId('grade-start')).toBeDisabled();
});
