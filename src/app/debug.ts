// Test hook: with ?debug=1 the page exposes window.__sierraDebug so end-to-end tests can
// make the simulation worker fail on purpose, and hash a run made in the worker.
import { canonicalJson } from '../sim/record/canonical-json';
import { liveRunCount } from './runs/controller';
import { crashWorker, runToEnd } from './sim-client';

declare global {
  interface Window {
    __sierraDebug?: {
      crashWorker: (mode: 'throw' | 'exit' | 'hang') => void;
      /** Live runs the controller drives on a worker now (a refused run never reaches one). */
      liveRuns: () => number;
      /** SHA-256 (hex) of the canonical JSON of the RunRecord the worker makes (as src/sim/golden-run.ts in Node). */
      runRecordHash: (scenario: unknown) => Promise<string>;
    };
  }
}

export function installDebugHooks(): void {
  if (new URLSearchParams(location.search).get('debug') !== '1') return;
  window.__sierraDebug = { crashWorker: (mode) => crashWorker(mode), liveRuns: liveRunCount, runRecordHash };
}

async function runRecordHash(scenario: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(canonicalJson(await runToEnd(scenario)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
