// The FRCT repair view's deep-link parameters (/views/frct-repair?rq=128&loss=2): the reorder
// queue, and one per number field of the form (options.ts NUMBER_FIELDS).
import { fieldParams } from '../shared/fieldTable';
import type { ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS as D, NUMBER_FIELDS, REORDER_QUEUES, type FieldName, type FrctRepairOptions } from './options';

type P = ViewParam<FrctRepairOptions>;

export const FRCT_REPAIR_PARAMS: readonly P[] = [
  { name: 'rq', type: 'enum', values: REORDER_QUEUES, default: D.reorderQueue, get: (o) => o.reorderQueue, set: (o, v) => ({ ...o, reorderQueue: v as FrctRepairOptions['reorderQueue'] }) },
  ...fieldParams<FieldName, FrctRepairOptions>(NUMBER_FIELDS, D),
];
