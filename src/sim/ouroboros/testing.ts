// A two-node topology for FRCT tests: a Kernel, two Link directions (rate, delay, random loss) and
// an FRCT endpoint at each end (a = the client, on the "fwd" link; b = the server, on "rev").
// Optionally logs every FRCT packet handed to a link (time, direction, header fields) for the
// tests that read the wire the way Tutorial 08 reads tcpdump; tapLinks does the same for the
// links of a scenario's world.

import { Kernel } from '../core/kernel';
import { Fifo } from '../net/fifo';
import { Link } from '../net/link';
import { FRCT_K_RX, FrctEndpoint, type FrctConfig } from './frct';
import { frctWire, PK_FRCT } from './wire';

export interface PairOptions {
  endNs: number;
  seed?: number;
  rateMbps?: number;
  /** One-way propagation delay, each direction (ns). */
  delayNs?: number;
  reverseDelayNs?: number;
  /** Random loss probability on the a->b link, and on b->a (defaults to `loss`). */
  loss?: number;
  reverseLoss?: number;
  queueBytes?: number;
  a?: Partial<FrctConfig>;
  b?: Partial<FrctConfig>;
  trace?: boolean;
}

/** One logged packet: time (ns), direction (0: a->b, 1: b->a), FRCT header fields. */
export interface WireRecord {
  t: number;
  dir: 0 | 1;
  flags: number;
  seqno: number;
  ackno: number;
  nsack: number;
  /** The decoded line, as Tutorial 08 prints it. */
  text: string;
}

export interface Pair {
  k: Kernel;
  fwd: Link;
  rev: Link;
  a: FrctEndpoint;
  b: FrctEndpoint;
  log: WireRecord[];
}

export function buildPair(o: PairOptions): Pair {
  const seed = o.seed ?? 1;
  const k = new Kernel(o.endNs);
  const rate = o.rateMbps ?? 1000;
  const q = o.queueBytes ?? 10_000_000;
  const fwd = new Link(k, new Fifo(q, Infinity), { name: 'fwd', rateMbps: rate, delayNs: o.delayNs ?? 0, loss: o.loss ?? 0 }, ['flow'], seed);
  const rev = new Link(
    k, new Fifo(q, Infinity),
    { name: 'rev', rateMbps: rate, delayNs: o.reverseDelayNs ?? o.delayNs ?? 0, loss: o.reverseLoss ?? o.loss ?? 0 },
    ['flow'], seed,
  );
  const log: WireRecord[] = o.trace ? tapLinks(k, fwd, rev) : [];
  const a = new FrctEndpoint(k, fwd, { name: 'a', seed, source: 0, mode: 'msg', ...o.a });
  const b = new FrctEndpoint(k, rev, { name: 'b', seed, source: 0, mode: 'msg', ...o.b });
  fwd.route(0, b.id, FRCT_K_RX, 0);
  rev.route(0, a.id, FRCT_K_RX, 0);
  return { k, fwd, rev, a, b, log };
}

/**
 * Logs every FRCT packet handed to `fwd` (dir 0) or `rev` (dir 1) from now on, by wrapping the
 * links' send (test only; mb-ecn's own packets are not logged).
 */
export function tapLinks(k: Kernel, fwd: Link, rev: Link): WireRecord[] {
  const log: WireRecord[] = [];
  const wire = frctWire(k);
  const tap = (link: Link, dir: 0 | 1) => {
    const send = link.send.bind(link);
    link.send = (p: number) => {
      if (k.pool.kind[p] === PK_FRCT)
        log.push({ t: k.now, dir, flags: wire.flags[p], seqno: wire.seqno[p], ackno: wire.ackno[p], nsack: wire.nsack[p], text: wire.describe(p) });
      send(p);
    };
  };
  tap(fwd, 0);
  tap(rev, 1);
  return log;
}
