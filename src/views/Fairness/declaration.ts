// The fairness view's options declared once (src/views/shared/viewDeclaration.ts): defaults,
// address parameters, the scenario a set of options runs and the options a scenario comes from.
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { buildScenario, DEFAULT_OPTIONS, optionsFromScenario, type FairnessOptions } from './options';
import { FAIRNESS_PARAMS } from './params';

export const FAIRNESS_DECLARATION: ViewDeclaration<FairnessOptions> = {
  id: 'fairness',
  defaults: DEFAULT_OPTIONS,
  params: FAIRNESS_PARAMS,
  toScenario: buildScenario,
  fromScenario: (scenario, fallback) => optionsFromScenario(scenario, fallback),
};
