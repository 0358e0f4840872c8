import type { PanelDef } from '../types';
import { GoodputBarsPanel } from './GoodputBarsPanel';

export const panel: PanelDef = { name: 'goodput-bars', titleKey: 'panels.bars.goodputTitleBare', component: GoodputBarsPanel };
