// The frct-log panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { FrctLogPanel } from './FrctLogPanel';

export const panel: PanelDef = { name: 'frct-log', titleKey: 'panels.frctLog.title', component: FrctLogPanel, needs: { frctLog: true } };
