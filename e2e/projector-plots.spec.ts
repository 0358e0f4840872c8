import { expect, test, type Locator, type Page } from '@playwright/test';
import { runUntilDone } from './pages/live-run';
import { watchPageErrors } from './pages/page-errors';
import { openInProjectorMode, PROJECTOR_SCREEN } from './pages/projector';
import { expectBoxInsideScreen } from './pages/screen-boxes';

// Issue 27 item 13: on a 1280x720 projector every view's main plot (the drawing the class reads:
// its plot area with its axes) is at least 400 px tall and lies whole on the first screen. Before
// the compact header and run bar, the sawtooth's chart was 270 px (its cwnd plot about 100).

/** The least height of a view's main plot on the projector's first screen, px (the issue's). */
const MIN_PLOT_PX = 400;

interface ViewPlot {
  path: string;
  query?: Record<string, string>;
  /** The main plot (an svg, or the figure that holds a bar chart's svg). */
  plot(page: Page): Locator;
  /** What must be on screen before measuring (a sweep is drawn only after it has run). */
  ready?(page: Page): Promise<void>;
}

const main = (page: Page) => page.locator('[data-figure="main"]');

const VIEWS: Record<string, ViewPlot> = {
  sawtooth: { path: '/views/sawtooth', plot: (p) => main(p).locator('[data-panel="sawtooth"] svg.ts-chart__svg').first() },
  'link-ping': { path: '/views/link-ping', plot: (p) => p.getByTestId('ping-plot').locator('svg.ts-chart__svg').first() },
  'phase-plane': { path: '/views/phase-plane', plot: (p) => p.getByTestId('phase-svg') },
  bufferbloat: { path: '/views/bufferbloat', plot: (p) => p.getByTestId('bloat-timeline').locator('svg.ts-chart__svg').first() },
  'bdp-pipe': { path: '/views/bdp-pipe', query: { cwnd: '239' }, plot: (p) => p.getByTestId('bdp-throughput-chart') },
  'frct-repair': { path: '/views/frct-repair', plot: (p) => p.getByTestId('frct-rate-chart').locator('svg.ts-chart__svg').first() },
  'loss-not-congestion': { path: '/views/loss-not-congestion', plot: (p) => p.getByTestId('lnc-goodput-chart').locator('svg').first() },
  fairness: { path: '/views/fairness', plot: (p) => main(p).locator('svg.ts-chart__svg').first() },
  sweep: {
    path: '/views/sweep',
    // The line plot (the heatmap beside it is a grid of the sweep's cells, as tall as their count).
    plot: (p) => p.getByTestId('sweep-lines'),
    async ready(page) {
      await expect(page.getByTestId('sweep-run')).toBeEnabled({ timeout: 20_000 });
      await runUntilDone(page.getByTestId('sweep-run'), page.getByTestId('sweep-status'), 60_000);
    },
  },
};

test.describe('projector at 1280x720: every view’s main plot', () => {
  test.use({ viewport: PROJECTOR_SCREEN });
  for (const [name, v] of Object.entries(VIEWS)) {
    test(`${name}: at least ${MIN_PLOT_PX} px tall, whole on the first screen (es, en)`, async ({ page }) => {
      const errors = watchPageErrors(page);
      for (const lang of name === 'sweep' ? ['es'] : ['en', 'es']) {
        await openInProjectorMode(page, v.path, lang, v.query);
        await v.ready?.(page);
        const plot = v.plot(page);
        await expect(plot).toBeVisible({ timeout: 20_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        // Fitted panels measure themselves once drawn: wait until the height holds for two frames.
        await expect.poll(async () => {
          const a = (await plot.boundingBox())?.height;
          await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          return a === (await plot.boundingBox())?.height;
        }).toBe(true);
        const box = (await plot.boundingBox())!;
        expect(box.height, `${name} (${lang}) main plot height`).toBeGreaterThanOrEqual(MIN_PLOT_PX);
        expectBoxInsideScreen(box, PROJECTOR_SCREEN, `${name} (${lang}) main plot`);
      }
      expect(errors).toEqual([]);
    });
  }
});
