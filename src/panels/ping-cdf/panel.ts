// The ping-cdf panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { PingCdfPanel } from './PingCdfPanel';

export const panel: PanelDef = { name: 'ping-cdf', titleKey: 'panels.pingCdf.title.loaded', component: PingCdfPanel };
