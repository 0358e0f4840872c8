import type { PanelDef } from '../types';
import { FrctLogPanel } from './FrctLogPanel';

export const panel: PanelDef = { name: 'frct-log', titleKey: 'panels.frctLog.title', component: FrctLogPanel, needs: { frctLog: true } };
