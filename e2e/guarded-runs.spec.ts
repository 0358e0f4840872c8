// Guarded runs (issue 18, item 2): a scenario far over the browser's budget is refused before any
// worker starts, with its estimate and the limit, in both languages; a live run whose worker hangs
// or crashes is stopped with a message, the page stays usable, and Retry runs it again.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { LabPage, LinkPingView, SweepView } from './pages/lab-page';

type Debug = { crashWorker(mode: string): void; liveRuns(): number };

async function crash(page: Page, mode: 'throw' | 'hang'): Promise<void> {
  await page.evaluate((m) => (window as unknown as { __sierraDebug: Debug }).__sierraDebug.crashWorker(m), mode);
}

const liveRuns = (page: Page) => page.evaluate(() => (window as unknown as { __sierraDebug: Debug }).__sierraDebug.liveRuns());

/** The sawtooth view at its largest: 10 Gbit/s for 600 s (estimated at over 1e8 events; the browser's limit is 3e7). */
const HUGE_SAWTOOTH = { rate: '10000', duration: '600', speed: '1000' };

test.describe('the browser budget', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`a run far over it is refused with its estimate and the limit (${lang})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const lab = new LabPage(page);
      await lab.open('/views/sawtooth', { lang, debug: '1', ...HUGE_SAWTOOTH });
      await page.getByTestId('saw-start').click();
      const status = page.getByTestId('saw-status');
      await expect(status).toHaveAttribute('data-state', 'error');
      const text = (await status.textContent()) ?? '';
      const [, estimate, limit] = lang === 'en'
        ? /about ([\d,]+) events .* limit of ([\d,]+) events/.exec(text) ?? []
        : /unos ([\d.]+) eventos .* navegador, ([\d.]+) eventos/.exec(text) ?? [];
      const number = (s: string) => Number(s.replace(lang === 'en' ? /,/g : /\./g, ''));
      expect(number(limit)).toBe(3e7);
      expect(number(estimate)).toBeGreaterThan(1e8);
      expect(text).toContain('?budget=');
      expect(await liveRuns(page)).toBe(0); // no worker was asked
      await expect(page.getByTestId('saw-retry')).toHaveCount(0); // the same scenario would be refused again
      await expect(page.getByTestId('saw-start')).toBeEnabled(); // the page stays usable
      expect(errors).toEqual([]);
    });
  }

  test('an instructor\'s ?budget= lets it start', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open('/views/sawtooth', { lang: 'en', debug: '1', budget: '1e10', ...HUGE_SAWTOOTH });
    await page.getByTestId('saw-start').click();
    await expect(page.getByTestId('saw-status')).toHaveAttribute('data-state', 'running');
    await page.getByTestId('saw-cancel').click();
  });
});

test.describe('the browser budget for a sweep', () => {
  // sce-one-flow-reno: 128 runs of 300 s, each under the limit alone (at most 7.4e6 events), about 2.3e8 in all:
  // under the sweep's default budget (3e8, a paper's grid runs in the tab), over an instructor's ?budget=1e8.
  for (const lang of ['en', 'es'] as const) {
    test(`a grid whose jobs together are over it is refused before it starts, with the estimate, the limit and the jobs (${lang})`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const lab = new LabPage(page);
      await lab.open('/views/sweep', { lang, preset: 'sce-one-flow-reno', budget: '1e8' });
      const view = new SweepView(page);
      await view.choose('sce-one-flow-reno');
      await view.run();
      await view.expectState('error');
      const text = (await view.status.textContent()) ?? '';
      const [, jobs, estimate, limit] = lang === 'en'
        ? /its (\d+) runs would take about ([\d,]+) events in all .* limit of ([\d,]+) events/.exec(text) ?? []
        : /sus (\d+) corridas tomarían unos ([\d.]+) eventos en total .* navegador, ([\d.]+) eventos/.exec(text) ?? [];
      const number = (s: string) => Number(s.replace(lang === 'en' ? /,/g : /\./g, ''));
      expect(jobs).toBe('128');
      expect(number(limit)).toBe(1e8);
      expect(number(estimate)).toBeGreaterThan(2e8);
      expect(text).toContain('?budget=');
      expect(await view.fraction()).toBe(0); // no job ran
      await expect(lab.errorBanner).toHaveCount(0); // a refusal beside the Run button, not a failure in the banner
      await expect(view.runButton).toBeEnabled(); // the page stays usable
      await view.choose('demo');
      await view.run();
      await view.expectState('done', 60_000);
      expect(errors).toEqual([]);
    });
  }

  test('an instructor\'s ?budget= lets it start', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open('/views/sweep', { lang: 'en', preset: 'sce-one-flow-reno', budget: '1e9' });
    const view = new SweepView(page);
    await view.choose('sce-one-flow-reno');
    await view.run();
    await expect(view.status).toContainText('of 128 runs done');
    await view.cancel();
    await view.expectState('cancelled');
  });
});

test.describe('a live run whose worker fails', () => {
  async function startLongPing(page: Page): Promise<LinkPingView> {
    const view = new LinkPingView(page);
    await view.set('duration', '120');
    await view.set('speed', '1');
    await view.start();
    await expect.poll(() => view.pointsPlotted()).toBeGreaterThan(1);
    return view;
  }

  async function retryAndSeeItRun(page: Page, view: LinkPingView): Promise<void> {
    await page.getByTestId('run-retry').click();
    await view.expectState('running');
    await expect(view.status).toContainText('120 s'); // the same scenario: 120 s long
    await expect.poll(() => view.pointsPlotted(), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect(page.getByTestId('run-retry')).toHaveCount(0);
    await view.cancel();
  }

  test('hung: stopped by the watchdog with a message, the page usable, and Retry runs it again', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open('/views/link-ping', { lang: 'en', debug: '1' });
    const view = await startLongPing(page);
    await crash(page, 'hang');
    await view.expectState('error', 15_000);
    await expect(view.status).toContainText('stopped answering, so the run was stopped');
    await expect(lab.errorBanner).toContainText(/stopped responding/);
    // The page answers while the worker is gone: a field still takes input, the menu opens.
    await view.set('delay', '30');
    await expect(page.getByTestId('input-delay')).toHaveValue('30');
    await retryAndSeeItRun(page, view);
  });

  test('crashed: reported in a banner, a new worker, and Retry runs the same scenario (es)', async ({ page }) => {
    const lab = new LabPage(page);
    await lab.open('/views/link-ping', { lang: 'es', debug: '1' });
    const view = await startLongPing(page);
    await crash(page, 'throw');
    await expect(lab.errorBanner).toContainText(/simulated worker crash/);
    await expect(lab.errorBanner).toContainText('Reintentar');
    await view.expectState('error');
    await expect(view.status).toContainText('El proceso de simulación se cayó');
    await expect(page.getByTestId('run-retry')).toHaveText('Reintentar');
    await retryAndSeeItRun(page, view);
  });
});
