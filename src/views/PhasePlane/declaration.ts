// The phase-plane view declared once: its address parameters (both modes), and the scenario of its
// "Two TCP flows" mode both ways (the paper model needs no run, so it has no scenario).
import type { ViewDeclaration } from '../shared/viewDeclaration';
import { PHASE_PLANE_PARAMS } from './params';
import type { PhasePlaneInitial } from './PhasePlane';
import { buildTcpScenario, DEFAULT_TCP_OPTIONS } from './tcpOptions';
import { tcpOptionsFromScenario } from './tcpRecord';

type Options = Partial<PhasePlaneInitial>;

export const PHASE_PLANE_DECLARATION: ViewDeclaration<Options> = {
  id: 'phase-plane',
  defaults: {},
  params: PHASE_PLANE_PARAMS,
  toScenario: (o) => (o.mode === 'tcp' ? buildTcpScenario({ ...DEFAULT_TCP_OPTIONS, ...o.tcp }) : null),
  fromScenario(scenario, fallback) {
    const tcp = tcpOptionsFromScenario(scenario, { ...DEFAULT_TCP_OPTIONS, ...fallback.tcp });
    if (!tcp) return null;
    const { speed: _speed, ...rest } = tcp;
    return { ...fallback, mode: 'tcp', tcp: rest };
  },
};
