// The frct-counters panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { FrctCountersPanel } from './FrctCountersPanel';

export const panel: PanelDef = { name: 'frct-counters', titleKey: 'panels.frctCounters.title', component: FrctCountersPanel };
