import type { PanelDef } from '../types';
import { FairSharesPanel } from './FairSharesPanel';

export const panel: PanelDef = { name: 'fair-shares', titleKey: 'panels.fair.shares.title', component: FairSharesPanel };
