// The ping-rtt panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { PingRttPanel } from './PingRttPanel';

export const panel: PanelDef = { name: 'ping-rtt', titleKey: 'panels.pingRtt.title', component: PingRttPanel };
