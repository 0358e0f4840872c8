// The BDP pipe's deep-link parameters (/views/bdp-pipe?cwnd=239&rate=50&delay=40&buffer=256000&speed=0.1).
import type { ViewParam } from '../shared/viewParams';
import { RANGES } from '../../panels/bdp-pipe';
import { DEFAULT_BDP_OPTIONS as D, SPEEDS, type BdpPipeOptions } from './record';

type P = ViewParam<BdpPipeOptions>;
const num = (name: 'cwnd' | 'rate' | 'delay' | 'buffer', key: keyof BdpPipeOptions): P => ({
  name,
  type: 'number',
  min: RANGES[name].min,
  max: RANGES[name].max,
  integer: RANGES[name].integer,
  default: D[key],
  get: (o) => o[key],
  set: (o, v) => ({ ...o, [key]: v as number }),
});

export const BDP_PIPE_PARAMS: readonly P[] = [
  num('cwnd', 'cwnd'),
  num('rate', 'rateMbps'),
  num('delay', 'delayMs'),
  num('buffer', 'bufferBytes'),
  {
    name: 'speed',
    type: 'enum',
    values: SPEEDS.map(String),
    default: String(D.speed),
    get: (o) => String(o.speed),
    set: (o, v) => ({ ...o, speed: Number(v) }),
  },
];
