// ping: an ICMP echo request every interval_ms from the sender side, through the SAME bottleneck
// queue as the data, answered at once by the far host, the reply coming back on the reverse link.
// One component plays both ends (the route kind tells which end a packet reached).

import type { Component, Kernel } from '../core/kernel';
import { PK_ECHO_REPLY, PK_ECHO_REQUEST } from '../core/packet-pool';
import type { Link } from '../net/link';
import { GrowableF64 } from '../record/growable';

/** Frame bytes of `ping` with its default 56 data bytes: 56 + 8 ICMP + 20 IPv4 + 14 Ethernet. */
export const PING_FRAME_BYTES = 98;

const K_SEND = 1;
/** Event kind: the request reached the far host (data-link route). */
export const PING_K_AT_TARGET = 2;
/** Event kind: the reply reached the pinging host (reverse-link route). */
export const PING_K_REPLY = 3;

export interface PingConfig {
  intervalNs: number;
  startNs: number;
  count: number | null;
}

export class Ping implements Component {
  readonly id: number;
  sent = 0;
  received = 0;
  /** Send time (s) and RTT (ms) of every reply, in arrival order. */
  readonly sendS = new GrowableF64();
  readonly rttMs = new GrowableF64();

  constructor(
    private readonly k: Kernel,
    private readonly fwd: Link,
    private readonly rev: Link,
    readonly source: number,
    private readonly cfg: PingConfig,
  ) {
    this.id = k.add(this);
    if (cfg.startNs <= k.endNs && cfg.count !== 0) k.at(cfg.startNs, this.id, K_SEND, 0);
  }

  handle(kind: number, p: number): void {
    const k = this.k;
    const pool = k.pool;
    if (kind === K_SEND) {
      const n = this.sent++;
      const q = pool.alloc(PING_FRAME_BYTES, this.source, PK_ECHO_REQUEST, n, k.now);
      this.fwd.send(q);
      if (this.cfg.count !== null && this.sent >= this.cfg.count) return;
      const next = this.cfg.startNs + this.sent * this.cfg.intervalNs;
      if (next <= k.endNs) k.queue.push(next, this.id, K_SEND, 0);
    } else if (kind === PING_K_AT_TARGET) {
      // The far host answers at once with a reply of the same size: reuse the packet.
      pool.kind[p] = PK_ECHO_REPLY;
      this.rev.send(p);
    } else {
      const sentAt = pool.sentAt[p];
      this.received++;
      this.sendS.push(sentAt / 1e9);
      this.rttMs.push((k.now - sentAt) / 1e6);
      pool.release(p);
    }
  }
}
