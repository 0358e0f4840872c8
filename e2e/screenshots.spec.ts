// Not a check: pictures for people to look at, of every view in both languages and in projector
// mode (1280x720 and 1920x1080). Runs only with SIERRA_SCREENSHOTS=1 (npm run screenshots) and
// writes to screenshots/ (ignored by git).
import { test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BdpPipeView, BufferbloatView, LabPage, LinkPingView, SawtoothView, SweepView } from './pages/lab-page';

test.skip(!process.env.SIERRA_SCREENSHOTS, 'screenshots only on request (npm run screenshots)');
test.setTimeout(120_000);

const DIR = 'screenshots';

interface Look {
  lang: 'en' | 'es';
  projector: boolean;
  size: { width: number; height: number };
}

const LOOKS: Look[] = [
  { lang: 'en', projector: false, size: { width: 1280, height: 800 } },
  { lang: 'es', projector: false, size: { width: 1280, height: 800 } },
  { lang: 'en', projector: true, size: { width: 1280, height: 720 } },
  { lang: 'es', projector: true, size: { width: 1920, height: 1080 } },
];

const tag = (l: Look) => `${l.lang}${l.projector ? `-projector-${l.size.width}` : ''}`;

async function open(page: Page, l: Look, path: string): Promise<void> {
  await page.setViewportSize(l.size);
  const query: Record<string, string> = { lang: l.lang };
  if (l.projector) query.projector = '1';
  await new LabPage(page).open(path, query);
}

// A full-page shot starts at the top: after a click scrolled the page, the sticky header would
// otherwise be painted where the viewport was, over the page's title.
async function shot(page: Page, name: string, l: Look, fullPage = false): Promise<void> {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${DIR}/${name}-${tag(l)}.png`, fullPage });
}

for (const l of LOOKS) {
  test(`every view, ${tag(l)}`, async ({ page }) => {
    await open(page, l, '/');
    await shot(page, 'home', l);
    await open(page, l, '/chapters/8');
    await shot(page, 'chapter8', l);

    await open(page, l, '/views/link-ping');
    const ping = new LinkPingView(page);
    await ping.set('load', '60');
    await ping.set('duration', '8');
    await ping.set('speed', '4');
    await ping.start();
    await ping.expectState('done', 30_000);
    await shot(page, 'link-ping', l, true);

    await open(page, l, '/views/bdp-pipe');
    const bdp = new BdpPipeView(page);
    await bdp.setCwnd(239);
    await page.waitForTimeout(3000);
    await shot(page, 'bdp-pipe', l, true);

    await open(page, l, '/views/sawtooth');
    const saw = new SawtoothView(page);
    await saw.set('duration', '25');
    await saw.set('speed', '50');
    await saw.demo();
    await page.waitForTimeout(1500);
    await shot(page, 'sawtooth-running', l);
    await saw.expectState('done', 60_000);
    await saw.hover(0.6);
    await shot(page, 'sawtooth', l, true);

    await open(page, l, '/views/sawtooth');
    await page.getByTestId('saw-cc').selectOption('dctcp');
    await page.getByTestId('saw-queue').selectOption('red-ecn');
    await saw.set('duration', '10');
    await saw.set('speed', '50');
    await saw.start();
    await saw.expectState('done', 60_000);
    await shot(page, 'sawtooth-dctcp', l, true);

    await open(page, l, '/views/phase-plane');
    await page.getByTestId('phase-play').click();
    await page.waitForTimeout(2500);
    await page.getByTestId('phase-all-rules-toggle').click();
    await shot(page, 'phase-plane', l, true);
    await page.getByTestId('phase-mode-tcp').check();
    await page.getByTestId('phase-tcp-speed').selectOption('20');
    await page.getByTestId('phase-tcp-run').click();
    await page.waitForTimeout(3000);
    await shot(page, 'phase-plane-tcp', l, true);

    await open(page, l, '/views/bufferbloat');
    const bloat = new BufferbloatView(page);
    await bloat.set('duration', '8');
    await bloat.runAll();
    await bloat.expectState('done', 60_000);
    await shot(page, 'bufferbloat', l, true);

    await open(page, l, '/views/sweep');
    const sweep = new SweepView(page);
    await sweep.choose('demo');
    await sweep.run();
    await sweep.expectState('done', 60_000);
    await shot(page, 'sweep', l, true);
  });
}

// "Loss is not congestion" (Tutorial 10's comparison), its own test so it can be run alone (-g).
for (const l of LOOKS) {
  test(`loss-not-congestion, ${tag(l)}`, async ({ page }) => {
    await open(page, l, '/views/loss-not-congestion');
    await page.getByTestId('lnc-duration-10').click();
    await page.getByTestId('lnc-run').click();
    await page.waitForTimeout(1200);
    await shot(page, 'loss-not-congestion-running', l);
    await page.getByTestId('view-loss-not-congestion').and(page.locator('[data-state="done"]')).waitFor({ timeout: 90_000 });
    await shot(page, 'loss-not-congestion', l, true);
    await open(page, l, '/views/loss-not-congestion');
    await page.getByTestId('lnc-loss').fill('0');
    await page.getByTestId('lnc-duration-10').click();
    await page.getByTestId('lnc-run').click();
    await page.getByTestId('view-loss-not-congestion').and(page.locator('[data-state="done"]')).waitFor({ timeout: 90_000 });
    await shot(page, 'loss-not-congestion-clean', l, true);
  });
}

// "FRCT repair" (Tutorials 08/10): a short lossy Tutorial 10 run live, then finished with the log
// filtered to the retransmissions; its own test so it can be run alone (-g frct-repair).
for (const l of LOOKS) {
  test(`frct-repair, ${tag(l)}`, async ({ page }) => {
    await open(page, l, '/views/frct-repair');
    await page.getByTestId('frct-duration').fill('4');
    await page.getByTestId('frct-start').click();
    await page.waitForTimeout(2000);
    await shot(page, 'frct-repair-running', l);
    await page.getByTestId('frct-status').and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    await shot(page, 'frct-repair', l, true);
    await page.getByTestId('frct-log-kind').selectOption('rxm');
    await page.getByTestId('frct-log').scrollIntoViewIfNeeded();
    await shot(page, 'frct-repair-rxm', l);
  });
}

// "FRCT repair" with Tutorial 08's oping over 2 % loss (preset t08-oping-loss-2): the oping summary
// under the panels, and the packet log of message mode (-g frct-oping).
for (const l of LOOKS) {
  test(`frct-oping, ${tag(l)}`, async ({ page }) => {
    await open(page, l, '/views/frct-repair');
    await page.locator('[data-testid="frct-preset"] option[value="t08-oping-loss-2"]').waitFor({ state: 'attached' });
    await page.getByTestId('frct-preset').selectOption('t08-oping-loss-2');
    await page.getByTestId('frct-speed').fill('20');
    await page.getByTestId('frct-start').click();
    await page.getByTestId('frct-status').and(page.locator('[data-state="done"]')).waitFor({ timeout: 60_000 });
    await shot(page, 'frct-oping', l, true);
    await page.getByTestId('frct-app').scrollIntoViewIfNeeded();
    await shot(page, 'frct-oping-summary', l);
  });
}

// The congestion controls added by issue 6, as the sawtooth and bufferbloat views offer them.
for (const l of LOOKS) {
  test(`new congestion controls, ${tag(l)}`, async ({ page }) => {
    await open(page, l, '/views/sawtooth');
    const saw = new SawtoothView(page);
    await page.getByTestId('saw-cc').selectOption('bbr');
    await saw.set('duration', '25');
    await saw.set('speed', '50');
    await saw.start();
    await saw.expectState('done', 60_000);
    await shot(page, 'sawtooth-bbr', l, true);

    await open(page, l, '/views/bufferbloat');
    const bloat = new BufferbloatView(page);
    await page.getByTestId('bloat-cc').selectOption('dctcp-sce');
    await page.getByTestId('bloat-queue').selectOption('cake');
    await bloat.set('duration', '8');
    await bloat.runAll();
    await bloat.expectState('done', 60_000);
    await shot(page, 'bufferbloat-dctcp-sce', l, true);
  });
}
