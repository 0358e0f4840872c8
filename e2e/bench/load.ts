// npm run bench:load: Lighthouse 12.2.3 (Node 20) on the mobile profile (its default: a Moto G
// Power's screen, 4x CPU slowdown, simulated slow 4G) for the home page, chapter 3 and the
// sawtooth view, on the build served as docs/deploy.md says (nginx, deploy/nginx's rules, under
// /sierra/). Prints each page's performance score, LCP and TBT. A benchmark, not a test: the
// figures depend on the machine; docs/deploy.md records them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildVersions, LAB_URL, startNginx, stopNginx } from '../deploy/nginx';

const CHROME = process.env.CHROME_PATH ?? process.env.SIERRA_CHROMIUM ?? '/usr/bin/chromium';
const PAGES: [string, string][] = [
  ['home', ''],
  ['chapter 3', 'chapters/3'],
  ['sawtooth view', 'views/sawtooth'],
];

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) buildVersions();
  startNginx();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  try {
    console.log(`Lighthouse 12.2.3, mobile profile, ${LAB_URL} (nginx, gzip)`);
    for (const [name, path] of PAGES) {
      const result = await lighthouse(`${LAB_URL}${path}?lang=es`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${name}`);
      const lhr = result.lhr;
      const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint'].numericValue ?? NaN;
      const tbt = lhr.audits['total-blocking-time'].numericValue ?? NaN;
      const fcp = lhr.audits['first-contentful-paint'].numericValue ?? NaN;
      console.log(`${name.padEnd(14)} score ${String(score).padStart(3)}  LCP ${(lcp / 1000).toFixed(1)} s  TBT ${Math.round(tbt)} ms  (FCP ${(fcp / 1000).toFixed(1)} s)`);
    }
  } finally {
    await chrome.kill();
    stopNginx();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
