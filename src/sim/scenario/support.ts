// Features the schema accepts (they are in the contract) but this engine version cannot run yet.

import { ScenarioError } from './errors';
import { TRANSPORTS_AVAILABLE } from './fields';
import { CC_AVAILABLE } from '../tcp/cc';
import type { Scenario } from './types';

export function assertSupported(s: Scenario): void {
  s.flows.forEach((f, i) => {
    if (!(TRANSPORTS_AVAILABLE as readonly string[]).includes(f.transport)) {
      throw new ScenarioError(
        `flows[${i}].transport`,
        `${JSON.stringify(f.transport)} is not available in this engine version yet (available: ${TRANSPORTS_AVAILABLE.join(', ')})`,
      );
    }
    if (f.transport === 'frct' && f.parallel !== 1) {
      throw new ScenarioError(`flows[${i}].parallel`, `${f.parallel} is not available for frct flows (valid: 1)`);
    }
    if (f.transport === 'tcp' && !(CC_AVAILABLE as readonly string[]).includes(f.cc)) {
      throw new ScenarioError(
        `flows[${i}].cc`,
        `${JSON.stringify(f.cc)} is not available in this engine version yet (available: ${CC_AVAILABLE.join(', ')})`,
      );
    }
    // BBR needs SACK-based delivery-rate samples and pacing: the linux stack's sender.
    if (f.transport === 'tcp' && f.cc === 'bbr' && f.stack !== 'linux') {
      throw new ScenarioError(`flows[${i}].stack`, `${JSON.stringify(f.stack)} is not available with cc "bbr" (valid: linux)`);
    }
  });
}
