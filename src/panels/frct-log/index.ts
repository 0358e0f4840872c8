import type { PanelDef } from '../types';
import { FrctLogPanel } from './FrctLogPanel';

export const panel: PanelDef = { name: 'frct-log', titleKey: 'panels.frctLog.title', component: FrctLogPanel, needs: { frctLog: true } };

// What views may use of this panel (views import no file of a panel but this one).
export { feedFrctLog } from './logFeed';
