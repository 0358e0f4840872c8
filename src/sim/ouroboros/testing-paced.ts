// Harnesses for FRCT flows paced by mb-ecn (issue 7, Tutorial 10). testing.ts's buildPair is left
// as it is; these add the IPCPs between the endpoints and the links.
//
// buildPacedPair: Tutorial 10's two nodes. Each direction is one Link: the shaper (rate, with a
// marking FIFO in front: the queue the IPCP reads), then netem (delay and random loss, after the
// queue, out of the IPCP's sight: the Link draws loss when serialisation ends and then
// propagates). Client endpoint a -> IPCP A -> fwd link -> IPCP B -> endpoint b, and back on rev.
//
// buildSharedBottleneck: N senders, each with its own IPCP and its own extra one-way delay, into
// one marking bottleneck to one receiving IPCP; the reverse link carries the ACKs and feedback back
// with the same extra delays (issue 7, figure 4).

import { Kernel } from '../core/kernel';
import { Fifo } from '../net/fifo';
import { Link } from '../net/link';
import { FrctEndpoint, type FrctConfig } from './frct';
import { IPCP_K_RX, Ipcp } from './ipcp';
import type { PacerConfig } from './mbecn-pacer';
import { MbecnMarker } from './mbecn-marker';

const MS = 1e6;

export interface PacedPairOptions {
  endNs: number;
  seed?: number;
  /** Shaper rate, both directions (Tutorial 10: 100 Mbit/s). */
  rateMbps?: number;
  /** One-way delay after the shaper, each direction (Tutorial 10: 10 ms). */
  delayNs?: number;
  /** Random loss after the shaper, a->b and b->a (Tutorial 10: 1 % both ways). */
  loss?: number;
  reverseLoss?: number;
  /** Shaper queue limit, packets. */
  queuePackets?: number;
  /** FRCT reorder queue (Tutorial 10 builds 1024; the default build has 128). */
  reorderQueue?: number;
  a?: Partial<FrctConfig>;
  b?: Partial<FrctConfig>;
  pacer?: PacerConfig;
}

export interface PacedPair {
  k: Kernel;
  fwd: Link;
  rev: Link;
  fwdMarker: MbecnMarker;
  revMarker: MbecnMarker;
  ipcpA: Ipcp;
  ipcpB: Ipcp;
  a: FrctEndpoint;
  b: FrctEndpoint;
}

export function buildPacedPair(o: PacedPairOptions): PacedPair {
  const seed = o.seed ?? 1;
  const k = new Kernel(o.endNs);
  const rate = o.rateMbps ?? 100;
  const qp = o.queuePackets ?? 1000;
  const delay = o.delayNs ?? 10 * MS;
  const fwdMarker = new MbecnMarker(k, new Fifo(Infinity, qp));
  const revMarker = new MbecnMarker(k, new Fifo(Infinity, qp));
  const fwd = new Link(k, fwdMarker, { name: 'fwd', rateMbps: rate, delayNs: delay, loss: o.loss ?? 0 }, ['flow'], seed);
  const rev = new Link(k, revMarker, { name: 'rev', rateMbps: rate, delayNs: delay, loss: o.reverseLoss ?? o.loss ?? 0 }, ['flow'], seed);
  const ipcpA = new Ipcp(k, fwd, { name: 'uni-2', pacer: o.pacer });
  const ipcpB = new Ipcp(k, rev, { name: 'uni-1', pacer: o.pacer });
  const rq = o.reorderQueue ?? 1024;
  const a = new FrctEndpoint(k, ipcpA, { name: 'a', seed, source: 0, mode: 'stream', reorderQueue: rq, ...o.a });
  const b = new FrctEndpoint(k, ipcpB, { name: 'b', seed, source: 0, mode: 'stream', reorderQueue: rq, ...o.b });
  fwd.route(0, ipcpB.id, IPCP_K_RX, 0);
  rev.route(0, ipcpA.id, IPCP_K_RX, 0);
  ipcpA.attach(0, a.id);
  ipcpB.attach(0, b.id);
  return { k, fwd, rev, fwdMarker, revMarker, ipcpA, ipcpB, a, b };
}

export interface SharedBottleneckOptions {
  endNs: number;
  seed?: number;
  rateMbps?: number;
  /** Delay of the bottleneck link itself, each direction. */
  delayNs?: number;
  /** Extra one-way delay of each sender's path, each direction (one entry per sender). */
  extraDelayNs: number[];
  queuePackets?: number;
  reorderQueue?: number;
  pacer?: PacerConfig;
}

export interface SharedBottleneck {
  k: Kernel;
  fwd: Link;
  rev: Link;
  marker: MbecnMarker;
  senders: Ipcp[];
  receiver: Ipcp;
  a: FrctEndpoint[];
  b: FrctEndpoint[];
}

export function buildSharedBottleneck(o: SharedBottleneckOptions): SharedBottleneck {
  const seed = o.seed ?? 1;
  const k = new Kernel(o.endNs);
  const n = o.extraDelayNs.length;
  const names = o.extraDelayNs.map((_, i) => `f${i}`);
  const rate = o.rateMbps ?? 100;
  const qp = o.queuePackets ?? 1000;
  const marker = new MbecnMarker(k, new Fifo(Infinity, qp));
  const fwd = new Link(k, marker, { name: 'fwd', rateMbps: rate, delayNs: o.delayNs ?? MS, loss: 0 }, names, seed);
  const rev = new Link(k, new MbecnMarker(k, new Fifo(Infinity, qp)), { name: 'rev', rateMbps: rate, delayNs: o.delayNs ?? MS, loss: 0 }, names, seed);
  const receiver = new Ipcp(k, rev, { name: 'rx', pacer: o.pacer });
  const senders: Ipcp[] = [];
  const a: FrctEndpoint[] = [];
  const b: FrctEndpoint[] = [];
  const rq = o.reorderQueue ?? 1024;
  for (let i = 0; i < n; i++) {
    const s = new Ipcp(k, fwd, { name: `tx${i}`, pacer: o.pacer });
    const ea = new FrctEndpoint(k, s, { name: `a${i}`, seed, source: i, mode: 'stream', reorderQueue: rq });
    const eb = new FrctEndpoint(k, receiver, { name: `b${i}`, seed, source: i, mode: 'stream', reorderQueue: rq });
    fwd.route(i, receiver.id, IPCP_K_RX, o.extraDelayNs[i]);
    rev.route(i, s.id, IPCP_K_RX, o.extraDelayNs[i]);
    s.attach(i, ea.id);
    receiver.attach(i, eb.id);
    senders.push(s);
    a.push(ea);
    b.push(eb);
  }
  return { k, fwd, rev, marker, senders, receiver, a, b };
}
