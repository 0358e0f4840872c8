// The mbecn panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { MbecnPanel } from './MbecnPanel';

export const panel: PanelDef = { name: 'mbecn', titleKey: 'panels.mbecn.title', component: MbecnPanel };
