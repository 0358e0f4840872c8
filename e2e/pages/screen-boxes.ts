// Boxes on the screen: where figures and panels lie, in CSS pixels of the viewport.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export type Box = { x: number; y: number; width: number; height: number };
export type NamedBox = { name: string; box: Box };
export type Screen = { width: number; height: number };

/** The viewport boxes of every element `selector` matches, named by their data-cell (or data-panel). */
export async function boxesOf(page: Page, selector: string): Promise<NamedBox[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.getAttribute('data-cell') ?? e.getAttribute('data-panel') ?? '?', box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
}

/** Whether two boxes overlap by more than half a pixel (neighbours that share an edge do not). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

/** The box (in viewport coordinates) lies inside a screen of this size; `label` names it in a failure. */
export function expectBoxInsideScreen(box: Box, screen: Screen, label?: string): void {
  expect(box.x, label && `${label} left`).toBeGreaterThanOrEqual(0);
  expect(box.y, label && `${label} top`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, label && `${label} right`).toBeLessThanOrEqual(screen.width);
  expect(box.y + box.height, label && `${label} bottom`).toBeLessThanOrEqual(screen.height);
}

/** No two of the boxes overlap; a failure names the pair. */
export function expectNoTwoOverlap(boxes: readonly NamedBox[]): void {
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) expect(boxesOverlap(boxes[i].box, boxes[j].box), `${boxes[i].name} / ${boxes[j].name}`).toBe(false);
  }
}
