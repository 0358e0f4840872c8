import type { PanelDef } from '../types';
import { FrctCountersPanel } from './FrctCountersPanel';

export const panel: PanelDef = { name: 'frct-counters', titleKey: 'panels.frctCounters.title', component: FrctCountersPanel };
