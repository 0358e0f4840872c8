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

/** The "Bufferbloat" view: a live run of one configuration, the whole table in fast mode. */
export class BufferbloatView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-bufferbloat'); }
  get status(): Locator { return this.page.getByTestId('bloat-status'); }
  get progress(): Locator { return this.page.getByTestId('bloat-progress'); }
  get timeline(): Locator { return this.page.getByTestId('bloat-timeline'); }
  get distribution(): Locator { return this.page.getByTestId('bloat-distribution'); }
  get table(): Locator { return this.page.getByTestId('bloat-table'); }

  async set(field: 'rate' | 'delay' | 'buffers' | 'duration' | 'interval', value: string): Promise<void> {
    await this.page.getByTestId(`bloat-${field}`).fill(value);
  }
  async chooseCc(cc: 'reno' | 'cubic' | 'both'): Promise<void> {
    await this.page.getByTestId('bloat-cc').selectOption(cc);
  }
  /** The configuration run live, by its key (e.g. "fifo-2000-reno"). */
  async chooseLive(key: string): Promise<void> {
    await this.page.getByTestId('bloat-live-config').selectOption(key);
  }
  async setSpeed(speed: number): Promise<void> {
    await this.page.getByTestId('bloat-speed').selectOption(String(speed));
  }
  async start(): Promise<void> { await this.page.getByTestId('bloat-start').click(); }
  async cancel(): Promise<void> { await this.page.getByTestId('bloat-cancel').click(); }
  async runAll(): Promise<void> { await this.page.getByTestId('bloat-run-all').click(); }

  row(bufferKiB: number, cc: 'reno' | 'cubic'): Locator {
    return this.table.locator(`tr[data-buffer-kib="${bufferKiB}"][data-cc="${cc}"]`);
  }
  cell(bufferKiB: number, cc: 'reno' | 'cubic', col: 'bound' | 'unloaded' | 'median' | 'max' | 'received' | 'goodput'): Locator {
    return this.row(bufferKiB, cc).locator(`td[data-col="${col}"]`);
  }
  /** A cell's leading number, read in either locale ("196,9 ms" -> 196.9). */
  async number(bufferKiB: number, cc: 'reno' | 'cubic', col: 'unloaded' | 'median' | 'max' | 'goodput'): Promise<number> {
    const text = (await this.cell(bufferKiB, cc, col).textContent()) ?? '';
    const m = /[\d.,\s\u202f]+/.exec(text.trim());
    return m ? Number(m[0].replace(/[\s\u202f]/g, '').replace(/,(\d+)$/, '.$1').replace(/,/g, '')) : NaN;
  }
  async pointsPlotted(): Promise<number> {
    return Number(await this.timeline.getAttribute('data-points'));
  }
  async expectState(state: 'idle' | 'running' | 'done' | 'error', timeout = 30_000): Promise<void> {
    await expect(this.status).toHaveAttribute('data-state', state, { timeout });
  }

  /** Records every state the status passes through from now on: a short table can go from
   * running to done between two polls, and a test asking "was it running?" must not race it. */
  async watchStates(): Promise<void> {
    await this.status.evaluate((el) => {
      const seen: string[] = [el.getAttribute('data-state') ?? ''];
      (window as unknown as { __bloatStates: string[] }).__bloatStates = seen;
      new MutationObserver(() => seen.push(el.getAttribute('data-state') ?? '')).observe(el, {
        attributes: true,
        attributeFilter: ['data-state'],
      });
    });
  }

  async statesSeen(): Promise<string[]> {
    return this.page.evaluate(() => (window as unknown as { __bloatStates?: string[] }).__bloatStates ?? []);
  }
}

/** The "cwnd sawtooth" view: live runs, loss marks, reference lines and the ss-style readout. */
export class SawtoothView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-sawtooth'); }
  get status(): Locator { return this.page.getByTestId('saw-status'); }
  get cwndChart(): Locator { return this.page.getByTestId('saw-cwnd-chart'); }
  get rttChart(): Locator { return this.page.getByTestId('saw-rtt-chart'); }
  get readout(): Locator { return this.page.getByTestId('saw-readout'); }
  get lossMarks(): Locator { return this.page.getByTestId('saw-loss-marks'); }
  get pointer(): Locator { return this.page.getByTestId('saw-pointer'); }
  ref(which: 'bdp' | 'total' | 'half' | 'base-rtt' | 'full-rtt'): Locator { return this.page.getByTestId(`saw-ref-${which}`); }

  async set(field: 'rate' | 'delay' | 'buffer' | 'duration' | 'speed', value: string): Promise<void> {
    await this.page.getByTestId(`saw-${field}`).fill(value);
  }
  async chooseCc(cc: 'reno' | 'cubic'): Promise<void> { await this.page.getByTestId('saw-cc').selectOption(cc); }
  async chooseStack(stack: 'linux' | 'book'): Promise<void> { await this.page.getByTestId('saw-stack').selectOption(stack); }

  async start(): Promise<void> { await this.page.getByTestId('saw-start').click(); }
  async demo(): Promise<void> { await this.page.getByTestId('saw-demo').click(); }
  async pause(): Promise<void> { await this.page.getByTestId('saw-pause').click(); }
  async resume(): Promise<void> { await this.page.getByTestId('saw-resume').click(); }
  async step(): Promise<void> { await this.page.getByTestId('saw-step').click(); }
  async cancel(): Promise<void> { await this.page.getByTestId('saw-cancel').click(); }

  async points(): Promise<number> { return Number(await this.cwndChart.getAttribute('data-points')); }
  async runs(): Promise<number> { return Number(await this.cwndChart.getAttribute('data-runs')); }
  async lossCount(): Promise<number> { return Number(await this.lossMarks.getAttribute('data-count')); }

  /** Hovers the chart at a fraction (0..1) of its width, in the cwnd panel. */
  async hover(fraction: number): Promise<void> {
    const box = await this.pointer.boundingBox();
    if (!box) throw new Error('the chart is not on screen');
    await this.page.mouse.move(box.x + box.width * fraction, box.y + box.height * 0.3);
  }

  async expectState(state: 'idle' | 'running' | 'paused' | 'done' | 'error', timeout = 30_000): Promise<void> {
    await expect(this.status).toHaveAttribute('data-state', state, { timeout });
  }
}

/** The sweep view: a preset or pasted sweep, run on the worker pool, then its table and charts. */
export class SweepView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-sweep'); }
  get preset(): Locator { return this.page.getByTestId('sweep-preset'); }
  get runButton(): Locator { return this.page.getByTestId('sweep-run'); }
  get cancelButton(): Locator { return this.page.getByTestId('sweep-cancel'); }
  get progress(): Locator { return this.page.getByTestId('sweep-progress'); }
  get status(): Locator { return this.page.getByTestId('sweep-status'); }
  get table(): Locator { return this.page.getByTestId('sweep-table'); }
  get heatmap(): Locator { return this.page.getByTestId('sweep-heatmap'); }
  get lines(): Locator { return this.page.getByTestId('sweep-lines'); }
  get exportCsv(): Locator { return this.page.getByTestId('sweep-export-csv'); }
  get exportJson(): Locator { return this.page.getByTestId('sweep-export-json'); }
  get tableKind(): Locator { return this.page.getByTestId('sweep-table-kind'); }
  get rows(): Locator { return this.table.locator('tbody tr'); }

  async choose(preset: string): Promise<void> {
    await expect(this.preset.locator(`option[value="${preset}"]`)).toHaveCount(1);
    await this.preset.selectOption(preset);
  }

  async paste(json: string): Promise<void> {
    const details = this.page.locator('.sw-paste');
    if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) await details.locator('summary').click();
    await this.page.getByTestId('sweep-json').fill(json);
    await this.page.getByTestId('sweep-use-json').check();
  }

  async run(): Promise<void> { await this.runButton.click(); }
  async cancel(): Promise<void> { await this.cancelButton.click(); }

  async fraction(): Promise<number> {
    return Number(await this.progress.getAttribute('data-fraction'));
  }

  async expectState(state: 'idle' | 'running' | 'done' | 'error' | 'cancelled', timeout = 60_000): Promise<void> {
    await expect(this.status).toHaveAttribute('data-state', state, { timeout });
  }
}

/** The BDP pipe view: the live run held at one window, the regime, the queue and the charts. */
export class BdpPipeView {
  constructor(readonly page: Page) {}

  get root(): Locator { return this.page.getByTestId('view-bdp-pipe'); }
  get cwnd(): Locator { return this.page.getByTestId('bdp-cwnd'); }
  get play(): Locator { return this.page.getByTestId('bdp-play'); }
  get canvas(): Locator { return this.page.getByTestId('bdp-canvas'); }
  get regime(): Locator { return this.page.getByTestId('bdp-regime'); }
  get readout(): Locator { return this.page.getByTestId('bdp-readout'); }
  get queueLabel(): Locator { return this.page.getByTestId('bdp-queue-label'); }
  get throughputChart(): Locator { return this.page.getByTestId('bdp-throughput-chart'); }
  get rttChart(): Locator { return this.page.getByTestId('bdp-rtt-chart'); }

  async setCwnd(n: number): Promise<void> { await this.cwnd.fill(String(n)); }
  async set(field: 'rate' | 'delay' | 'buffer', value: string): Promise<void> {
    await this.page.getByTestId(`bdp-${field}`).fill(value);
  }
  async setSpeed(speed: string): Promise<void> { await this.page.getByTestId('bdp-speed').selectOption(speed); }

  async inQueue(): Promise<number> { return Number(await this.canvas.getAttribute('data-in-queue')); }
  async inPipe(): Promise<number> { return Number(await this.canvas.getAttribute('data-in-pipe')); }
  async simTime(): Promise<number> { return Number(await this.canvas.getAttribute('data-t')); }
  async rttMs(): Promise<number> { return Number(await this.readout.getAttribute('data-rtt')); }
  async throughput(): Promise<number> { return Number(await this.readout.getAttribute('data-throughput')); }
}
