import { defineConfig } from '@playwright/test';
import { LAB_URL } from './e2e/deploy/nginx';

// Playwright cannot download browsers here: the tests drive Debian's Chromium.
const CHROMIUM = process.env.SIERRA_CHROMIUM ?? '/usr/bin/chromium';
// SIERRA_E2E_PORT lets two checkouts (or two people) run the suite side by side.
const PORT = Number(process.env.SIERRA_E2E_PORT ?? 4173);
// A second port builds into its own folder and passes Vite's one-preview-per-project lock, so two
// people (or two helpers) in one checkout do not overwrite each other's build.
const OWN_BUILD = PORT !== 4173 ? ` --outDir dist-e2e-${PORT}` : '';
const BYPASS = PORT !== 4173 ? ' --bypass-lock' : '';

export default defineConfig({
  testDir: 'e2e',
  // The class server's specs start their own server (playwright.class.config.ts).
  testIgnore: ['class/**'],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  },
  projects: [
    // The suite as before: the build at the site root, served by `vite preview`.
    { name: 'chromium', testIgnore: ['class/**', 'deploy/**', 'firefox/**', 'a11y.spec.ts'] },
    // The audit (axe over every page in four modes, Tab through every view): the same browser and
    // server, in a project of its own so `npm run test:e2e` can run it on two workers (nothing in
    // it measures time, and it is a third of the suite's length).
    { name: 'a11y', testMatch: /a11y\.spec\.ts$/ },
    // --- Issue 26: the lab built under /sierra/ and served by nginx with deploy/nginx's rules ---
    { name: 'nginx-setup', testMatch: /deploy\/nginx\.setup\.ts$/, teardown: 'nginx-teardown' },
    { name: 'nginx-teardown', testMatch: /deploy\/nginx\.teardown\.ts$/ },
    { name: 'nginx', testMatch: /deploy\/.*\.spec\.ts$/, dependencies: ['nginx-setup'], use: { baseURL: LAB_URL } },
    // Firefox ESR (Debian's) through puppeteer-core over WebDriver BiDi, on the same nginx.
    { name: 'firefox', testMatch: /firefox\/.*\.spec\.ts$/, dependencies: ['nginx-setup'] },
    // --- end of issue 26's projects ---
  ],
  webServer: {
    // The production build, served as a student's browser would get it.
    command: `npx vite build --logLevel warn${OWN_BUILD} && npx vite preview --port ${PORT} --strictPort${OWN_BUILD}${BYPASS}`,
    url: `http://localhost:${PORT}`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
  },
});
