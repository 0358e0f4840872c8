// The fair-shares panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { FairSharesPanel } from './FairSharesPanel';

export const panel: PanelDef = { name: 'fair-shares', titleKey: 'panels.fair.shares.title', component: FairSharesPanel };
