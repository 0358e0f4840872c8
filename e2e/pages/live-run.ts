// A view's live run, driven from its own start button and read from its own status.
import { expect } from '@playwright/test';
import type { Locator } from '@playwright/test';

/** Clicks `start` and waits until `status` says the run is done; `timeout` is the test's (runs at the page's speed take seconds). */
export async function runUntilDone(start: Locator, status: Locator, timeout: number): Promise<void> {
  await start.click();
  await expect(status).toHaveAttribute('data-state', 'done', { timeout });
}
