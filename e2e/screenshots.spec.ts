// Not a check: pictures for people to look at. Runs only with SIERRA_SCREENSHOTS=1
// (npm run screenshots) and writes to screenshots/ (ignored by git).
import { test } from '@playwright/test';
import { LabPage, LinkPingView } from './pages/lab-page';

test.skip(!process.env.SIERRA_SCREENSHOTS, 'screenshots only on request (npm run screenshots)');

const DIR = 'screenshots';

for (const lang of ['en', 'es'] as const) {
  for (const projector of [false, true]) {
    const tag = `${lang}${projector ? '-projector' : ''}`;
    test(`shell and link-ping view, ${tag}`, async ({ page }) => {
      const query: Record<string, string> = { lang };
      if (projector) query.projector = '1';
      const lab = new LabPage(page);
      await lab.open('/', query);
      await page.screenshot({ path: `${DIR}/home-${tag}.png`, fullPage: true });
      await lab.open('/chapters/8', query);
      await page.screenshot({ path: `${DIR}/chapter8-${tag}.png` });
      await lab.open('/views/link-ping', query);
      const view = new LinkPingView(page);
      await view.set('load', '60');
      await view.set('duration', '12');
      await view.set('speed', '3');
      await view.start();
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `${DIR}/link-ping-running-${tag}.png`, fullPage: true });
      await view.expectState('done', 30_000);
      await page.screenshot({ path: `${DIR}/link-ping-done-${tag}.png`, fullPage: true });
    });
  }
}
