// Page object for the lab: the tests speak of chapters, views and runs, not of selectors.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

export class LabPage {
  constructor(readonly page: Page) {}

  async open(path = '/', query: Record<string, string> = {}): Promise<void> {
    const search = new URLSearchParams(query).toString();
    await this.page.goto(search ? `${path}?${search}` : path);
    await expect(this.header).toBeVisible();
  }

  get header(): Locator { return this.page.getByTestId('app-header'); }
  chapterLink(n: number): Locator { return this.page.getByTestId(`chapter-link-${n}`); }
  get chapterPage(): Locator { return this.page.getByTestId('chapter-page'); }
  get errorBanner(): Locator { return this.page.getByTestId('worker-error'); }

  async switchLanguage(lang: 'es' | 'en'): Promise<void> {
    await this.page.getByTestId(`lang-${lang}`).click();
    await expect(this.page.locator('html')).toHaveAttribute('lang', lang);
  }

  async toggleProjector(): Promise<void> {
    await this.page.getByTestId('projector-toggle').click();
  }

  async openViewFromMenu(id: string): Promise<void> {
    await this.page.getByTestId('views-menu').click();
    await this.page.getByTestId(`view-link-${id}`).click();
  }
}

/** The "Link and ping" view and its live run. */
export class LinkPingView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-link-ping'); }
  get status(): Locator { return this.page.getByTestId('run-status'); }
  get plot(): Locator { return this.page.getByTestId('ping-plot'); }
  get lastRtt(): Locator { return this.page.getByTestId('ping-last-rtt'); }
  get summary(): Locator { return this.page.getByTestId('ping-summary'); }

  async set(field: 'rate' | 'delay' | 'loss' | 'queue' | 'load' | 'duration' | 'speed', value: string): Promise<void> {
    await this.page.getByTestId(`input-${field}`).fill(value);
  }

  async start(): Promise<void> { await this.page.getByTestId('run-start').click(); }
  async pause(): Promise<void> { await this.page.getByTestId('run-pause').click(); }
  async resume(): Promise<void> { await this.page.getByTestId('run-resume').click(); }
  async step(): Promise<void> { await this.page.getByTestId('run-step').click(); }
  async cancel(): Promise<void> { await this.page.getByTestId('run-cancel').click(); }

  async pointsPlotted(): Promise<number> {
    return Number(await this.plot.getAttribute('data-points'));
  }

  async expectState(state: 'idle' | 'running' | 'paused' | 'done' | 'error', timeout = 30_000): Promise<void> {
    await expect(this.status).toHaveAttribute('data-state', state, { timeout });
  }
}
