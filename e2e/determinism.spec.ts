// The same run everywhere: the golden scenarios run in Chromium's simulation worker give RunRecords
// whose SHA-256 (canonical JSON, crypto.subtle) equals the hashes Node pinned for this engine
// version in src/sim/golden-hashes.json (checked in Node by src/sim/golden-hashes.test.ts).
import { expect, test } from '@playwright/test';
import golden from '../src/sim/golden-hashes.json' with { type: 'json' };
import { GOLDEN_SCENARIOS } from '../src/sim/golden-scenarios';
import { ENGINE_VERSION } from '../src/sim/version';
import { LabPage } from './pages/lab-page';

test('the golden scenarios run in Chromium give the RunRecords Node pinned', async ({ page }) => {
  const pinned = (golden as Record<string, Record<string, string>>)[ENGINE_VERSION];
  expect(pinned, `src/sim/golden-hashes.json has no entry for engine ${ENGINE_VERSION}: run npm run --silent golden`).toBeTruthy();
  await new LabPage(page).open('/', { lang: 'en', debug: '1' });
  const chromium: Record<string, string> = {};
  for (const g of GOLDEN_SCENARIOS) {
    chromium[g.name] = await page.evaluate((scenario) => {
      const debug = (window as unknown as { __sierraDebug: { runRecordHash(s: unknown): Promise<string> } }).__sierraDebug;
      return debug.runRecordHash(scenario);
    }, g.scenario);
  }
  expect(chromium).toEqual(pinned);
});
