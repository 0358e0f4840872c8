import type { PanelDef } from '../types';
import { PingCdfPanel } from './PingCdfPanel';

export const panel: PanelDef = { name: 'ping-cdf', titleKey: 'panels.pingCdf.title.loaded', component: PingCdfPanel };

// What views may use of this panel (views import no file of a panel but this one).
export { splitPings } from './cdf';
