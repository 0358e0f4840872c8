// A view's main figure (the element marked data-figure="main"): what a projector must show whole.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { PROJECTOR_SCREEN } from './projector';
import { expectBoxInsideScreen } from './screen-boxes';

export function mainFigure(page: Page): Locator {
  return page.locator('[data-figure="main"]');
}

/**
 * Scrolls to the top and expects the main figure inside the projector's first screen.
 * `onceLaidOut`: first wait until the figure is visible and two frames have passed, for panels
 * that measure themselves once drawn (their box is not final on the first frame).
 */
export async function expectMainFigureInsideFirstScreen(page: Page, { onceLaidOut = false } = {}): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const figure = mainFigure(page);
  if (onceLaidOut) {
    await expect(figure).toBeVisible();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  }
  const box = await figure.boundingBox();
  expect(box).not.toBeNull();
  expectBoxInsideScreen(box!, PROJECTOR_SCREEN);
}
