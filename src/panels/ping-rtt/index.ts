import type { PanelDef } from '../types';
import { PingRttPanel } from './PingRttPanel';

export const panel: PanelDef = { name: 'ping-rtt', titleKey: 'panels.pingRtt.title', component: PingRttPanel };
