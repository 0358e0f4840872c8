// An FRCT flow of a scenario (`transport: "frct"`): from the sender's process to the receiver's,
// through the sending IPCP's mb-ecn pacer. The application (`app`) is a bulk stream of `bytes`
// (or more than the run can carry), oftp (a stream of `bytes` with a CRC-64 at both ends,
// Tutorial 10) or oping (a reliable message flow the server echoes, Tutorial 08). The flow counts
// what FRCT delivers in order at the receiver. Loss repair stays in the endpoints, congestion
// control in the IPCP: neither reads the other's signal.

import type { Component, Kernel } from '../core/kernel';
import { msToNs, sToNs } from '../core/time';
import { OftpClient, OftpServer } from '../apps/oftp';
import { OpingClient, opingServer } from '../apps/oping';
import type { FrctAppConfig, FrctConstantsJson } from '../scenario/types';
import { FRCT_K_RX, FrctEndpoint } from './frct';
import type { Ipcp } from './ipcp';
import { C_RXM_NACK, C_RXM_RTO, C_RXM_SACK, C_TLP } from './stats';

/** Bytes a bulk flow writes: more than any run can deliver (1 PB). */
const BULK_BYTES = 1e15;

export interface FrctFlowSpec {
  id: string;
  start_s: number;
  bytes: number | null;
  frct: FrctConstantsJson;
  app?: FrctAppConfig;
}

export class FrctFlow implements Component {
  readonly id: number;
  readonly sender: FrctEndpoint;
  readonly receiver: FrctEndpoint;
  bytesDelivered = 0;
  lastDeliveryNs = -1;
  finished = false;
  /** The apps at both ends, when `app` is oping or oftp. */
  readonly oping: OpingClient | null = null;
  readonly oftp: { client: OftpClient; server: OftpServer } | null = null;

  constructor(
    k: Kernel,
    readonly cfg: FrctFlowSpec,
    readonly source: number,
    readonly tx: Ipcp,
    readonly rx: Ipcp,
    seed: number,
  ) {
    this.id = k.add(this);
    const app = cfg.app ?? { kind: 'bulk' };
    const mode = app.kind === 'oping' ? ('msg' as const) : ('stream' as const);
    const c = cfg.frct;
    const common = {
      seed, source, mode, reorderQueue: c.reorder_queue, tickNs: msToNs(c.tick_ms), mplNs: msToNs(c.mpl_ms), aNs: msToNs(c.a_ms),
      rNs: msToNs(c.r_ms), rtoFloorNs: msToNs(c.rto_floor_ms), initialRtoNs: msToNs(c.initial_rto_ms), maxRtoNs: msToNs(c.max_rto_ms),
      rdvGapNs: msToNs(c.rdv_gap_ms),
    };
    this.sender = new FrctEndpoint(k, tx, { ...common, name: `${cfg.id}:tx` });
    this.receiver = new FrctEndpoint(k, rx, { ...common, name: `${cfg.id}:rx` });
    tx.attach(source, this.sender.id, FRCT_K_RX);
    rx.attach(source, this.receiver.id, FRCT_K_RX);
    const startNs = sToNs(cfg.start_s);
    if (app.kind === 'oping') {
      this.oping = new OpingClient(k, this.sender, { intervalNs: msToNs(app.interval_ms), count: app.count, startNs, bytes: app.size_bytes });
      opingServer(this.receiver);
    } else if (app.kind === 'oftp') {
      this.oftp = { client: new OftpClient(k, this.sender, cfg.bytes as number, startNs), server: new OftpServer(k, this.receiver, startNs) };
    } else {
      k.at(startNs, this.id, 0, 0);
    }
    // The flow's own count of in-order delivery at the receiver, after the app's handler.
    const appDeliver = this.receiver.onDeliver;
    this.receiver.onDeliver = (tag, len, fin) => {
      appDeliver(tag, len, fin);
      this.bytesDelivered += len;
      this.lastDeliveryNs = k.now;
      if (fin) this.finished = true;
    };
  }

  /** The start of a bulk flow: the application writes its stream. */
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
