import type { PanelDef } from '../types';
import { PhaseTcpPanel } from './PhaseTcpPanel';

export const panel: PanelDef = { name: 'phase-tcp', titleKey: 'panels.phaseTcp.title', component: PhaseTcpPanel };
