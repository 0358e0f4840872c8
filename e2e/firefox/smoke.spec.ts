// Issue 26: the smoke tests in Firefox. Debian's firefox-esr, driven by puppeteer-core over
// WebDriver BiDi (Playwright's own Firefox build cannot be downloaded here), on the lab as nginx
// serves it under /sierra/ (the nginx-setup project): home, chapter 3 with its widget run, a view
// run to the end, the student's work exported and graded by the command line, and the golden
// scenarios hashed in Firefox's worker as Node pinned them. Playwright runs this file, so a failed
// check fails the suite like any other test.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import golden from '../../src/sim/golden-hashes.json' with { type: 'json' };
import { GOLDEN_SCENARIOS } from '../../src/sim/golden-scenarios';
import { ENGINE_VERSION } from '../../src/sim/version';
import { LAB_URL } from '../deploy/nginx';

const FIREFOX = process.env.SIERRA_FIREFOX ?? '/usr/bin/firefox-esr';
const REPO = resolve(import.meta.dirname, '../..');
const WAIT = { timeout: 60_000 };

let browser: Browser;
let page: Page;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  expect(existsSync(FIREFOX), `${FIREFOX} is missing: apt-get install -y firefox-esr (e2e/ensure-deploy-tools.sh), or set SIERRA_FIREFOX`).toBe(true);
  browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi', args: ['--width=1280', '--height=800'] });
  page = await browser.newPage();
  page.setDefaultTimeout(60_000);
  await page.setViewport({ width: 1280, height: 800 });
  // Anything the page throws or logs as an error fails the test that caused it.
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
});

test.afterAll(async () => {
  await browser?.close();
});

const errors: string[] = [];
test.beforeEach(() => {
  errors.length = 0;
});
test.afterEach(() => {
  expect(errors, 'errors in the Firefox page').toEqual([]);
});

const open = async (path: string) => {
  await page.goto(`${LAB_URL}${path}`);
  await page.waitForSelector('[data-testid="app-header"]', WAIT);
};
const attr = (selector: string, name: string) => page.$eval(selector, (el, n) => el.getAttribute(n), name);
const waitAttr = (selector: string, name: string, value: string, timeout = 60_000) =>
  page.waitForFunction((s, n, v) => document.querySelector(s)?.getAttribute(n) === v, { timeout, polling: 200 }, selector, name, value);

test('Firefox: the home page and a chapter whose widget runs', async () => {
  test.setTimeout(150_000);
  await open('?lang=en');
  expect(await attr('[data-testid="chapter-link-3"]', 'href')).toMatch(/^\/sierra\/chapters\/3/);
  await open('chapters/3?lang=en');
  await page.waitForSelector('[data-testid="lesson-text"]', WAIT);
  // The first widget waits for a prediction; the second runs at once.
  const widget = '[data-block="widget"][data-locked="0"]';
  await page.locator(`${widget} [data-testid="widget-start"]`).click();
  await waitAttr(widget, 'data-run-status', 'done', 120_000);
});

test('Firefox: a view runs to the end', async () => {
  test.setTimeout(120_000);
  await open('views/link-ping?lang=en&duration=2&speed=100');
  await page.locator('[data-testid="run-start"]').click();
  await waitAttr('[data-testid="run-status"]', 'data-state', 'done');
});

test('Firefox: the exported work is graded by the command line', async () => {
  test.setTimeout(150_000);
  const info = test.info();
  // A student of the example course arriving by the instructor's link: their own numbers.
  await open('chapters/3?lang=en&course=REDES-2026-1&student=20231234');
  const ex = '[data-block="exercise"][data-exercise="c3-e1"]';
  await page.waitForSelector(`${ex} [data-testid="exercise-cell"]`, WAIT);
  const params = JSON.parse((await attr(ex, 'data-params'))!) as RenoParams;
  const table = renoCwnd(params);
  const cells = await page.$$(`${ex} [data-testid="exercise-cell"]`);
  expect(cells).toHaveLength(table.length);
  for (let i = 0; i < table.length; i++) {
    await cells[i].click({ count: 3 });
    await cells[i].type(String(table[i]));
  }
  await page.locator(`${ex} [data-testid="exercise-check"]`).click();
  await waitAttr(`${ex} [data-testid="exercise-feedback"]`, 'data-verdict', 'right');
  // The export's bytes, taken where the page hands them to the download.
  await page.evaluate(() => {
    const make = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      if (blob instanceof Blob) (window as unknown as { __exported: Promise<string> }).__exported = blob.text();
      return make(blob);
    };
  });
  await page.locator('[data-testid="work-export"]').click();
  await page.waitForFunction(() => 'Promise' in window && (window as unknown as { __exported?: unknown }).__exported !== undefined, WAIT);
  const text = await page.evaluate(() => (window as unknown as { __exported: Promise<string> }).__exported);
  const file = info.outputPath('firefox-work.json');
  writeFileSync(file, text);
  const out = execFileSync('npx', ['tsx', 'src/cli/main.ts', 'grade', file, '--course', 'examples/course.json', '--json'], { cwd: REPO, encoding: 'utf8' });
  expect(out).toContain('20231234');
  const c3e1 = findExercise(JSON.parse(out), 'c3-e1');
  expect(c3e1, `c3-e1 in the grade:\n${out.slice(0, 2000)}`).toBeTruthy();
  // Full marks: the course gives c3-e1 20 points.
  expect(c3e1!.max).toBe(20);
  expect(c3e1!.points, JSON.stringify(c3e1).slice(0, 500)).toBe(20);
});

test('Firefox: the golden scenarios hash as Node pinned them', async () => {
  test.setTimeout(240_000);
  const pinned = (golden as Record<string, Record<string, string>>)[ENGINE_VERSION];
  expect(pinned, `src/sim/golden-hashes.json has no entry for engine ${ENGINE_VERSION}`).toBeTruthy();
  await open('?lang=en&debug=1');
  const firefox: Record<string, string> = {};
  for (const g of GOLDEN_SCENARIOS) {
    firefox[g.name] = await page.evaluate((scenario) => {
      const debug = (window as unknown as { __sierraDebug: { runRecordHash(s: unknown): Promise<string> } }).__sierraDebug;
      return debug.runRecordHash(scenario);
    }, g.scenario);
  }
  expect(firefox).toEqual(pinned);
});

type RenoParams = { ssthresh: number; dup_round: number; timeout_round: number; rounds: number; iw?: number };
type Graded = { id?: string; points?: number; max?: number };

/** The graded exercise with this id, wherever the grade's JSON nests it. */
function findExercise(node: unknown, id: string): Graded | null {
  if (Array.isArray(node)) {
    for (const x of node) {
      const f = findExercise(x, id);
      if (f) return f;
    }
  } else if (node && typeof node === 'object') {
    const o = node as Graded & Record<string, unknown>;
    if (o.id === id && typeof o.points === 'number') return o;
    for (const v of Object.values(o)) {
      const f = findExercise(v, id);
      if (f) return f;
    }
  }
  return null;
}

/** Per-RTT Reno as the notes count it (the same independent oracle as e2e/lessons.spec.ts). */
function renoCwnd(p: RenoParams): number[] {
  // A student's own initial window (a course draws 1 to 10); the notes' is 1.
  let cwnd = p.iw ?? 1;
  let ssthresh = p.ssthresh;
  const out: number[] = [];
  for (let round = 1; round <= p.rounds; round++) {
    out.push(cwnd);
    if (round === p.dup_round || round === p.timeout_round) {
      ssthresh = Math.max(Math.floor(cwnd / 2), 2);
      cwnd = round === p.dup_round ? ssthresh : 1;
    } else if (cwnd < ssthresh) cwnd = Math.min(cwnd * 2, ssthresh);
    else cwnd += 1;
  }
  return out;
}
