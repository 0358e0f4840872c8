import type { PanelDef } from '../types';
import { StateMachinePanel } from './StateMachinePanel';

export const panel: PanelDef = { name: 'state-machine', titleKey: 'panels.stateMachine.title', component: StateMachinePanel };
