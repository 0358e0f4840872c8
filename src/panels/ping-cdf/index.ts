import type { PanelDef } from '../types';
import { PingCdfPanel } from './PingCdfPanel';

export const panel: PanelDef = { name: 'ping-cdf', titleKey: 'panels.pingCdf.title.loaded', component: PingCdfPanel };
