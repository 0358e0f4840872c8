// The sawtooth panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { SawtoothPanel } from './SawtoothPanel';

export const panel: PanelDef = { name: 'sawtooth', titleKey: 'panels.sawtooth.title', component: SawtoothPanel };
