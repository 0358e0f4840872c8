// The FRCT repair view's deep-link parameters (/views/frct-repair?rq=128&loss=2).
import { numberParam, type ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS as D, RANGES, REORDER_QUEUES, type FrctRepairOptions } from './options';

type P = ViewParam<FrctRepairOptions>;
const num = (name: keyof typeof RANGES, key: 'lossPct' | 'delayMs' | 'rateMbps' | 'durationS' | 'speed'): P => numberParam(name, key, RANGES[name], D);

export const FRCT_REPAIR_PARAMS: readonly P[] = [
  { name: 'rq', type: 'enum', values: REORDER_QUEUES, default: D.reorderQueue, get: (o) => o.reorderQueue, set: (o, v) => ({ ...o, reorderQueue: v as FrctRepairOptions['reorderQueue'] }) },
  num('loss', 'lossPct'),
  num('delay', 'delayMs'),
  num('rate', 'rateMbps'),
  num('duration', 'durationS'),
  num('speed', 'speed'),
];
