import type { PanelDef } from '../types';
import { RttBarsPanel } from './RttBarsPanel';

export const panel: PanelDef = { name: 'rtt-bars', titleKey: 'panels.bars.rttTitleBare', component: RttBarsPanel };
