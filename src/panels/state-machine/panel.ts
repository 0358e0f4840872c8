// The state-machine panel's definition with its component: what src/panels/registry.ts loads the first
// time a page draws it (a chunk of its own). Its title and needs are declared there too.
import type { PanelDef } from '../types';
import { StateMachinePanel } from './StateMachinePanel';

export const panel: PanelDef = { name: 'state-machine', titleKey: 'panels.stateMachine.title', component: StateMachinePanel };
