// The rtt-bars panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { RttBarsPanel } from './RttBarsPanel';

export const panel: PanelDef = { name: 'rtt-bars', titleKey: 'panels.bars.rttTitleBare', component: RttBarsPanel };
