// The fairness view's deep-link parameters: the link (/views/fairness?rate=50&queue=fq) and each
// host by its number (cc2=cubic&extra2=80&conn2=4), with `hosts` (how many) read last, so a link
// may name only what differs from the default pair of Reno flows.
import { linkParams } from '../shared/courseLink';
import type { ViewParam } from '../shared/viewParams';
import { CCS, DEFAULT_HOST, DEFAULT_OPTIONS as D, MAX_HOSTS, QUEUES, RANGES, type FairHost, type FairnessOptions } from './options';

type P = ViewParam<FairnessOptions>;

/** Host i of the defaults (a host the defaults lack is the default host). */
const defaultHost = (i: number): FairHost => D.hosts[i] ?? DEFAULT_HOST;

/** Partial options with host i patched (hosts before it filled with defaults). */
function withHost(o: Partial<FairnessOptions>, i: number, patch: Partial<FairHost>): Partial<FairnessOptions> {
  const hosts = [...(o.hosts ?? D.hosts.map((h) => ({ ...h })))];
  while (hosts.length <= i) hosts.push({ ...defaultHost(hosts.length) });
  hosts[i] = { ...hosts[i], ...patch };
  return { ...o, hosts };
}

function hostParams(i: number): P[] {
  const n = i + 1;
  const d = defaultHost(i);
  const get = (o: FairnessOptions) => o.hosts[i] ?? d;
  return [
    { name: `cc${n}`, type: 'enum', values: CCS, default: d.cc, get: (o) => get(o).cc, set: (o, v) => withHost(o, i, { cc: v as FairHost['cc'] }) },
    { name: `start${n}`, type: 'number', min: RANGES.start.min, max: RANGES.start.max, default: d.startS, get: (o) => get(o).startS, set: (o, v) => withHost(o, i, { startS: v as number }) },
    { name: `extra${n}`, type: 'number', min: RANGES.extra.min, max: RANGES.extra.max, default: d.extraMs, get: (o) => get(o).extraMs, set: (o, v) => withHost(o, i, { extraMs: v as number }) },
    { name: `conn${n}`, type: 'number', integer: true, min: RANGES.parallel.min, max: RANGES.parallel.max, default: d.parallel, get: (o) => get(o).parallel, set: (o, v) => withHost(o, i, { parallel: v as number }) },
  ];
}

export const FAIRNESS_PARAMS: readonly P[] = [
  { name: 'queue', type: 'enum', values: QUEUES, default: D.queue, get: (o) => o.queue, set: (o, v) => ({ ...o, queue: v as FairnessOptions['queue'] }) },
  ...linkParams(D, RANGES),
  ...Array.from({ length: MAX_HOSTS }, (_, i) => hostParams(i)).flat(),
  {
    name: 'hosts', type: 'number', integer: true, min: 1, max: MAX_HOSTS, default: D.hosts.length,
    get: (o) => o.hosts.length,
    set: (o, v) => {
      const n = v as number;
      const hosts = [...(o.hosts ?? D.hosts.map((h) => ({ ...h })))].slice(0, n);
      while (hosts.length < n) hosts.push({ ...defaultHost(hosts.length) });
      return { ...o, hosts };
    },
  },
];
