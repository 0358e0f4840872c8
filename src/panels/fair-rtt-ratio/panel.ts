// The fair-rtt-ratio panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { FairRttRatioPanel } from './FairRttRatioPanel';

export const panel: PanelDef = { name: 'fair-rtt-ratio', titleKey: 'panels.fair.ratio.title', component: FairRttRatioPanel };
