// Combinations the schema accepts field by field but this engine cannot run together. Every name
// the schema accepts (transport, cc) is implemented: support.test.ts holds that, so the old
// "not available in this engine version yet" branches are gone.

import { ScenarioError } from './errors';
import type { Scenario } from './types';

export function assertSupported(s: Scenario): void {
  s.flows.forEach((f, i) => {
    if (f.transport === 'frct' && f.parallel !== 1) {
      throw new ScenarioError(`flows[${i}].parallel`, `${f.parallel} is not available for frct flows (valid: 1)`);
    }
    // BBR needs SACK-based delivery-rate samples and pacing: the linux stack's sender.
    if (f.transport === 'tcp' && f.cc === 'bbr' && f.stack !== 'linux') {
      throw new ScenarioError(`flows[${i}].stack`, `${JSON.stringify(f.stack)} is not available with cc "bbr" (valid: linux)`);
    }
  });
}
