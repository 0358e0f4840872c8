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

/** The "Phase plane" view: the paper model's trajectory, its table and the all-rules comparison. */
export class PhasePlaneView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-phase-plane'); }
  get plane(): Locator { return this.page.getByTestId('phase-svg'); }
  get table(): Locator { return this.page.getByTestId('phase-table'); }
  get jain(): Locator { return this.page.getByTestId('phase-jain'); }
  get allRules(): Locator { return this.page.getByTestId('phase-all-rules'); }
  get startHandle(): Locator { return this.page.getByTestId('phase-start-handle'); }
  get playButton(): Locator { return this.page.getByTestId('phase-play'); }

  /** One cell of the table of steps: column x1, x2, sum, difference or jain. */
  cell(step: number, col: 'x1' | 'x2' | 'sum' | 'difference' | 'jain'): Locator {
    return this.table.locator(`tr[data-step="${step}"] td[data-col="${col}"]`);
  }
  /** One cell of the all-rules table. */
  ruleCell(rule: 'aimd' | 'aiad' | 'mimd' | 'miad', col: 'x1' | 'x2' | 'sum' | 'difference' | 'jain'): Locator {
    return this.allRules.locator(`tr[data-rule="${rule}"] td[data-col="${col}"]`);
  }

  async chooseRule(rule: 'aimd' | 'aiad' | 'mimd' | 'miad'): Promise<void> {
    await this.page.getByTestId('phase-rule').selectOption(rule);
  }
  async setSpeed(stepsPerSecond: number): Promise<void> {
    await this.page.getByTestId('phase-speed').selectOption(String(stepsPerSecond));
  }
  async set(field: 'start-x1' | 'start-x2' | 'capacity' | 'ai' | 'mi' | 'md' | 'ad' | 'steps', value: string): Promise<void> {
    await this.page.getByTestId(`phase-${field}`).fill(value);
  }
  async play(): Promise<void> { await this.playButton.click(); }
  async step(): Promise<void> { await this.page.getByTestId('phase-step').click(); }
  async reset(): Promise<void> { await this.page.getByTestId('phase-reset').click(); }
  async toggleAllRules(): Promise<void> { await this.page.getByTestId('phase-all-rules-toggle').click(); }

  async stepsDrawn(): Promise<number> {
    return Number(await this.plane.getAttribute('data-steps'));
  }

  /** Drags the starting point by (dx, dy) CSS pixels with the mouse. */
  async dragStart(dx: number, dy: number): Promise<void> {
    const box = await this.startHandle.boundingBox();
    if (!box) throw new Error('the start handle is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 4 });
    await this.page.mouse.up();
  }
}
