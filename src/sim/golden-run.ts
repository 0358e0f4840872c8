// What a golden hash is taken of: a scenario run to its end, its RunRecord with series, in
// canonical JSON. The Node test and the pinning script hash these bytes with node:crypto; the
// browser hook (src/app/debug.ts) builds the same bytes from the worker's record, with crypto.subtle.
import { canonicalJson } from './record/canonical-json';
import { createSimulation } from './simulation';

export function goldenRecordJson(scenario: unknown): string {
  const sim = createSimulation(scenario);
  sim.runToEnd();
  return canonicalJson(sim.record({ series: true }));
}
