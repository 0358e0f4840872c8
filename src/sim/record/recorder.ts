// Samples the network every sample_ms into preallocated typed arrays (one row per sample,
// rows at t = k * sample_ms for k = 1..floor(duration / sample_ms)).

import type { Component, Kernel } from '../core/kernel';
import type { Fifo } from '../net/fifo';
import type { UdpFlow } from '../apps/udp';

const K_SAMPLE = 1;

export class Recorder implements Component {
  readonly id: number;
  readonly rows: number;
  filled = 0;
  readonly t_s: Float64Array;
  readonly queue_bytes: Float64Array;
  /** Cumulative bottleneck queue drops at each sample. */
  readonly queue_drops: Float64Array;
  /** Per udp flow (aligned with `udp`): delivered payload rate over the last sample period. */
  readonly delivered_mbps: Float64Array[];
  private readonly prevBytes: Float64Array;

  constructor(
    private readonly k: Kernel,
    private readonly sampleNs: number,
    private readonly queue: Fifo,
    private readonly udp: readonly UdpFlow[],
  ) {
    this.id = k.add(this);
    this.rows = Math.floor(k.endNs / sampleNs);
    this.t_s = new Float64Array(this.rows);
    this.queue_bytes = new Float64Array(this.rows);
    this.queue_drops = new Float64Array(this.rows);
    this.delivered_mbps = udp.map(() => new Float64Array(this.rows));
    this.prevBytes = new Float64Array(udp.length);
    if (this.rows > 0) k.at(sampleNs, this.id, K_SAMPLE, 0);
  }

  handle(): void {
    const i = this.filled++;
    const now = this.k.now;
    this.t_s[i] = now / 1e9;
    this.queue_bytes[i] = this.queue.bytes;
    this.queue_drops[i] = this.queue.drops;
    for (let f = 0; f < this.udp.length; f++) {
      const b = this.udp[f].bytesDelivered;
      // bits per ns * 1000 = Mbit/s
      this.delivered_mbps[f][i] = ((b - this.prevBytes[f]) * 8000) / this.sampleNs;
      this.prevBytes[f] = b;
    }
    if (this.filled < this.rows) this.k.at((this.filled + 1) * this.sampleNs, this.id, K_SAMPLE, 0);
  }
}
