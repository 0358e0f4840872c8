// An FRCT flow of a scenario (`transport: "frct"`): a stream from the sender's process to the
// receiver's, through the sending IPCP's mb-ecn pacer. The application writes `bytes` (or, for a
// bulk flow, more than the run can carry) at `start_s`; the receiver counts what FRCT delivers in
// order. Loss repair stays in the endpoints, congestion control in the IPCP: neither reads the
// other's signal.

import type { Component, Kernel } from '../core/kernel';
import { sToNs } from '../core/time';
import { FRCT_K_RX, FrctEndpoint } from './frct';
import type { Ipcp } from './ipcp';
import { C_RXM_NACK, C_RXM_RTO, C_RXM_SACK, C_TLP } from './stats';

/** Bytes a bulk flow writes: more than any run can deliver (1 PB). */
const BULK_BYTES = 1e15;

export interface FrctFlowSpec {
  id: string;
  start_s: number;
  bytes: number | null;
  frct: { reorder_queue: number };
}

export class FrctFlow implements Component {
  readonly id: number;
  readonly sender: FrctEndpoint;
  readonly receiver: FrctEndpoint;
  bytesDelivered = 0;
  lastDeliveryNs = -1;
  finished = false;

  constructor(
    k: Kernel,
    readonly cfg: FrctFlowSpec,
    readonly source: number,
    readonly tx: Ipcp,
    rx: Ipcp,
    seed: number,
  ) {
    this.id = k.add(this);
    const common = { seed, source, mode: 'stream' as const, reorderQueue: cfg.frct.reorder_queue };
    this.sender = new FrctEndpoint(k, tx, { ...common, name: `${cfg.id}:tx` });
    this.receiver = new FrctEndpoint(k, rx, { ...common, name: `${cfg.id}:rx` });
    tx.attach(source, this.sender.id, FRCT_K_RX);
    rx.attach(source, this.receiver.id, FRCT_K_RX);
    this.receiver.onDeliver = (_offset, len, fin) => {
      this.bytesDelivered += len;
      this.lastDeliveryNs = k.now;
      if (fin) this.finished = true;
    };
    k.at(sToNs(cfg.start_s), this.id, 0, 0);
  }

  /** The start: the application writes its stream. */
  handle(): void {
    const finite = this.cfg.bytes !== null;
    this.sender.writeStream(finite ? (this.cfg.bytes as number) : BULK_BYTES, finite);
  }

  /** Packets retransmitted by the sender, whatever drove them (RTO, SACK/RACK, tail-loss probe, NACK). */
  get retransmits(): number {
    const c = this.sender.counters;
    return c[C_RXM_RTO] + c[C_RXM_SACK] + c[C_TLP] + c[C_RXM_NACK];
  }

  /** Packets sent and not yet acknowledged. */
  get inFlight(): number {
    return this.sender.sndNxt - this.sender.sndLwe;
  }
}
