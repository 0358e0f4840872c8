// The audited interface (issue 18, item 4): axe over every page in both languages and in
// projector mode, with no serious or critical violation; every view's controls reachable by Tab
// with a visible focus and the run started from the keyboard; one name for one action in every
// view and lesson widget (Run / Correr, Pause / Pausar); a number typed the other way refused
// with both readings.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHAPTER_COUNT, parseRoute } from '../src/app/routes';
import { VIEWS } from '../src/views/registry';

// Its tests are independent pages: `npm run test:e2e` runs them on two workers (the a11y project).
test.describe.configure({ mode: 'parallel' });

const VIEW_IDS = VIEWS.map((v) => v.id);
const CHAPTERS = Array.from({ length: CHAPTER_COUNT }, (_, i) => `/chapters/${i + 1}`);
// Pages that may not exist yet in every checkout: audited when the router knows them.
const OPTIONAL = ['/dashboard', '/lab/week'].filter((p) => parseRoute(p, VIEW_IDS).name !== 'notFound');
const PAGES = ['/', ...CHAPTERS, ...VIEW_IDS.map((v) => `/views/${v}`), '/download', '/lab/panels', ...OPTIONAL];
// Each page is loaded once and audited in the four modes in turn, switched the way a reader does
// (the header's language buttons and projector toggle): a page load costs far more than an audit.
const MODES = [
  { lang: 'en', projector: false },
  { lang: 'es', projector: false },
  { lang: 'es', projector: true },
  { lang: 'en', projector: true },
] as const;

async function open(page: Page, path: string, lang: string, projector = '0'): Promise<void> {
  await page.goto(`${path}?lang=${lang}&projector=${projector}`);
  await expect(page.getByTestId('app-header')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Lessons and views mount lazily; let them settle (their widgets draw their first frame).
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** Serious and critical violations, one line each (rule, count, first targets): readable in a failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.help} at ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' ; ')}`);
}

/** Switches language and projector mode in the page, then lets lessons and widgets redraw. */
async function switchMode(page: Page, lang: string, projector: boolean): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang')) !== lang) await page.getByTestId(`lang-${lang}`).click();
  await expect(html).toHaveAttribute('lang', lang);
  const toggle = page.getByTestId('projector-toggle');
  if ((await toggle.getAttribute('aria-pressed')) !== String(projector)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', String(projector));
  if (projector) await expect(html).toHaveAttribute('data-projector', '1');
  else await expect(html).not.toHaveAttribute('data-projector');
  // The other language's strings may come as a chunk; widgets redraw at their new size.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

test.describe('axe: no serious or critical violation', () => {
  test.describe.configure({ timeout: 240_000 });
  for (const path of PAGES) {
    test(`${path} (en, es, es projector, en projector)`, async ({ page }) => {
      await open(page, path, 'en');
      const found: string[] = [];
      for (const mode of MODES) {
        await switchMode(page, mode.lang, mode.projector);
        const where = `${mode.lang}${mode.projector ? ', projector' : ''}`;
        for (const v of await seriousViolations(page)) found.push(`${where}: ${v}`);
      }
      expect(found).toEqual([]);
    });
  }

  // A view after a run draws its figures, legends, readouts and summaries: audited too.
  for (const id of VIEW_IDS) {
    test(`/views/${id} after a run (en)`, async ({ page }) => {
      await open(page, `/views/${id}`, 'en');
      // The view's run button (the BDP pipe's Run waits for a window: its play-through runs instead).
      const start = page.locator('main :is([data-testid$="-start"], [data-testid="sweep-run"], [data-testid="lnc-run"], [data-testid="phase-play"], [data-testid="bdp-play"]):enabled').first();
      await start.click();
      await page.waitForTimeout(3000);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

/** Every button's accessible name and test id in the main region (visible ones). */
async function buttons(page: Page): Promise<{ id: string; name: string }[]> {
  const all = page.locator('main').getByRole('button');
  const out: { id: string; name: string }[] = [];
  for (const b of await all.all()) {
    if (!(await b.isVisible())) continue;
    const name = (await b.evaluate((el) => {
      // The accessible name as a screen reader gets it: aria-label, else the text without aria-hidden parts.
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return copy.textContent ?? '';
    })).trim();
    out.push({ id: (await b.getAttribute('data-testid')) ?? '', name });
  }
  return out;
}

test.describe('one name for one action', () => {
  // It opens every view and chapter (27 pages) in one test: the limit guards a hang, it is not a
  // speed check (3 minutes ran out on a loaded 2-core machine with the suite's other worker beside it).
  test.describe.configure({ timeout: 600_000 });
  const words = {
    en: { run: 'Run', pause: 'Pause' },
    es: { run: 'Correr', pause: 'Pausar' },
  } as const;
  // Other names for starting or pausing a run: each was once in some view (issue 18).
  const DEFECTS = /\b(Play|Start|Run live|Reproducir|Iniciar|Ejecutar|Pausa)\b/;

  for (const lang of ['en', 'es'] as const) {
    test(`every run button of every view and lesson widget reads ${words[lang].run}, every pause ${words[lang].pause} (${lang})`, async ({ page }) => {
      const seen: string[] = [];
      const bad: string[] = [];
      for (const path of [...VIEW_IDS.map((v) => `/views/${v}`), ...CHAPTERS, '/lab/panels']) {
        await open(page, path, lang);
        for (const b of await buttons(page)) {
          const where = `${path} ${b.id || '(no id)'}: "${b.name}"`;
          if (/-(start|play|run|run-all|demo)$/.test(b.id)) {
            seen.push(where);
            if (!b.name.startsWith(words[lang].run)) bad.push(where);
          }
          if (/-pause$/.test(b.id) && b.name !== words[lang].pause) bad.push(where);
          // "Start over" resets a worked example's steps: not a run.
          if (DEFECTS.test(b.name) && b.id !== 'worked-restart') bad.push(where);
        }
      }
      expect(seen.length, 'run buttons found').toBeGreaterThan(VIEW_IDS.length + CHAPTER_COUNT - 2);
      expect(bad).toEqual([]);
    });
  }
});

test.describe('keyboard', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const id of VIEW_IDS) {
    test(`/views/${id}: every control is reached by Tab and shows its focus`, async ({ page }) => {
      await open(page, `/views/${id}`, 'en');
      // Number the visible, enabled controls of the view (a radio group is one stop: its arrows move within it).
      const controls = await page.locator('main').evaluate((main) => {
        const list = main.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])');
        const groups = new Set<string>();
        const out: string[] = [];
        for (const el of list) {
          // checkVisibility: also false inside a closed <details> (its content is skipped, not laid out away).
          const shown = el.checkVisibility({ visibilityProperty: true, opacityProperty: false });
          if (!shown || (el as HTMLButtonElement).disabled || el.getAttribute('type') === 'file') continue;
          const radio = el as HTMLInputElement;
          if (radio.type === 'radio') {
            if (groups.has(radio.name)) continue;
            groups.add(radio.name);
          }
          el.dataset.a11yStop = String(out.length);
          out.push(el.dataset.testid ?? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`);
        }
        return out;
      });
      const reached = new Set<number>();
      const unseen: string[] = [];
      await page.locator('body').focus();
      for (let i = 0; i < controls.length + 60 && reached.size < controls.length; i++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          // A visible focus: an outline (the theme's :focus-visible) or a ring drawn as a box shadow.
          const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
          const radio = el as HTMLInputElement;
          const stop = radio.type === 'radio' ? document.querySelector<HTMLElement>(`input[type=radio][name="${radio.name}"][data-a11y-stop]`)?.dataset.a11yStop : el.dataset.a11yStop;
          return { stop: stop === undefined ? null : Number(stop), ring };
        });
        if (!info || info.stop === null) continue;
        reached.add(info.stop);
        if (!info.ring) unseen.push(controls[info.stop]);
      }
      expect(controls.filter((_, i) => !reached.has(i)), 'controls never reached by Tab').toEqual([]);
      expect(unseen, 'focused without a visible focus').toEqual([]);
    });
  }

  test('the run starts from the keyboard: Tab to Run, then Enter', async ({ page }) => {
    await open(page, '/views/link-ping', 'en');
    const run = page.getByTestId('run-start');
    await run.focus();
    await expect(run).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('run-status')).toHaveAttribute('data-state', /running|done/);
    await page.getByTestId('run-cancel').focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('run-status')).not.toHaveAttribute('data-state', 'running');
  });
});

test.describe('numbers typed in a field', () => {
  test('English: "1,000" is refused naming 1000 and 1; Spanish: "1,5" is accepted and "1.000" refused the same way', async ({ page }) => {
    await open(page, '/views/frct-repair', 'en');
    const rate = page.getByTestId('frct-rate');
    await rate.fill('1,000');
    await page.getByTestId('frct-start').click();
    await expect(page.locator('main')).toContainText('“1,000” could be 1000 (with a thousands comma) or 1 (with a decimal comma); type 1000 or 1.');
    await expect(page.getByTestId('frct-status')).not.toHaveAttribute('data-state', 'running');

    await open(page, '/views/frct-repair', 'es');
    await page.getByTestId('frct-rate').fill('1.000');
    await page.getByTestId('frct-start').click();
    await expect(page.locator('main')).toContainText('«1.000» puede ser 1000 (con punto de miles) o 1 (con punto decimal); escribe 1000 o 1.');
    await page.getByTestId('frct-rate').fill('1,5');
    await page.getByTestId('frct-start').click();
    await expect(page.getByTestId('frct-status')).toHaveAttribute('data-state', /running|done/);
  });

  // Every view's number fields read through the one shared path (numberFields.ts) and say the same
  // sentence, tied to the field (its accessible description). `start`: the view checks its form on
  // Run; the others check every edit.
  const VIEWS_WITH_NUMBERS = [
    { view: 'link-ping', field: 'input-rate', start: 'run-start' },
    { view: 'phase-plane', field: 'phase-capacity', start: null },
    { view: 'bufferbloat', field: 'bloat-rate', start: 'bloat-start' },
    { view: 'bdp-pipe', field: 'bdp-rate', start: null },
    { view: 'sawtooth', field: 'saw-rate', start: 'saw-start' },
    { view: 'fairness', field: 'fair-rate', start: 'fair-start' },
  ] as const;
  const BOTH_READINGS = {
    en: { typed: '1,000', message: '“1,000” could be 1000 (with a thousands comma) or 1 (with a decimal comma); type 1000 or 1.' },
    es: { typed: '1.000', message: '«1.000» puede ser 1000 (con punto de miles) o 1 (con punto decimal); escribe 1000 o 1.' },
  } as const;
  for (const { view, field, start } of VIEWS_WITH_NUMBERS) {
    for (const lang of ['en', 'es'] as const) {
      test(`${view} (${lang}): "${BOTH_READINGS[lang].typed}" gets the shared message naming both readings${lang === 'es' ? '; "1,5" is accepted' : ''}`, async ({ page }) => {
        await open(page, `/views/${view}`, lang);
        const input = page.getByTestId(field);
        const submit = async () => { if (start) await page.getByTestId(start).click(); };
        await input.fill(BOTH_READINGS[lang].typed);
        await submit();
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(new RegExp(BOTH_READINGS[lang].message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        if (lang === 'es') {
          await input.fill('1,5');
          await submit();
          await expect(input).toHaveAttribute('aria-invalid', 'false');
        }
      });
    }
  }
});
