// The shared cursor as the panels carry it: time plots hold the cursor's time (s) in data-cursor,
// the pipe and the state machine the time they show in data-at.
import type { Page } from '@playwright/test';

/** The cursor time (s) a panel carries, or null when it carries none (an empty data-cursor marks a line with no time). */
export async function cursorTimeOf(page: Page, panel: string): Promise<number | null> {
  const values = await page.locator(`[data-panel="${panel}"] [data-cursor]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-cursor') ?? ''));
  const set = values.filter((v) => v !== '');
  return set.length > 0 ? Number(set[0]) : null;
}

/** The time (s) the pipe or the state machine shows, or null before it shows one. */
export async function shownTimeOf(page: Page, panel: string): Promise<number | null> {
  const v = await page.locator(`[data-panel="${panel}"] [data-at]`).first().getAttribute('data-at');
  return v === null || v === '' ? null : Number(v);
}

/** Hovers the sawtooth plot at a fraction (0..1) of its width, in its upper part (the cwnd panel). */
export async function hoverSawtooth(page: Page, fraction: number): Promise<void> {
  const box = await page.getByTestId('saw-pointer').boundingBox();
  if (!box) throw new Error('the sawtooth plot is not on screen');
  await page.mouse.move(box.x + box.width * fraction, box.y + box.height * 0.3);
}
