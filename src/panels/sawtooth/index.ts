import type { PanelDef } from '../types';
import { SawtoothPanel } from './SawtoothPanel';

export const panel: PanelDef = { name: 'sawtooth', titleKey: 'panels.sawtooth.title', component: SawtoothPanel };
