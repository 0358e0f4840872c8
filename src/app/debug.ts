// Test hook: with ?debug=1 the page exposes window.__sierraDebug so end-to-end tests can
// make the simulation worker fail on purpose, and hash a run made in the worker. What they use is
// imported when called, so the first load carries none of it (page.evaluate awaits the promises).

declare global {
  interface Window {
    __sierraDebug?: {
      crashWorker: (mode: 'throw' | 'exit' | 'hang') => Promise<void>;
      /** Live runs the controller drives on a worker now (a refused run never reaches one). */
      liveRuns: () => Promise<number>;
      /** SHA-256 (hex) of the canonical JSON of the RunRecord the worker makes (as src/sim/golden-run.ts in Node). */
      runRecordHash: (scenario: unknown) => Promise<string>;
    };
  }
}

export function installDebugHooks(): void {
  if (new URLSearchParams(location.search).get('debug') !== '1') return;
  window.__sierraDebug = {
    crashWorker: async (mode) => (await import('./sim-client')).crashWorker(mode),
    liveRuns: async () => (await import('./runs/controller')).liveRunCount(),
    runRecordHash,
  };
}

async function runRecordHash(scenario: unknown): Promise<string> {
  const [{ canonicalJson }, { runToEnd }] = await Promise.all([import('../sim/record/canonical-json'), import('./sim-client')]);
  const bytes = new TextEncoder().encode(canonicalJson(await runToEnd(scenario)));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
