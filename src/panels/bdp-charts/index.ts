import type { PanelDef } from '../types';
import { BdpChartsPanel } from './BdpChartsPanel';

export const panel: PanelDef = { name: 'bdp-charts', titleKey: 'panels.bdpCharts.title', component: BdpChartsPanel };

// What views may use of this panel (views import no file of a panel but this one).
export { pointsOf } from './points';
export { type SteadyPoint } from './steady';
