import type { PanelDef } from '../types';
import { SummaryPanel } from './SummaryPanel';

export const panel: PanelDef = { name: 'summary', titleKey: 'panels.summary.title', component: SummaryPanel };
