// The phase-model panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { PhaseModelPanel } from './PhaseModelPanel';

export const panel: PanelDef = { name: 'phase-model', titleKey: 'panels.phaseModel.title', component: PhaseModelPanel, runless: true };
