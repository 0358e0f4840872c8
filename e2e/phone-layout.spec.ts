// The student's page on a phone (issue 27): at 390 x 844 (and the narrowest, 360 px) the header's
// name and buttons do not overlap, the Views menu opens inside the screen, the lesson starts on the
// first screen, the header does not hold the screen, nothing sticks out sideways, and every text a
// student reads is at least 12 px (an SVG's text measured at the size it is drawn).
import { expect, test, type Page } from '@playwright/test';
import { boxesOverlap, expectBoxInsideScreen } from './pages/screen-boxes';

const PHONE = { width: 390, height: 844 };
const NARROWEST = { width: 360, height: 780 };

async function openChapter(page: Page, n: number, lang: 'es' | 'en') {
  await page.goto(`/chapters/${n}?lang=${lang}`);
  await expect(page.getByTestId('lesson-text')).toBeVisible();
  // The widgets' charts and the state diagram are drawn once their box has a width.
  await page.waitForTimeout(300);
}

/** Visible elements that stick out of the screen sideways and are not inside a box that scrolls or clips them. */
async function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if ((r.left < -1 || r.right > width + 1) && !clipped(el)) out.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')} ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return out;
  });
}

/** Visible texts drawn under 12 px (an SVG text at its size on the screen), with their size. */
async function textsUnder12px(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (!el.checkVisibility?.() || el.closest('[aria-hidden="true"]')) continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      if (!own) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let size = parseFloat(getComputedStyle(el).fontSize);
      if (el instanceof SVGGraphicsElement) {
        const m = el.getScreenCTM();
        if (m) size *= Math.hypot(m.a, m.b);
      }
      if (size < 11.95) out.push(`${el.tagName.toLowerCase()} ${size.toFixed(1)} px "${(el.textContent ?? '').trim().slice(0, 30)}"`);
    }
    return out;
  });
}

for (const n of [3, 8, 12]) {
  for (const lang of ['es', 'en'] as const) {
    test(`chapter ${n} (${lang}) on a phone: header, menu, lesson on the first screen, nothing outside, text at least 12 px`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await openChapter(page, n, lang);

      // The header's name and buttons side by side, none over another.
      const named = [
        { name: 'name', box: (await page.locator('.brand').boundingBox())! },
        { name: 'views', box: (await page.getByTestId('views-menu').boundingBox())! },
        { name: 'language', box: (await page.locator('.app-header .seg').boundingBox())! },
      ];
      for (let i = 0; i < named.length; i++) {
        expectBoxInsideScreen(named[i].box, PHONE, named[i].name);
        for (let j = i + 1; j < named.length; j++) expect(boxesOverlap(named[i].box, named[j].box), `${named[i].name} / ${named[j].name}`).toBe(false);
      }

      // The header scrolls away with the page (it held 18 % of the screen when it stuck).
      const header = page.getByTestId('app-header');
      expect((await header.boundingBox())!.height, 'header height').toBeLessThan(PHONE.height * 0.15);
      await page.mouse.wheel(0, 600);
      await expect.poll(async () => (await header.boundingBox())!.y).toBeLessThan(0);
      await page.evaluate(() => window.scrollTo(0, 0));

      // The lesson's first words are on the first screen, with the side panel folded above it.
      const lessonTop = (await page.getByTestId('lesson-text').boundingBox())!.y;
      expect(lessonTop, 'lesson top').toBeLessThan(PHONE.height * 0.7);
      await expect(page.getByTestId('lesson-side-summary')).toBeVisible();
      await expect(page.getByTestId('lesson-toc')).toBeHidden();
      await page.getByTestId('lesson-side-summary').click();
      await expect(page.getByTestId('lesson-toc')).toBeVisible();

      // Nothing sticks out sideways; nothing a student reads is under 12 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(PHONE.width);
      expect(await outsideTheScreen(page)).toEqual([]);
      expect(await textsUnder12px(page)).toEqual([]);
    });
  }
}

test('on the narrowest phone the Views menu opens inside the screen and above the chapter links', async ({ page }) => {
  await page.setViewportSize(NARROWEST);
  await openChapter(page, 8, 'es');
  await page.getByTestId('views-menu').click();
  const list = page.locator('.menu__list');
  await expect(list).toBeVisible();
  expectBoxInsideScreen((await list.boundingBox())!, NARROWEST, 'views list');
  // The topmost element at the list's first link is the link, not a chapter button over it.
  const first = list.locator('a').first();
  const b = (await first.boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('data-testid') ?? null, [b.x + b.width / 2, b.y + b.height / 2]);
  expect(hit).toBe(await first.getAttribute('data-testid'));
  expect(await outsideTheScreen(page)).toEqual([]);
});

test('a wide lesson table on a phone scrolls inside the text and says so', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openChapter(page, 8, 'en');
  const wide = page.locator('[data-testid="lesson-text"] table[data-scroll-hint]').first();
  await expect(wide).toHaveAttribute('data-hidden-right', '1');
  await expect(wide).toHaveAttribute('data-scroll-hint', /→/);
  await wide.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(wide).toHaveAttribute('data-hidden-right', '');
  await expect(wide).toHaveAttribute('data-hidden-left', '1');
});

test('the state diagram keeps readable labels on a phone and scrolls sideways', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openChapter(page, 3, 'en');
  const label = page.locator('.sm-edge text').first();
  await label.scrollIntoViewIfNeeded();
  const size = await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize) * Math.hypot((el as SVGGraphicsElement).getScreenCTM()!.a, (el as SVGGraphicsElement).getScreenCTM()!.b));
  expect(size).toBeGreaterThanOrEqual(11.95);
  await expect(page.locator('.sm-panel__hint').first()).toBeVisible();
});
