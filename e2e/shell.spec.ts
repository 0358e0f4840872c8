import { expect, test } from '@playwright/test';
import { LabPage } from './pages/lab-page';

test('the lab loads with its header and the chapter index', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'en' });
  await expect(page).toHaveTitle(/Sierra/);
  for (let n = 1; n <= 13; n++) await expect(lab.chapterLink(n)).toBeVisible();
  await expect(lab.chapterLink(1)).toContainText('What congestion is');
});

test('the language switch changes visible text both ways, and is remembered', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'en' });
  await expect(lab.chapterLink(11)).toHaveText(/Fairness/);
  await lab.switchLanguage('es');
  await expect(lab.chapterLink(11)).toHaveText(/Equidad/);
  await expect(lab.chapterLink(11)).not.toHaveText(/Fairness/);
  // Remembered across visits: a new visit without ?lang stays in Spanish.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(lab.chapterLink(11)).toHaveText(/Equidad/);
  await lab.switchLanguage('en');
  await expect(lab.chapterLink(11)).toHaveText(/Fairness/);
});

test('?lang= overrides the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'es' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(lab.chapterLink(1)).toContainText('congestión');
  await context.close();
});

test('without ?lang the browser language is the default', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  const lab = new LabPage(page);
  await lab.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});

test('projector mode enlarges type and thickens lines, from the switch and from ?projector=1', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'en' });
  const fontSize = async (): Promise<number> =>
    page.locator('body').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const borderWidth = async (): Promise<string> =>
    page.locator('html').evaluate((el) => getComputedStyle(el).getPropertyValue('--border-width').trim());
  const normal = await fontSize();
  expect(await borderWidth()).toBe('1px');
  await lab.toggleProjector();
  await expect(page.locator('html')).toHaveAttribute('data-projector', '1');
  const projected = await fontSize();
  expect(projected).toBeGreaterThanOrEqual(normal * 1.2);
  expect(await borderWidth()).toBe('2px');
  await lab.toggleProjector();
  await expect(page.locator('html')).not.toHaveAttribute('data-projector', '1');
  expect(await fontSize()).toBe(normal);

  await lab.open('/views/link-ping', { projector: '1', lang: 'en' });
  await expect(page.locator('html')).toHaveAttribute('data-projector', '1');
  expect(await fontSize()).toBeGreaterThanOrEqual(normal * 1.2);
});

test('deep links open a chapter and a view directly', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/chapters/3', { lang: 'en' });
  await expect(lab.chapterPage).toHaveAttribute('data-chapter', '3');
  await expect(lab.chapterPage.locator('h1')).toContainText('Slow start');

  await lab.open('/chapters/13', { lang: 'es' });
  await expect(lab.chapterPage).toHaveAttribute('data-chapter', '13');
  await expect(lab.chapterPage.locator('h1')).toContainText('mb-ecn');

  await lab.open('/views/link-ping', { lang: 'en' });
  await expect(page.getByTestId('view-link-ping')).toBeVisible();

  // The menu reaches the same view, and the URL it lands on is that deep link.
  await lab.open('/', { lang: 'en' });
  await lab.openViewFromMenu('link-ping');
  await expect(page.getByTestId('view-link-ping')).toBeVisible();
  await expect(page).toHaveURL(/\/views\/link-ping/);
});

test('an address parameter it does not understand is named, with what it accepts', async ({ page }) => {
  const lab = new LabPage(page);
  await lab.open('/', { lang: 'fr', projector: 'banana' });
  const warning = page.getByTestId('url-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('lang=fr');
  await expect(warning).toContainText('es, en');
  await expect(warning).toContainText('projector=banana');
  await lab.open('/', { lang: 'en', projector: '0' });
  await expect(page.getByTestId('url-warning')).toHaveCount(0);
});
