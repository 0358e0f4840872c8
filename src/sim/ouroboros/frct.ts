// One end of an FRCT flow (Ouroboros' Flow and Retransmission Control), as Tutorials 08 and 10
// describe it: a sender half (sequence numbers from a random start, window from the peer's FC,
// RTT estimator fed by ACKs and RTTP probes, retransmission by RTO, by SACK + RACK, by tail-loss
// probe and by NACK, Delta-t bounds) and a receiver half (reorder queue that is also the window,
// delayed ACK of two 5 ms ticks, SACK for holes, D-SACK for duplicates), with the RIB counters.
// The halves live in a chain of classes, one concept per file (see frct-base.ts); this file is
// the endpoint itself: its event dispatch and its RIB snapshot.
//
// Network interface: the endpoint hands every packet it sends to `out.send(p)` (a Link direction,
// or anything with that method) and receives with handle(FRCT_K_RX, p) (route the peer's link to
// this component with that kind). Applications write with writeMsg / writeStream and read through
// the onDeliver callback. No closure or array is allocated per packet.

import * as C from './stats';
import { F_RDVS } from './wire';
import { FrctReceiver } from './frct-receiver';
import { FRCT_K_RX, FRCT_K_WRITABLE, K_DELACK, K_RACK, K_RDVS, K_RTO, K_TLP } from './frct-defs';

export {
  FRCT_DEFAULTS, FRCT_K_RX, FRCT_K_WRITABLE, RXM_NACK, RXM_RACK, RXM_RTO, RXM_TLP, RXM_ZERO,
} from './frct-defs';
export type { FrctConfig, FrctOut } from './frct-defs';

export class FrctEndpoint extends FrctReceiver {
  // ================================================================== events

  handle(kind: number, arg: number): void {
    switch (kind) {
      case FRCT_K_RX:
        this.receive(arg);
        break;
      case K_DELACK:
        this.delackHandle = -1;
        this.counters[C.C_DELACK_FIRES]++;
        this.tryAck(true);
        break;
      case K_RTO:
        this.rtoHandle = -1;
        this.rtoAt = Infinity;
        this.onRto();
        break;
      case K_RACK:
        this.rackHandle = -1;
        this.rackAt = Infinity;
        this.rackDetect();
        break;
      case K_TLP:
        this.tlpHandle = -1;
        this.onTlp();
        break;
      case FRCT_K_WRITABLE:
        this.trySend();
        break;
      case K_RDVS:
        this.rdvsHandle = -1;
        if (!this.failed && this.windowClosed() && this.hasPending()) {
          this.sendCtrl(F_RDVS, 0, 0);
          this.counters[C.C_RDVS_SENT]++;
          this.rdvsHandle = this.k.after(this.rdvGapNs, this.id, K_RDVS, 0);
        }
        break;
    }
  }

  // ================================================================== RIB

  /** The RIB `frct` file as a plain object: state lines, then the counters, with the tutorials' labels. */
  snapshot(): C.FrctSnapshot {
    const now = this.k.now;
    const o: C.FrctSnapshot = {
      'Maximum packet lifetime (ns)': this.mplNs,
      'Max time to Ack (ns)': this.aNs,
      'Max time to Retransmit (ns)': this.rNs,
      'Smoothed rtt (ns)': Math.round(this.srtt),
      'RTT standard deviation (ns)': Math.round(this.rttvar),
      'Retransmit timeout RTO (ns)': Math.round(this.rto),
      'Minimum RTT (RACK base, ns)': Math.round(this.minRtt),
      'Sender left window edge': this.sndWire(this.sndLwe),
      'Sender right window edge': this.sndWire(this.sndRwe),
      'Sender inactive (ns)': Number.isFinite(this.sndAct) ? now - this.sndAct : 0,
      'Sender current sequence number': this.sndWire(this.sndNxt),
      'Receiver left window edge': this.rcvWire(this.rcvLwe),
      'Receiver right window edge': this.rcvWire(this.rcvLwe + this.rq),
      'Receiver inactive (ns)': Number.isFinite(this.rcvAct) ? now - this.rcvAct : 0,
      'Receiver last ack': this.lastAckWire,
    };
    for (let i = 0; i < C.N_COUNTERS; i++) o[C.FRCT_COUNTER_NAMES[i]] = this.counters[i];
    return o;
  }

  /** One counter by its RIB label (tests and views). */
  counter(name: string): number {
    const i = C.FRCT_COUNTER_NAMES.indexOf(name);
    if (i < 0) throw new Error(`unknown FRCT counter: ${name}`);
    return this.counters[i];
  }
}
