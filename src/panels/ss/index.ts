import type { PanelDef } from '../types';
import { SsPanel } from './SsPanel';

export const panel: PanelDef = { name: 'ss', titleKey: 'panels.ss.title', component: SsPanel };
