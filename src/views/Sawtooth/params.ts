// The Sawtooth view's deep-link parameters (/views/sawtooth?cc=cubic&buffer=2000).
import { numberParam, type ViewParam } from '../shared/viewParams';
import { CCS, DEFAULT_OPTIONS as D, QUEUE_KINDS, RANGES, STACKS, type SawtoothOptions } from './options';

type P = ViewParam<SawtoothOptions>;
const num = (name: keyof typeof RANGES, key: keyof SawtoothOptions): P => numberParam(name, key, RANGES[name], D);

export const SAWTOOTH_PARAMS: readonly P[] = [
  { name: 'cc', type: 'enum', values: CCS, default: D.cc, get: (o) => o.cc, set: (o, v) => ({ ...o, cc: v as SawtoothOptions['cc'] }) },
  { name: 'queue', type: 'enum', values: QUEUE_KINDS, default: D.queue, get: (o) => o.queue, set: (o, v) => ({ ...o, queue: v as SawtoothOptions['queue'] }) },
  { name: 'stack', type: 'enum', values: STACKS, default: D.stack, get: (o) => o.stack, set: (o, v) => ({ ...o, stack: v as SawtoothOptions['stack'] }) },
  num('rate', 'rateMbps'),
  num('delay', 'delayMs'),
  num('buffer', 'bufferKiB'),
  num('duration', 'durationS'),
  num('speed', 'speed'),
];
