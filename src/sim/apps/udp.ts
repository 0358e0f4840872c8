// Constant-bit-rate UDP source and its receiver (one component: the sink is the same object at the
// far end). Unresponsive: it sends at rate_mbps (frame bits on the wire) whatever happens to its
// packets, which is what saturates a queue before any congestion control exists.

import type { Component, Kernel } from '../core/kernel';
import { PK_UDP } from '../core/packet-pool';
import type { Link } from '../net/link';

/** Ethernet (14) + IPv4 (20) + UDP (8) header bytes in every frame. */
export const UDP_HEADER_BYTES = 42;
/** Shortest Ethernet frame without FCS; shorter payloads are padded on the wire. */
export const MIN_FRAME_BYTES = 60;

const K_SEND = 1;
/** Event kind for a packet reaching the receiver (the data link routes to it). */
export const UDP_K_ARRIVE = 2;

export interface UdpConfig {
  rateMbps: number;
  packetBytes: number; // frame bytes
  startNs: number;
  bytes: number | null; // payload bytes to send, null = until the end
}

export class UdpFlow implements Component {
  readonly id: number;
  // Counters live in a Float64Array: byte counts pass 2^31 in long runs, and a field changing
  // from small integer to double would deoptimise the hot path mid-run.
  private readonly c = new Float64Array(5);
  /** True once every packet of a finite transfer has been sent. */
  finishedSending = false;
  get packetsSent(): number {
    return this.c[0];
  }
  get packetsDelivered(): number {
    return this.c[1];
  }
  get bytesSent(): number {
    return this.c[2];
  }
  /** Payload bytes delivered to the receiver. */
  get bytesDelivered(): number {
    return this.c[3];
  }
  /** Time (ns) of the last delivery, -1 before the first. */
  get lastDeliveryNs(): number {
    return this.c[4];
  }

  private readonly intervalNs: number; // exact (fractional) spacing; send times are rounded
  private readonly payload: number;
  private readonly totalPackets: number;
  private readonly lastPayload: number;

  constructor(
    private readonly k: Kernel,
    private readonly link: Link,
    readonly source: number,
    private readonly cfg: UdpConfig,
  ) {
    this.id = k.add(this);
    this.c[4] = -1;
    this.intervalNs = (cfg.packetBytes * 8000) / cfg.rateMbps;
    this.payload = cfg.packetBytes - UDP_HEADER_BYTES;
    if (cfg.bytes === null) {
      this.totalPackets = Infinity;
      this.lastPayload = this.payload;
    } else {
      this.totalPackets = Math.ceil(cfg.bytes / this.payload);
      this.lastPayload = cfg.bytes - (this.totalPackets - 1) * this.payload;
    }
    if (cfg.startNs <= k.endNs && this.totalPackets > 0) k.at(cfg.startNs, this.id, K_SEND, 0);
  }

  handle(kind: number, arg: number): void {
    if (kind === K_SEND) this.sendOne();
    else this.receive(arg);
  }

  private sendOne(): void {
    const k = this.k;
    const c = this.c;
    const n = c[0];
    const isLast = n + 1 === this.totalPackets;
    const payload = isLast ? this.lastPayload : this.payload;
    const frame = Math.max(MIN_FRAME_BYTES, payload + UDP_HEADER_BYTES);
    const p = k.pool.alloc(frame, this.source, PK_UDP, n, k.now);
    c[0] = n + 1;
    c[2] += payload;
    this.link.send(p);
    if (isLast) {
      this.finishedSending = true;
      return;
    }
    const next = this.cfg.startNs + Math.round((n + 1) * this.intervalNs);
    if (next <= k.endNs) k.queue.push(next, this.id, K_SEND, 0);
  }

  private receive(p: number): void {
    const k = this.k;
    const pool = k.pool;
    const c = this.c;
    c[3] += pool.seq[p] === this.totalPackets - 1 ? this.lastPayload : this.payload;
    c[1]++;
    c[4] = k.now;
    pool.release(p);
  }
}
