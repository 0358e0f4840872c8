// The goodput-bars panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { GoodputBarsPanel } from './GoodputBarsPanel';

export const panel: PanelDef = { name: 'goodput-bars', titleKey: 'panels.bars.goodputTitleBare', component: GoodputBarsPanel };
