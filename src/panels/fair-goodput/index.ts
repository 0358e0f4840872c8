import type { PanelDef } from '../types';
import { FairGoodputPanel } from './FairGoodputPanel';

export const panel: PanelDef = { name: 'fair-goodput', titleKey: 'panels.fair.goodput.title', component: FairGoodputPanel };
