// The Bufferbloat view's deep-link parameters (/views/bufferbloat?buffer=2000&cc=cubic; a list
// of buffers is comma-separated: buffer=50,250,2000).
import { enumParam, numberParam, type ViewParam } from '../shared/viewParams';
import { CC_CHOICES, DEFAULT_OPTIONS as D, MAX_BUFFERS, QUEUE_KINDS, RANGES, SPEEDS, type BufferbloatOptions } from './options';

type P = ViewParam<BufferbloatOptions>;
const num = (name: 'rate' | 'delay' | 'duration' | 'interval', key: keyof BufferbloatOptions): P => numberParam(name === 'duration' ? 'load' : name, key, RANGES[name], D);

export const BUFFERBLOAT_PARAMS: readonly P[] = [
  {
    name: 'buffer', type: 'numberList', ...RANGES.buffers, maxItems: MAX_BUFFERS, default: D.buffersKiB,
    get: (o) => o.buffersKiB, set: (o, v) => ({ ...o, buffersKiB: v as number[] }),
  },
  enumParam('cc', 'cc', CC_CHOICES, D),
  enumParam('queue', 'queue', QUEUE_KINDS, D),
  num('rate', 'rateMbps'),
  num('delay', 'delayMs'),
  num('duration', 'loadS'),
  num('interval', 'pingIntervalMs'),
  {
    name: 'speed', type: 'enum', values: SPEEDS.map(String), default: String(D.speed),
    get: (o) => String(o.speed), set: (o, v) => ({ ...o, speed: Number(v) }),
  },
];
