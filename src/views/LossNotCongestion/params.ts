// The view's deep-link parameters (/views/loss-not-congestion?loss=2&duration=20&rq=128).
import { fieldParams } from '../shared/fieldTable';
import type { ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS as D, NUMBER_FIELDS, REORDER_QUEUES, type FieldName, type LossOptions, type ReorderQueue } from './options';

type P = ViewParam<LossOptions>;

export const LOSS_NOT_CONGESTION_PARAMS: readonly P[] = [
  ...fieldParams<FieldName, LossOptions>(NUMBER_FIELDS, D),
  {
    name: 'rq', type: 'enum', values: REORDER_QUEUES.map(String), default: String(D.reorderQueue),
    get: (o) => String(o.reorderQueue), set: (o, v) => ({ ...o, reorderQueue: Number(v) as ReorderQueue }),
  },
];
