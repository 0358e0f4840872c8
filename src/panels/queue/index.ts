import type { PanelDef } from '../types';
import { QueuePanel } from './QueuePanel';

export const panel: PanelDef = { name: 'queue', titleKey: 'panels.queue.title', component: QueuePanel };
