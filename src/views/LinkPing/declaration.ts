// The Link-and-ping view declared once: its defaults, address parameters, the scenario its options
// run and the options that reproduce a scenario (an imported record, a lesson's ?scenario= link).
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { buildScenario, DEFAULT_OPTIONS, optionsFromScenario, type LinkPingOptions } from './options';
import { LINK_PING_PARAMS } from './params';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const LINK_PING_DECLARATION: ViewDeclaration<LinkPingOptions> = {
  id: 'link-ping',
  defaults: DEFAULT_OPTIONS,
  params: LINK_PING_PARAMS,
  toScenario: buildScenario,
  // The view draws a ping over one link: a scenario without a ping is not one it can show.
  fromScenario(scenario, fallback) {
    if (!isObj(scenario) || !isObj(scenario.link) || !Array.isArray(scenario.pings) || scenario.pings.length === 0) return null;
    return optionsFromScenario(scenario, fallback);
  },
};
