import type { PanelDef } from '../types';
import { PingRttPanel } from './PingRttPanel';

export const panel: PanelDef = { name: 'ping-rtt', titleKey: 'panels.pingRtt.title', component: PingRttPanel };

// What views may use of this panel (views import no file of a panel but this one).
export { PingReadout } from './PingReadout';
export { pingCounts } from './pingCounts';
