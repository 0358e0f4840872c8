import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The class server's end-to-end tests (e2e/class): the built lab served by `npm run class`'s
// server with a fresh database, started by Playwright. The static lab's tests (playwright.config.ts)
// never start it. SIERRA_CLASS_E2E_PORT lets two people run them side by side.
const PORT = Number(process.env.SIERRA_CLASS_E2E_PORT ?? 4175);
const DIST = `dist-e2e-class-${PORT}`;
const DB = `data/e2e-class-${PORT}.sqlite`;

// The static lab's settings (browser, timeouts), without its projects and its server.
const { projects: _projects, webServer: _webServer, ...shared } = base;

export default defineConfig({
  ...shared,
  testDir: 'e2e/class',
  testIgnore: [],
  timeout: 180_000,
  // Thirty student pages on a loaded 2-core machine: a page's state can take long to arrive; a
  // longer wait is only a longer poll (no speed is checked).
  expect: { ...shared.expect, timeout: 60_000 },
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: `rm -f ${DB} ${DB}-wal ${DB}-shm && npx vite build --logLevel warn --outDir ${DIST} && npx tsx server/main.ts --no-build --dist ${DIST} --db ${DB} --port ${PORT} --host 127.0.0.1`,
    url: `http://localhost:${PORT}/class/api/health`,
    timeout: 240_000,
    // SIERRA_CLASS_E2E_REUSE=1: a server started by hand on that port (same --db) is used as it is.
    reuseExistingServer: Boolean(process.env.SIERRA_CLASS_E2E_REUSE),
  },
});
