// The receiving half of mb-ecn, per flow (keyed by the flow's pool source index): the congestion
// level `rx_ece` averaged from the ECN byte of every arriving packet of the flow, the public
// source's three feedback triggers, and a capacity measurement the tutorial's "Path capacity"
// needs and the public source lacks.
//
// Level [SRC]: unmarked packet while the level is > 0: level = floor(level / 4), feedback when it
// reaches 0 ("end of congestion"); first marked packet: level = ecn, feedback at once (onset);
// later marked packets: level = level - floor(level / 32) + ecn (a sum over about 32 packets, so
// about 32 x the mean ECN), feedback on every 8th of them.
// Capacity [SIM]: two packets in a row that both carry a mark crossed a queue that was never empty
// between them, so the gap between their arrivals is the serialisation time of the second at the
// bottleneck: bytes / gap over such pairs is the rate the path delivers this flow when it is full.
// Summed over 5 ms of such gaps, folded into an average that rises fast (gain 1/2) and falls slowly
// (gain 1/32): a packet lost after the queue leaves a gap with no bytes, and the windows without
// such a loss are the true rate.

import { grownTo } from './wire';

export const CA_SHFT = 5;
export const CA_UPD = 8;
/** Gap time (ns) summed before a capacity sample is taken. */
const CAP_WINDOW_NS = 5e6;

export class MbecnReceiver {
  /** Per source: level, marked-packet counter, capacity estimate (bytes/s), measurement state. */
  ece = new Float64Array(8);
  ctr = new Float64Array(8);
  cap = new Float64Array(8);
  private lastArr = new Float64Array(8).fill(-1);
  private lastMarked = new Uint8Array(8);
  private busyBytes = new Float64Array(8);
  private busyNs = new Float64Array(8);

  private ensure(src: number): void {
    if (src < this.ece.length) return;
    const old = this.ece.length;
    let n = old;
    while (n <= src) n *= 2;
    this.ece = grownTo(this.ece, n);
    this.ctr = grownTo(this.ctr, n);
    this.cap = grownTo(this.cap, n);
    this.lastArr = grownTo(this.lastArr, n);
    this.lastArr.fill(-1, old);
    this.lastMarked = grownTo(this.lastMarked, n);
    this.busyBytes = grownTo(this.busyBytes, n);
    this.busyNs = grownTo(this.busyNs, n);
  }

  /** One packet of flow `src` arrived carrying `ecn`; returns true when a FLOW_UPDATE is due. */
  update(src: number, ecn: number, size: number, now: number): boolean {
    this.ensure(src);
    // capacity
    if (ecn > 0 && this.lastMarked[src] === 1 && this.lastArr[src] >= 0 && now > this.lastArr[src]) {
      this.busyBytes[src] += size;
      const b = (this.busyNs[src] += now - this.lastArr[src]);
      if (b >= CAP_WINDOW_NS) {
        const sample = (this.busyBytes[src] * 1e9) / b;
        const c = this.cap[src];
        this.cap[src] = c <= 0 ? sample : c + (sample - c) / (sample > c ? 2 : 32);
        this.busyBytes[src] = 0;
        this.busyNs[src] = 0;
      }
    }
    this.lastArr[src] = now;
    this.lastMarked[src] = ecn > 0 ? 1 : 0;
    // level
    const e = this.ece[src];
    if (ecn === 0) {
      if (e === 0) return false;
      const n = Math.floor(e / 4);
      this.ece[src] = n;
      return n === 0;
    }
    if (e === 0) {
      this.ece[src] = ecn;
      this.ctr[src] = 0;
      return true;
    }
    this.ece[src] = e - Math.floor(e / (1 << CA_SHFT)) + ecn;
    const c = this.ctr[src]++;
    return c % CA_UPD === 1;
  }

  level(src: number): number {
    return src < this.ece.length ? this.ece[src] : 0;
  }

  capacity(src: number): number {
    return src < this.cap.length ? this.cap[src] : 0;
  }
}
