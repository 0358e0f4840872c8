// oping over a reliable FRCT message flow (`oping -q msg -c N -i MS`, Tutorial 08): the client
// writes a 64-byte message every interval, the server writes each message it reads straight back,
// and the client times each reply. The summary is the two lines oping prints, as data.

import type { Component, Kernel } from '../core/kernel';
import { NS_PER_MS } from '../core/time';
import type { FrctEndpoint } from '../ouroboros/frct';
import { GrowableF64 } from '../record/growable';

/** oping's default message: 64 bytes of data. */
export const OPING_BYTES = 64;
const K_SEND = 1;

export interface OpingConfig {
  intervalNs: number;
  /** Pings to send; null: until the run ends. */
  count: number | null;
  startNs?: number;
  bytes?: number;
}

export interface OpingSummary {
  transmitted: number;
  received: number;
  outOfOrder: number;
  lossPct: number;
  /** From the first request to the last reply, ms. */
  timeMs: number;
  min: number;
  avg: number;
  max: number;
  mdev: number;
  /** The two summary lines oping prints. */
  lines: [string, string];
}

/** The server side: answers every message it reads with the same message. */
export function opingServer(ep: FrctEndpoint): void {
  ep.onDeliver = (tag, len) => ep.writeMsg(len, tag);
}

export class OpingClient implements Component {
  readonly id: number;
  sent = 0;
  received = 0;
  outOfOrder = 0;
  /** Per ping (by number, `sent` of them): send time (ns) and RTT (ns, NaN while unanswered). */
  sentAtNs: Float64Array;
  rttNs: Float64Array;
  /** RTTs (ms) in arrival order. */
  readonly rttMs = new GrowableF64();
  private lastSeq = -1;
  private lastReplyNs = 0;

  constructor(
    private readonly k: Kernel,
    private readonly ep: FrctEndpoint,
    private readonly cfg: OpingConfig,
  ) {
    this.id = k.add(this);
    // Without a count the arrays double as pings go out (amortised, not per packet).
    const n = cfg.count ?? 64;
    this.sentAtNs = new Float64Array(n);
    this.rttNs = new Float64Array(n).fill(NaN);
    ep.onDeliver = (tag) => this.reply(tag);
    if (n > 0) k.at(cfg.startNs ?? 0, this.id, K_SEND, 0);
  }

  handle(_kind: number, _arg: number): void {
    const n = this.sent++;
    if (n === this.sentAtNs.length) this.grow();
    this.sentAtNs[n] = this.k.now;
    this.ep.writeMsg(this.cfg.bytes ?? OPING_BYTES, n);
    if (this.cfg.count === null || this.sent < this.cfg.count) this.k.after(this.cfg.intervalNs, this.id, K_SEND, 0);
  }

  private grow(): void {
    const sent = new Float64Array(2 * this.sentAtNs.length);
    sent.set(this.sentAtNs);
    const rtt = new Float64Array(sent.length).fill(NaN);
    rtt.set(this.rttNs);
    this.sentAtNs = sent;
    this.rttNs = rtt;
  }

  private reply(tag: number): void {
    const now = this.k.now;
    if (tag < this.lastSeq) this.outOfOrder++;
    this.lastSeq = tag;
    if (!Number.isNaN(this.rttNs[tag])) return;
    this.received++;
    this.rttNs[tag] = now - this.sentAtNs[tag];
    this.rttMs.push(this.rttNs[tag] / NS_PER_MS);
    this.lastReplyNs = now;
  }

  summary(): OpingSummary {
    const r = this.rttMs.view();
    let min = Infinity, max = 0, sum = 0, sq = 0;
    for (let i = 0; i < r.length; i++) {
      const x = r[i];
      if (x < min) min = x;
      if (x > max) max = x;
      sum += x;
      sq += x * x;
    }
    const n = r.length;
    const avg = n ? sum / n : 0;
    const mdev = n ? Math.sqrt(Math.max(0, sq / n - avg * avg)) : 0;
    if (!n) min = 0;
    const lossPct = this.sent ? Math.round((100 * (this.sent - this.received)) / this.sent) : 0;
    const timeMs = this.received ? (this.lastReplyNs - this.sentAtNs[0]) / NS_PER_MS : 0;
    const f3 = (x: number) => x.toFixed(3);
    return {
      transmitted: this.sent, received: this.received, outOfOrder: this.outOfOrder, lossPct, timeMs, min, avg, max, mdev,
      lines: [
        `${this.sent} packets transmitted, ${this.received} received, ${this.outOfOrder} out-of-order, ${lossPct}% packet loss, time: ${f3(timeMs)} ms`,
        `rtt min/avg/max/mdev = ${f3(min)}/${f3(avg)}/${f3(max)}/${f3(mdev)} ms`,
      ],
    };
  }
}
