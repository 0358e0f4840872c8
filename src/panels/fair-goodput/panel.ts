// The fair-goodput panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { FairGoodputPanel } from './FairGoodputPanel';

export const panel: PanelDef = { name: 'fair-goodput', titleKey: 'panels.fair.goodput.title', component: FairGoodputPanel };
