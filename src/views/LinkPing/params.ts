// The Link-and-ping view's deep-link parameters (/views/link-ping?load=60&rate=50).
import { numberParam, type ViewParam } from '../shared/viewParams';
import { DEFAULT_OPTIONS as D, RANGES, type LinkPingOptions } from './options';

type P = ViewParam<LinkPingOptions>;
const num = (name: string, key: keyof LinkPingOptions, range: { min: number; max: number }): P => numberParam(name, key, range, D);

export const LINK_PING_PARAMS: readonly P[] = [
  num('rate', 'rateMbps', RANGES.rate),
  num('delay', 'delayMs', RANGES.delay),
  num('loss', 'lossPct', RANGES.loss),
  num('queue', 'queueBytes', { min: 0, max: 1e9 }),
  num('load', 'loadMbps', RANGES.load),
  num('duration', 'durationS', RANGES.duration),
  num('speed', 'speed', RANGES.speed),
];
