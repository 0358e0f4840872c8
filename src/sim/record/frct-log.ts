// The FRCT packet log: every FRCT packet as an endpoint hands it to its IPCP (tx) and as the IPCP
// hands it to the endpoint (rx), with the header fields Tutorial 08 reads in tcpdump. It lives in a
// ring of typed arrays (no allocation per packet) and is drained once per frame as copies that
// can be transferred; what the ring overwrote or a drain left out is counted, never silently lost.
// Only built when a simulation asks for it (option `frctLog`): otherwise the IPCPs see `null`.

import type { Kernel } from '../core/kernel';
import { MAX_SACK_BLOCKS, frctWire, type FrctWire } from '../ouroboros/wire';

/** Bit 0 of a code: 1 = received (rx), 0 = sent (tx). */
export const LOG_RX = 1;
/** Bit 1 of a code: 1 = at the flow's receiving endpoint, 0 = at its sending endpoint. */
export const LOG_RECEIVER = 2;
/** Ring size (entries) when none is given: a few frames of a 100 Mbit/s flow. */
export const FRCT_LOG_RING = 16384;
/** Most entries one drain hands over (the newest); the rest count as dropped. */
export const FRCT_LOG_MAX_DRAIN = 4096;

/** Entries since the previous drain, oldest first; SACK blocks MAX_SACK_BLOCKS per entry. */
export interface FrctLogBatch {
  t_s: Float64Array;
  /** LOG_RX | LOG_RECEIVER bits. */
  code: Uint8Array;
  /** Index of the FRCT flow among the scenario's FRCT flows (their order in `flows`). */
  flow: Uint16Array;
  flags: Uint16Array;
  seq: Uint32Array;
  ack: Uint32Array;
  /** The window edge an FC packet advertises (0 without FC). */
  win: Uint32Array;
  /** Payload bytes after the FRCT header. */
  len: Int32Array;
  nsack: Uint8Array;
  sack_start: Uint32Array;
  sack_end: Uint32Array;
  /** Entries that happened since the previous drain but are not in this batch (ring overrun or drain cap). */
  dropped: number;
}

export class FrctLog {
  private readonly t: Float64Array;
  private readonly code: Uint8Array;
  private readonly flow: Uint16Array;
  private readonly flags: Uint16Array;
  private readonly seq: Uint32Array;
  private readonly ack: Uint32Array;
  private readonly win: Uint32Array;
  private readonly len: Int32Array;
  private readonly nsack: Uint8Array;
  private readonly sackS: Uint32Array;
  private readonly sackE: Uint32Array;
  private readonly wire: FrctWire;
  /** Entries ever written, and entries already drained (or given up) — both monotonic. */
  private written = 0;
  private drained = 0;

  constructor(
    private readonly k: Kernel,
    /** FRCT flow index by pool source (-1: not an FRCT flow of the scenario). */
    private readonly flowOfSource: Int32Array,
    readonly capacity = FRCT_LOG_RING,
  ) {
    const n = capacity;
    this.t = new Float64Array(n);
    this.code = new Uint8Array(n);
    this.flow = new Uint16Array(n);
    this.flags = new Uint16Array(n);
    this.seq = new Uint32Array(n);
    this.ack = new Uint32Array(n);
    this.win = new Uint32Array(n);
    this.len = new Int32Array(n);
    this.nsack = new Uint8Array(n);
    this.sackS = new Uint32Array(n * MAX_SACK_BLOCKS);
    this.sackE = new Uint32Array(n * MAX_SACK_BLOCKS);
    this.wire = frctWire(k);
  }

  /** Logs FRCT packet `p` (its header is in the kernel's FrctWire table) with code `code`. */
  add(p: number, code: number): void {
    const w = this.wire;
    const i = this.written % this.capacity;
    this.written++;
    const src = this.k.pool.source[p];
    this.t[i] = this.k.now / 1e9;
    this.code[i] = code;
    this.flow[i] = src < this.flowOfSource.length && this.flowOfSource[src] >= 0 ? this.flowOfSource[src] : 0xffff;
    this.flags[i] = w.flags[p];
    this.seq[i] = w.seqno[p];
    this.ack[i] = w.ackno[p];
    this.win[i] = w.window[p];
    this.len[i] = w.plen[p];
    const nb = w.nsack[p];
    this.nsack[i] = nb;
    for (let b = 0; b < nb; b++) {
      this.sackS[i * MAX_SACK_BLOCKS + b] = w.sackStart[p * MAX_SACK_BLOCKS + b];
      this.sackE[i * MAX_SACK_BLOCKS + b] = w.sackEnd[p * MAX_SACK_BLOCKS + b];
    }
  }

  /** Entries logged so far (including those already drained or overwritten). */
  get total(): number {
    return this.written;
  }

  /** The newest entries since the previous drain (at most `max`), as fresh arrays. */
  drain(max = FRCT_LOG_MAX_DRAIN): FrctLogBatch {
    const pending = this.written - this.drained;
    const n = Math.min(pending, max, this.capacity);
    const from = this.written - n;
    const out: FrctLogBatch = {
      t_s: new Float64Array(n),
      code: new Uint8Array(n),
      flow: new Uint16Array(n),
      flags: new Uint16Array(n),
      seq: new Uint32Array(n),
      ack: new Uint32Array(n),
      win: new Uint32Array(n),
      len: new Int32Array(n),
      nsack: new Uint8Array(n),
      sack_start: new Uint32Array(n * MAX_SACK_BLOCKS),
      sack_end: new Uint32Array(n * MAX_SACK_BLOCKS),
      dropped: pending - n,
    };
    // At most two contiguous pieces of the ring.
    let done = 0;
    while (done < n) {
      const i = (from + done) % this.capacity;
      const m = Math.min(n - done, this.capacity - i);
      out.t_s.set(this.t.subarray(i, i + m), done);
      out.code.set(this.code.subarray(i, i + m), done);
      out.flow.set(this.flow.subarray(i, i + m), done);
      out.flags.set(this.flags.subarray(i, i + m), done);
      out.seq.set(this.seq.subarray(i, i + m), done);
      out.ack.set(this.ack.subarray(i, i + m), done);
      out.win.set(this.win.subarray(i, i + m), done);
      out.len.set(this.len.subarray(i, i + m), done);
      out.nsack.set(this.nsack.subarray(i, i + m), done);
      const B = MAX_SACK_BLOCKS;
      out.sack_start.set(this.sackS.subarray(i * B, (i + m) * B), done * B);
      out.sack_end.set(this.sackE.subarray(i * B, (i + m) * B), done * B);
      done += m;
    }
    this.drained = this.written;
    return out;
  }
}

/** The typed arrays of a log batch (for the worker's transfer list). */
export function frctLogBuffers(b: FrctLogBatch): ArrayBuffer[] {
  return [b.t_s, b.code, b.flow, b.flags, b.seq, b.ack, b.win, b.len, b.nsack, b.sack_start, b.sack_end].map((a) => a.buffer as ArrayBuffer);
}
