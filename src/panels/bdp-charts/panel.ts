// The bdp-charts panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { BdpChartsPanel } from './BdpChartsPanel';

export const panel: PanelDef = { name: 'bdp-charts', titleKey: 'panels.bdpCharts.title', component: BdpChartsPanel };
