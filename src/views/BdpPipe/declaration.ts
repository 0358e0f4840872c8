// The BDP pipe's options declared once (src/views/shared/viewDeclaration.ts): defaults, address
// parameters, the live run's scenario for a set of options and the options of a scenario.
import { buildScenario } from '../../panels/bdp-pipe';
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { BDP_PIPE_PARAMS } from './params';
import { DEFAULT_BDP_OPTIONS, optionsOfScenario, type BdpPipeOptions } from './record';

/** Simulated seconds of the live run (it is replaced whenever the window or the link changes). */
export const LIVE_S = 600;

export const BDP_PIPE_DECLARATION: ViewDeclaration<BdpPipeOptions> = {
  id: 'bdp-pipe',
  defaults: DEFAULT_BDP_OPTIONS,
  params: BDP_PIPE_PARAMS,
  toScenario: (o) => buildScenario(o, o.cwnd, LIVE_S),
  fromScenario: (scenario, fallback) => {
    try {
      return optionsOfScenario(scenario, fallback.speed);
    } catch {
      return null;
    }
  },
};
