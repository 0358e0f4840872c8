import type { PanelDef } from '../types';
import { MbecnPanel } from './MbecnPanel';

export const panel: PanelDef = { name: 'mbecn', titleKey: 'panels.mbecn.title', component: MbecnPanel };
