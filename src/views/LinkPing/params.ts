// The Link-and-ping view's deep-link parameters (/views/link-ping?load=60&rate=50).
import type { ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS as D, RANGES, type LinkPingOptions } from './options';

type P = ViewParam<LinkPingOptions>;
const num = (name: string, key: keyof LinkPingOptions, range: { min: number; max: number }): P => ({
  name,
  type: 'number',
  ...range,
  default: D[key],
  get: (o) => o[key],
  set: (o, v) => ({ ...o, [key]: v as number }),
});

export const LINK_PING_PARAMS: readonly P[] = [
  num('rate', 'rateMbps', RANGES.rate),
  num('delay', 'delayMs', RANGES.delay),
  num('loss', 'lossPct', RANGES.loss),
  num('queue', 'queueBytes', { min: 0, max: 1e9 }),
  num('load', 'loadMbps', RANGES.load),
  num('duration', 'durationS', RANGES.duration),
  num('speed', 'speed', RANGES.speed),
];
