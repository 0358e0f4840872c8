import type { PanelDef } from '../types';
import { BdpChartsPanel } from './BdpChartsPanel';

export const panel: PanelDef = { name: 'bdp-charts', titleKey: 'panels.bdpCharts.title', component: BdpChartsPanel };
