// The sawtooth view's options declared once (src/views/shared/viewDeclaration.ts): defaults,
// address parameters, the scenario a set of options runs and the options a scenario comes from.
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { buildScenario, DEFAULT_OPTIONS, optionsFromScenario, type SawtoothOptions } from './options';
import { SAWTOOTH_PARAMS } from './params';

/** The view draws TCP flows: a scenario with none (only pings, or FRCT) is not for it. */
function hasTcpFlow(scenario: unknown): boolean {
  const flows = (scenario as { flows?: { transport?: string }[] } | null)?.flows;
  return Array.isArray(flows) && flows.some((f) => (f?.transport ?? 'tcp') === 'tcp');
}

export const SAWTOOTH_DECLARATION: ViewDeclaration<SawtoothOptions> = {
  id: 'sawtooth',
  defaults: DEFAULT_OPTIONS,
  params: SAWTOOTH_PARAMS,
  toScenario: buildScenario,
  fromScenario: (scenario, fallback) => (hasTcpFlow(scenario) ? optionsFromScenario(scenario, fallback) : null),
};
