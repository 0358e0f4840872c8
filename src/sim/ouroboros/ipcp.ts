// The unicast IPCP at one end of a path, as far as mb-ecn is concerned. It is:
//  - the `out` of the FRCT endpoints of its flows: their packets go through its pacer
//    (mbecn-pacer.ts) to the link that leaves this node;
//  - the route target of the link that arrives at this node (kind IPCP_K_RX): each FRCT packet
//    updates the receiving half of its flow (mbecn-receiver.ts), which may send a FLOW_UPDATE back,
//    then goes to its endpoint; FLOW_UPDATEs and heartbeat echoes steer the pacer; a heartbeat is
//    echoed at once, straight into the outgoing link.
// Flows are named by their pool source index, the same at both ends of the path (the FLOW_UPDATE
// of flow s travels back with source s, so the link routes it to the IPCP that sent flow s).

import type { Component, Kernel } from '../core/kernel';
import { LOG_RX, type FrctLog } from '../record/frct-log';
import type { FrctOut } from './frct';
import { FRCT_K_RX, FRCT_K_WRITABLE } from './frct';
import { MbecnPacer, REGIME_NAMES, type PacerConfig } from './mbecn-pacer';
import { MbecnReceiver } from './mbecn-receiver';
import { grownTo } from './wire';
import { FLOW_UPDATE_BYTES, MT_FLOW_UPDATE, MT_HEARTBEAT, MT_HEARTBEAT_ECHO, PK_MBECN, mbecnWire, type MbecnWire } from './mbecn-wire';

/** Event kind the incoming link must use to hand packets to the IPCP. */
export const IPCP_K_RX = 1;

export interface IpcpConfig {
  name: string;
  pacer?: PacerConfig;
}

/** The flow-allocator file of one flow, as Tutorial 10 greps it (plus the public source's lines). */
export type MbecnSnapshot = Record<string, number | string>;

export class Ipcp implements Component, FrctOut {
  readonly id: number;
  readonly pacer: MbecnPacer;
  readonly rx = new MbecnReceiver();
  flowUpdatesSent = 0;
  flowUpdatesReceived = 0;
  heartbeatsEchoed = 0;
  /** mb-ecn packets (heartbeats, echoes, FLOW_UPDATEs) received per pool source. */
  mbecnReceived = new Float64Array(8);
  /** Packets received per flow source (all kinds of the flow). */
  private targets = new Int32Array(8).fill(-1);
  private kinds = new Int32Array(8);
  private nFlows = 0;
  private readonly wire: MbecnWire;
  /** The packet log (only when a simulation asks for one; null costs a compare per packet). */
  log: FrctLog | null = null;
  /** LOG_RECEIVER when this IPCP hosts the receiving ends of its flows. */
  logSide = 0;

  constructor(
    private readonly k: Kernel,
    /** The link leaving this node (the shaper whose queue the marker reads). */
    link: FrctOut,
    readonly cfg: IpcpConfig,
  ) {
    this.id = k.add(this);
    this.pacer = new MbecnPacer(k, link, cfg.pacer);
    this.wire = mbecnWire(k);
    // the ring has room again: every flow's writer that blocked may go on (an event each, so no
    // endpoint writes from inside the pacer)
    this.pacer.onWritable = () => {
      for (let s = 0; s < this.targets.length; s++) if (this.targets[s] >= 0) k.at(k.now, this.targets[s], FRCT_K_WRITABLE, 0);
    };
  }

  /** FrctOut: new data may enter while the tx ring holds less than its delay limit. */
  writable(): boolean {
    return this.pacer.writable();
  }

  /**
   * Registers a flow: packets arriving with pool source `source` are handed to component `target`
   * with event kind `kind` (an FRCT endpoint: FRCT_K_RX). The first flow's source carries the
   * path's heartbeats.
   */
  attach(source: number, target: number, kind = FRCT_K_RX): void {
    if (source >= this.targets.length) {
      let n = this.targets.length;
      while (n <= source) n *= 2;
      const old = this.targets.length;
      this.targets = grownTo(this.targets, n);
      this.targets.fill(-1, old);
      this.kinds = grownTo(this.kinds, n);
    }
    if (this.nFlows === 0) this.pacer.hbSource = source;
    this.targets[source] = target;
    this.kinds[source] = kind;
    this.nFlows++;
    this.pacer.flows = this.nFlows;
  }

  /** FrctOut: a packet of one of this node's flows, into the pacer. */
  send(p: number): void {
    if (this.log !== null) this.log.add(p, this.logSide);
    this.pacer.send(p);
  }

  handle(_kind: number, p: number): void {
    const k = this.k;
    const pool = k.pool;
    const w = this.wire;
    w.ensure();
    const src = pool.source[p];
    if (pool.kind[p] === PK_MBECN) {
      if (src >= this.mbecnReceived.length) this.mbecnReceived = grownTo(this.mbecnReceived, Math.max(src + 1, 2 * this.mbecnReceived.length));
      this.mbecnReceived[src]++;
      const t = w.mtype[p];
      if (t === MT_HEARTBEAT) {
        // a heartbeat crossed the path's queues like the flow's packets: it feeds the level (so the
        // level decays when the flow stops), then it is answered at once, straight into the shaper
        if (this.rx.update(src, w.ecn[p], pool.size[p], k.now)) this.sendFlowUpdate(src);
        w.mtype[p] = MT_HEARTBEAT_ECHO;
        w.ece[p] = this.rx.level(src);
        w.cap[p] = this.rx.capacity(src);
        this.heartbeatsEchoed++;
        this.pacer.sendDirect(p);
        return;
      }
      if (t === MT_FLOW_UPDATE) {
        this.flowUpdatesReceived++;
        this.pacer.feedback(w.ece[p], w.cap[p]);
      } else if (t === MT_HEARTBEAT_ECHO) {
        this.pacer.echo(w.t0[p], w.ece[p], w.cap[p]);
      }
      pool.release(p);
      return;
    }
    if (this.rx.update(src, w.ecn[p], pool.size[p], k.now)) this.sendFlowUpdate(src);
    const target = src < this.targets.length ? this.targets[src] : -1;
    if (target < 0) {
      pool.release(p);
      return;
    }
    if (this.log !== null) this.log.add(p, this.logSide | LOG_RX);
    k.dispatch(target, this.kinds[src], p);
  }

  private sendFlowUpdate(src: number): void {
    const k = this.k;
    const p = k.pool.alloc(FLOW_UPDATE_BYTES, src, PK_MBECN, 0, k.now);
    const w = this.wire;
    w.ensure();
    w.mtype[p] = MT_FLOW_UPDATE;
    w.ece[p] = this.rx.level(src);
    w.cap[p] = this.rx.capacity(src);
    w.t0[p] = 0;
    this.flowUpdatesSent++;
    this.pacer.sendDirect(p);
  }

  /**
   * mb-ecn packets of flow `source` this IPCP sent that the far IPCP `far` has not received: lost on
   * the way (or, at most one or two, still in flight when asked).
   */
  mbecnLost(far: Ipcp, source: number): number {
    const sent = source < this.pacer.directSent.length ? this.pacer.directSent[source] : 0;
    const got = source < far.mbecnReceived.length ? far.mbecnReceived[source] : 0;
    return Math.max(0, sent - got);
  }

  /** The flow-allocator fields of Tutorial 10 (and the public source's mb-ecn lines), live. */
  snapshot(source = this.pacer.hbSource): MbecnSnapshot {
    const c = this.pacer;
    return {
      'Congestion avoidance algorithm': 'Multi-bit ECN',
      'Upstream congestion level': c.level,
      'Upstream packet counter': c.ctrSinceFb,
      'Downstream congestion level': this.rx.level(source),
      'Paced rate (bytes/s)': Math.round(c.rate),
      'Current congestion regime': REGIME_NAMES[c.regime],
      'Path capacity (bytes/s)': Math.round(c.capacity),
      'Signal-loss cuts (count)': c.signalLossCuts,
      'Ramp time constant (ns)': Math.round(2 * c.rampNs),
      'Heartbeat RTT min (ns)': Math.round(c.hbMinRtt),
      'Heartbeats sent': c.heartbeatsSent,
      'Heartbeat echoes received': c.echoesReceived,
      'Heartbeats echoed': this.heartbeatsEchoed,
      'Sent flow updates (packets)': this.flowUpdatesSent,
      'Received flow updates (packets)': this.flowUpdatesReceived,
      'Sent (packets)': c.sentPackets,
      'Sent (bytes)': c.sentBytes,
      'Tx ring queued (packets)': c.queued,
      'Tx ring drops (any cause)': c.ringDrops,
      'Regime switches': c.regimeSwitches,
    };
  }
}
