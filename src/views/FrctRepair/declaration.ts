// The FRCT repair view's options declared once (src/views/shared/viewDeclaration.ts): defaults,
// address parameters, the scenario a set of options runs and the options a scenario comes from.
// A scenario read back (a ?scenario= link, an opened run) becomes the options' `base`: the run
// keeps its flows and apps (oping, oftp) with the form's link written over them.
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { buildScenario, DEFAULT_OPTIONS, FROM_SCENARIO, optionsFromScenario, usesFrct, type FrctRepairOptions } from './options';
import { FRCT_REPAIR_PARAMS } from './params';

export const FRCT_REPAIR_DECLARATION: ViewDeclaration<FrctRepairOptions> = {
  id: 'frct-repair',
  defaults: DEFAULT_OPTIONS,
  params: FRCT_REPAIR_PARAMS,
  /** Without a base (the presets come from the worker), Tutorial 10's link and bulk flow. */
  toScenario: (o) => buildScenario(o.base ?? null, o),
  fromScenario: (scenario, fallback) =>
    usesFrct(scenario) ? { ...optionsFromScenario(FROM_SCENARIO, scenario, fallback), base: structuredClone(scenario) as Record<string, unknown> } : null,
};
