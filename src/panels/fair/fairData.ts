// What the fairness panels read from a run: its hosts (the scenario's TCP flows: a host with
// `parallel: k` opens k connections, recorded as `id#0` … `id#k-1` besides the host's sums), each
// one's goodput from the delivery series (or the summary once the run is over), the shares and
// Jain's index counted per host and per connection (the notes: the unit of fairness decides what
// the index says), and the throughput ratio against the RTT ratio of a run of two hosts. Pure:
// no React, no store.
import { jainIndex } from '../../models/jain';

export interface Host {
  id: string;
  /** Position among the run's TCP flows (its colour). */
  index: number;
  cc: string;
  parallel: number;
  startS: number;
  extraMs: number;
  /** Ids of its connections' series: the host's own id when it has one connection. */
  connections: string[];
}

interface FlowLike {
  id?: unknown;
  transport?: unknown;
  cc?: unknown;
  parallel?: unknown;
  start_s?: unknown;
  extra_delay_ms?: unknown;
}

const num = (v: unknown, d: number) => (typeof v === 'number' && Number.isFinite(v) ? v : d);

/** The TCP flows of a scenario as hosts, in the scenario's order. */
export function hostsOf(scenario: unknown): Host[] {
  const flows = (scenario as { flows?: FlowLike[] } | null)?.flows;
  if (!Array.isArray(flows)) return [];
  const out: Host[] = [];
  for (const f of flows) {
    if ((f?.transport ?? 'tcp') !== 'tcp' || typeof f.id !== 'string') continue;
    const parallel = Math.max(1, Math.floor(num(f.parallel, 1)));
    out.push({
      id: f.id,
      index: out.length,
      cc: typeof f.cc === 'string' ? f.cc : 'reno',
      parallel,
      startS: num(f.start_s, 0),
      extraMs: num(f.extra_delay_ms, 0),
      connections: parallel > 1 ? Array.from({ length: parallel }, (_, k) => `${f.id}#${k}`) : [f.id],
    });
  }
  return out;
}

/**
 * Mean goodput (Mbit/s) from `startS` to `untilS` of a delivered-rate series: each sample is the
 * payload delivered in the period before it, so the mean is the sum of samples x period over the
 * time since the start. Null when no time has passed yet.
 */
export function meanRate(t: ArrayLike<number>, v: ArrayLike<number>, length: number, startS: number, untilS: number, sampleS: number): number | null {
  let sum = 0;
  let last = startS;
  for (let i = 0; i < length; i++) {
    const ti = t[i];
    if (ti > untilS + 1e-9) break;
    if (ti <= startS + 1e-9) continue;
    const x = v[i];
    if (Number.isFinite(x)) sum += x * sampleS;
    last = ti;
  }
  const span = last - startS;
  return span > 0 ? sum / span : null;
}

/** A trailing moving average over `window` samples (NaN in, NaN out at that sample). */
export function movingAverage(v: ArrayLike<number>, length: number, window: number): Float64Array {
  const out = new Float64Array(length);
  const w = Math.max(1, Math.round(window));
  let sum = 0;
  let count = 0;
  for (let i = 0; i < length; i++) {
    const x = v[i];
    if (Number.isFinite(x)) {
      sum += x;
      count++;
    }
    if (i >= w) {
      const old = v[i - w];
      if (Number.isFinite(old)) {
        sum -= old;
        count--;
      }
    }
    out[i] = Number.isFinite(x) && count > 0 ? sum / count : Number.NaN;
  }
  return out;
}

/** Median of the finite values (null when there is none). */
export function medianOf(v: ArrayLike<number>, length: number): number | null {
  const xs: number[] = [];
  for (let i = 0; i < length; i++) if (Number.isFinite(v[i])) xs.push(v[i]);
  if (xs.length === 0) return null;
  xs.sort((a, b) => a - b);
  const m = xs.length >> 1;
  return xs.length % 2 ? xs[m] : (xs[m - 1] + xs[m]) / 2;
}

export interface Goodputs {
  /** Per host id, Mbit/s (null: nothing delivered yet). */
  host: Record<string, number | null>;
  /** Per connection series id, Mbit/s. */
  connection: Record<string, number | null>;
}

/** The series a run keeps: sample times and, per flow or connection id, its named series. */
export interface SeriesLike {
  t: { data: ArrayLike<number>; length: number };
  flows: Record<string, Record<string, { data: ArrayLike<number>; length: number } | undefined>>;
}

/** Each host's and connection's mean goodput from the delivered series, up to `untilS`. */
export function goodputsFromSeries(hosts: readonly Host[], s: SeriesLike, sampleS: number, untilS: number): Goodputs {
  const out: Goodputs = { host: {}, connection: {} };
  const rate = (id: string, startS: number) => {
    const g = s.flows[id]?.delivered_mbps;
    if (!g) return null;
    return meanRate(s.t.data, g.data, Math.min(s.t.length, g.length), startS, untilS, sampleS);
  };
  for (const h of hosts) {
    out.host[h.id] = rate(h.id, h.startS);
    for (const c of h.connections) out.connection[c] = c === h.id ? out.host[h.id] : rate(c, h.startS);
  }
  return out;
}

/** The summary's goodputs (exact: bytes delivered over the time since the start). */
export function hostGoodputsFromSummary(summary: unknown): Record<string, number> {
  const flows = (summary as { flows?: { id?: unknown; goodput_mbps?: unknown }[] } | null)?.flows ?? [];
  const out: Record<string, number> = {};
  for (const f of flows) if (typeof f.id === 'string' && typeof f.goodput_mbps === 'number') out[f.id] = f.goodput_mbps;
  return out;
}

export interface ConnectionShare {
  id: string;
  goodput: number;
  /** Of all the connections' total, 0..1. */
  share: number;
}

export interface HostShare {
  host: Host;
  goodput: number;
  share: number;
  /** What an equal split per host would give it (1 / hosts). */
  equalPerHost: number;
  /** What an equal split per connection would give it (its connections / all connections). */
  equalPerConnection: number;
  connections: ConnectionShare[];
}

export interface Shares {
  hosts: HostShare[];
  totalMbps: number;
  /** Jain's index over the hosts' goodputs (null: fewer than two hosts or nothing delivered). */
  jainHosts: number | null;
  /** Jain's index over every connection's goodput. */
  jainConnections: number | null;
}

function jainOrNull(values: number[]): number | null {
  if (values.length < 2) return null;
  const j = jainIndex(values);
  return Number.isFinite(j) ? j : null;
}

/** Shares and both Jain indices; hosts or connections without a goodput yet count as 0. */
export function sharesOf(hosts: readonly Host[], g: Goodputs): Shares {
  const connCount = hosts.reduce((n, h) => n + h.connections.length, 0);
  const hostG = hosts.map((h) => Math.max(0, g.host[h.id] ?? 0));
  const total = hostG.reduce((a, b) => a + b, 0);
  const connTotal = hosts.reduce((n, h) => n + h.connections.reduce((m, c) => m + Math.max(0, g.connection[c] ?? 0), 0), 0);
  const rows = hosts.map((h, i): HostShare => ({
    host: h,
    goodput: hostG[i],
    share: total > 0 ? hostG[i] / total : 0,
    equalPerHost: hosts.length > 0 ? 1 / hosts.length : 0,
    equalPerConnection: connCount > 0 ? h.connections.length / connCount : 0,
    connections: h.connections.map((c) => {
      const x = Math.max(0, g.connection[c] ?? 0);
      return { id: c, goodput: x, share: connTotal > 0 ? x / connTotal : 0 };
    }),
  }));
  return {
    hosts: rows,
    totalMbps: total,
    jainHosts: total > 0 ? jainOrNull(hostG) : null,
    jainConnections: connTotal > 0 ? jainOrNull(rows.flatMap((r) => r.connections.map((c) => c.goodput))) : null,
  };
}

export interface RatioPoint {
  /** RTT of the longer path over the shorter's (median smoothed RTTs: the queue counted), >= 1. */
  x: number;
  /** Goodput of the shorter-RTT host over the longer's. */
  y: number;
  /** Algorithms of the shorter- and the longer-RTT host. */
  ccs: [string, string];
}

/**
 * The point of a run of exactly two hosts of one connection each, or null. The RTTs are the hosts' median RTTs, queue
 * included (the notes: "do not forget to count the queue in the RTT").
 */
export function ratioPoint(hosts: readonly Host[], goodput: Record<string, number | null>, medianRtt: Record<string, number | null>): RatioPoint | null {
  // Two flows: a host with parallel connections is several flows, and its share is not the RTT's doing.
  if (hosts.length !== 2 || hosts.some((h) => h.parallel > 1)) return null;
  const [a, b] = hosts;
  const ra = medianRtt[a.id];
  const rb = medianRtt[b.id];
  const ga = goodput[a.id];
  const gb = goodput[b.id];
  if (ra == null || rb == null || ga == null || gb == null || !(ra > 0) || !(rb > 0)) return null;
  const [short, long] = ra <= rb ? [a, b] : [b, a];
  const gShort = short === a ? ga : gb;
  const gLong = short === a ? gb : ga;
  if (!(gLong > 0)) return null;
  return { x: Math.max(ra, rb) / Math.min(ra, rb), y: gShort / gLong, ccs: [short.cc, long.cc] };
}
