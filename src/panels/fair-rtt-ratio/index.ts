import type { PanelDef } from '../types';
import { FairRttRatioPanel } from './FairRttRatioPanel';

export const panel: PanelDef = { name: 'fair-rtt-ratio', titleKey: 'panels.fair.ratio.title', component: FairRttRatioPanel };
