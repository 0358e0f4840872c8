// mb-ecn on the wire: the multi-bit ECN byte of the data-transfer header, and the IPCP's own
// management packets (FLOW_UPDATE feedback, heartbeat and heartbeat echo). Like FRCT's header
// (wire.ts), they live in a side table of typed arrays indexed by packet and grown with the pool;
// packet-pool.ts and the links know nothing of them. A management packet has kind PK_MBECN.

import type { Kernel } from '../core/kernel';
import { LOWER_BYTES, grownTo } from './wire';

/** Packet kind code of an IPCP management packet (FLOW_UPDATE, heartbeat, echo); owned here. */
export const PK_MBECN = 21;

/** Management packet types (`mtype`). */
export const MT_FLOW_UPDATE = 1;
export const MT_HEARTBEAT = 2;
export const MT_HEARTBEAT_ECHO = 3;

/** The per-hop value is queue depth >> 4 (public source ECN_Q_SHFT), at most 63 with a 1023-slot ring. */
export const ECN_Q_SHFT = 4;
export const ECN_MAX = 63;

/**
 * FLOW_UPDATE frame: the 61-byte flow-allocator message of the public source carried below the
 * same 35 bytes as FRCT (Ethernet 14, PoA 5, DTP 16).
 */
export const FLOW_UPDATE_BYTES = LOWER_BYTES + 61;
/** Heartbeat and its echo: a send timestamp, a level and a capacity (24 bytes) [SIM]. */
export const HEARTBEAT_BYTES = LOWER_BYTES + 24;

/**
 * Side table by packet index: `ecn` is the DTP ECN byte (OR of every hop's depth >> 4); for
 * management packets `mtype`, `ece` (the congestion level reported), `cap` (the capacity the
 * receiver measured, bytes/s, 0 when unknown) and `t0` (a heartbeat's send time, echoed back).
 */
export class MbecnWire {
  ecn = new Uint8Array(0);
  mtype = new Uint8Array(0);
  ece = new Uint16Array(0);
  cap = new Float64Array(0);
  t0 = new Float64Array(0);
  private n = 0;

  constructor(private readonly k: Kernel) {
    this.ensure();
  }

  /** Grows the table to the pool's capacity (a compare when nothing to do). */
  ensure(): void {
    const n = this.k.pool.capacity;
    if (n <= this.n) return;
    this.ecn = grownTo(this.ecn, n);
    this.mtype = grownTo(this.mtype, n);
    this.ece = grownTo(this.ece, n);
    this.cap = grownTo(this.cap, n);
    this.t0 = grownTo(this.t0, n);
    this.n = n;
  }
}

const tables = new WeakMap<Kernel, MbecnWire>();

/** The mb-ecn side table of a kernel (one per kernel, shared by its markers and IPCPs). */
export function mbecnWire(k: Kernel): MbecnWire {
  let w = tables.get(k);
  if (w === undefined) {
    w = new MbecnWire(k);
    tables.set(k, w);
  }
  return w;
}
