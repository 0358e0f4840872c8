import type { PanelDef } from '../types';
import { PhaseModelPanel } from './PhaseModelPanel';

export { phaseModelFigures, type PhaseModelFigures, type PhaseModelOptions } from './figures';

export const panel: PanelDef = { name: 'phase-model', titleKey: 'panels.phaseModel.title', component: PhaseModelPanel, runless: true };
