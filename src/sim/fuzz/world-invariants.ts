// Test instrumentation (fuzz suites only, never a run's code path): wraps a built World's
// components and links so that every event and every packet can be checked against the engine's
// invariants. Nothing here changes what the simulation does; it counts.
//  - time: every event is handled at a time no earlier than the previous one, never past the end;
//  - queues: waiting packets and bytes never negative, never above the discipline's limit;
//  - packets: per link direction and source, every packet that entered is dropped by the queue,
//    lost on the wire, handed to its route target, or still in the link (never negative), and
//    every packet alive in the pool is in a link (or, with FRCT, in an IPCP's pacer ring);
//  - bytes: per link direction, frame bytes in = dropped + lost + handed over + still in the link;
//  - ends: what each sender counts as sent is what entered the link, what its receiver counts
//    is what the link handed over, in bytes and packets (TCP, UDP, ping), and nobody delivers
//    more bytes than were sent.
import type { Component } from '../core/kernel';
import type { Link } from '../net/link';
import type { World } from '../scenario/build';

interface LinkTally {
  entered: Float64Array;
  delivered: Float64Array;
  started: number;
  /** Frame bytes that entered, were dropped by the queue, lost on the wire, handed over. */
  bytesIn: number;
  bytesDropped: number;
  bytesLost: number;
  bytesOut: number;
}

/** Link's event kind for "serialisation done" (src/sim/net/link.ts, K_TX_DONE): where wire losses happen. */
const LINK_K_TX_DONE = 1;

export interface Instrumented {
  /** Violations found at events so far (the first few; empty when every invariant held). */
  readonly violations: string[];
  /** Checks the accounting identities now (between events); returns the violations found. */
  check(): string[];
  /** Events seen by the wrappers. */
  readonly events: number;
}

const MAX_VIOLATIONS = 5;

function limitsOf(w: World): { bytes: number; packets: number } {
  const q = w.scenario.link.queue;
  if (q.kind === 'fifo') return { bytes: q.limit_bytes ?? Infinity, packets: q.limit_packets ?? Infinity };
  if (q.kind === 'codel') return { bytes: Infinity, packets: q.limit_packets };
  return { bytes: q.limit_bytes, packets: Infinity };
}

export function instrument(w: World): Instrumented {
  const k = w.kernel;
  const n = w.sourceIds.length;
  const violations: string[] = [];
  const fail = (msg: string) => {
    if (violations.length < MAX_VIOLATIONS) violations.push(`t=${k.now} ns: ${msg}`);
  };
  const tallies = new Map<Link, LinkTally>();
  for (const link of [w.fwd, w.rev]) {
    const t: LinkTally = { entered: new Float64Array(n), delivered: new Float64Array(n), started: 0, bytesIn: 0, bytesDropped: 0, bytesLost: 0, bytesOut: 0 };
    tallies.set(link, t);
    const send = link.send.bind(link);
    link.send = (p: number) => {
      t.entered[k.pool.source[p]]++;
      t.bytesIn += k.pool.size[p];
      send(p);
    };
    const raw = link as unknown as { startTx(p: number, size: number): void; dropped(p: number): void };
    // Queue drops, at enqueue or handed back by an AQM (its dropSink calls this.dropped).
    const dropped = raw.dropped.bind(link);
    raw.dropped = (p: number) => {
      t.bytesDropped += k.pool.size[p];
      dropped(p);
    };
    const startTx = raw.startTx.bind(link);
    raw.startTx = (p: number, size: number) => {
      t.started++;
      startTx(p, size);
    };
  }
  // Which (component, event kind) pairs are a link handing a packet over: its routes.
  const routes = new Map<string, Link>();
  for (const link of [w.fwd, w.rev]) {
    const r = link as unknown as { routeTarget: Int32Array; routeKind: Int32Array };
    for (let s = 0; s < n; s++) if (r.routeTarget[s] >= 0) routes.set(`${r.routeTarget[s]}:${r.routeKind[s]}`, link);
  }
  const limits = limitsOf(w);
  const fq = w.fwd.fifo;
  let last = 0;
  let events = 0;
  const comps = (k as unknown as { components: Component[] }).components;
  comps.forEach((c, id) => {
    const handle = c.handle.bind(c);
    c.handle = (kind: number, arg: number) => {
      events++;
      if (k.now < last) fail(`time went back from ${last} to ${k.now}`);
      if (k.now > k.endNs) fail(`event after the end (${k.endNs})`);
      last = k.now;
      const link = routes.get(`${id}:${kind}`);
      // Count before the handler: it may release the packet.
      if (link !== undefined) {
        const t = tallies.get(link)!;
        t.delivered[k.pool.source[arg]]++;
        t.bytesOut += k.pool.size[arg];
      }
      const self = c === w.fwd || c === w.rev ? (c as Link) : null;
      const lostBefore = self?.lost ?? 0;
      const size = self !== null && kind === LINK_K_TX_DONE ? k.pool.size[arg] : 0;
      handle(kind, arg);
      if (self !== null && self.lost > lostBefore) tallies.get(self)!.bytesLost += size;
      if (fq.count < 0 || fq.bytes < 0) fail(`queue count ${fq.count}, bytes ${fq.bytes}`);
      if (fq.count === 0 && fq.bytes !== 0) fail(`empty queue holds ${fq.bytes} bytes`);
      if (fq.bytes > limits.bytes) fail(`queue holds ${fq.bytes} bytes, limit ${limits.bytes}`);
      if (fq.count > limits.packets) fail(`queue holds ${fq.count} packets, limit ${limits.packets}`);
    };
  });

  function inLink(link: Link): number {
    const t = tallies.get(link)!;
    let total = 0;
    for (let s = 0; s < n; s++) {
      const rest = t.entered[s] - link.dropsBySource[s] - link.lostBySource[s] - t.delivered[s];
      if (rest < 0) fail(`${link === w.fwd ? 'fwd' : 'rev'} source ${w.sourceIds[s]}: ${t.entered[s]} entered, ${link.dropsBySource[s]} dropped, ${link.lostBySource[s]} lost, ${t.delivered[s]} delivered`);
      total += rest;
    }
    const inTx = t.started - link.transmitted;
    if (inTx !== 0 && inTx !== 1) fail(`${inTx} packets in serialisation at once`);
    if (link.fifo.count + inTx + link.propagating.count > total) {
      fail(`link holds ${link.fifo.count} queued + ${inTx} on the wire + ${link.propagating.count} propagating, but only ${total} are unaccounted`);
    }
    // Bytes: what entered is dropped, lost, handed over, or still in the link. Packets with an
    // extra delay or host noise wait in the event heap, out of sight: then at least what is seen.
    const pool = k.pool;
    const line = link.propagating;
    let seen = link.fifo.bytes + (inTx === 1 ? pool.size[link.txPacket] : 0);
    for (let i = 0; i < line.count; i++) seen += pool.size[line.packetAt(i)];
    const inHeap = total - link.fifo.count - inTx - line.count;
    const bytes = t.bytesIn - t.bytesDropped - t.bytesLost - t.bytesOut;
    if (inHeap === 0 ? bytes !== seen : bytes < seen) {
      fail(`${link === w.fwd ? 'fwd' : 'rev'}: ${t.bytesIn} B entered, ${t.bytesDropped} dropped, ${t.bytesLost} lost, ${t.bytesOut} handed over: ${bytes} B left for ${total} packets, ${seen} B in sight (${inHeap} in the heap)`);
    }
    return total;
  }

  function check(): string[] {
    const found = violations.length;
    const inLinks = inLink(w.fwd) + inLink(w.rev);
    const live = k.pool.live;
    if (w.frct.length === 0 ? live !== inLinks : live < inLinks) fail(`${live} packets alive in the pool, ${inLinks} in the links`);
    const fwd = tallies.get(w.fwd)!;
    const rev = tallies.get(w.rev)!;
    for (const c of w.conns) {
      const { sender: s, receiver: r, source } = c;
      if (s.segmentsSent !== fwd.entered[source]) fail(`${c.name}: ${s.segmentsSent} segments sent, ${fwd.entered[source]} entered the link`);
      if (r.segmentsReceived !== fwd.delivered[source]) fail(`${c.name}: ${r.segmentsReceived} segments received, ${fwd.delivered[source]} handed over`);
      if (r.acksSent !== rev.entered[source]) fail(`${c.name}: ${r.acksSent} ACKs sent, ${rev.entered[source]} entered the reverse link`);
      if (s.acksReceived !== rev.delivered[source]) fail(`${c.name}: ${s.acksReceived} ACKs received, ${rev.delivered[source]} handed over`);
      if (r.rcvNxt > s.highestSent) fail(`${c.name}: receiver at ${r.rcvNxt}, beyond the highest segment sent ${s.highestSent}`);
      const mss = (w.scenario.flows.find((f) => f.id === c.name.split('#')[0]) as { mss: number }).mss;
      if (r.bytesDelivered > s.highestSent * mss) fail(`${c.name}: ${r.bytesDelivered} bytes delivered of ${s.highestSent * mss} sent`);
    }
    for (const u of w.udp) {
      if (u.packetsSent !== fwd.entered[u.source]) fail(`udp ${w.sourceIds[u.source]}: ${u.packetsSent} sent, ${fwd.entered[u.source]} entered the link`);
      if (u.packetsDelivered !== fwd.delivered[u.source]) fail(`udp ${w.sourceIds[u.source]}: ${u.packetsDelivered} delivered, ${fwd.delivered[u.source]} handed over`);
      if (u.bytesDelivered > u.bytesSent) fail(`udp ${w.sourceIds[u.source]}: ${u.bytesDelivered} bytes delivered of ${u.bytesSent} sent`);
    }
    for (const p of w.pings) {
      const s = p.source;
      if (p.sent !== fwd.entered[s]) fail(`ping ${w.sourceIds[s]}: ${p.sent} sent, ${fwd.entered[s]} entered the link`);
      if (rev.entered[s] !== fwd.delivered[s]) fail(`ping ${w.sourceIds[s]}: ${fwd.delivered[s]} requests reached the target, ${rev.entered[s]} replies left it`);
      if (p.received !== rev.delivered[s]) fail(`ping ${w.sourceIds[s]}: ${p.received} replies received, ${rev.delivered[s]} handed over`);
    }
    for (const f of w.frct) {
      if (f.cfg.bytes !== null && f.bytesDelivered > f.cfg.bytes) fail(`frct ${f.cfg.id}: ${f.bytesDelivered} bytes delivered of ${f.cfg.bytes}`);
      if (f.finished && f.cfg.bytes !== null && f.bytesDelivered !== f.cfg.bytes) fail(`frct ${f.cfg.id}: finished with ${f.bytesDelivered} of ${f.cfg.bytes} bytes`);
    }
    return violations.slice(found);
  }

  return {
    violations,
    check,
    get events() {
      return events;
    },
  };
}
