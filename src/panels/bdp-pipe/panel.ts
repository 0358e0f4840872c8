// The bdp-pipe panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { BdpPipePanel } from './BdpPipePanel';

export const panel: PanelDef = { name: 'bdp-pipe', titleKey: 'panels.bdpPipe.title', component: BdpPipePanel, needs: { packets: true } };
