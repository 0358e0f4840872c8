// A page's errors, collected while a test drives it: a test ends by expecting there were none.
import type { Page } from '@playwright/test';

/** Collects, from now on, the page's uncaught errors and the errors it writes to the console. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}
