import type { PanelDef } from '../types';
import { BdpPipePanel } from './BdpPipePanel';

export const panel: PanelDef = { name: 'bdp-pipe', titleKey: 'panels.bdpPipe.title', component: BdpPipePanel, needs: { packets: true } };
