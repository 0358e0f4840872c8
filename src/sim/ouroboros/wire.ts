// FRCT on the wire: the 16-byte header of Tutorial 08 (flags16, hcs16, window32, seqno32, ackno32),
// its flag bits, the frame sizes, and a side table of typed arrays that carries the header of every
// packet in the kernel's pool (indexed by packet index, grown with the pool). packet-pool.ts knows
// nothing of FRCT: a packet is an FRCT packet when its `kind` is PK_FRCT.

import type { Kernel } from '../core/kernel';

/** Packet kind code of an FRCT packet (data or control); owned by this module. */
export const PK_FRCT = 20;

// Flag bits, as Tutorial 08 lists them (most significant first).
export const F_DATA = 0x8000;
export const F_DRF = 0x4000;
export const F_ACK = 0x2000;
export const F_NACK = 0x1000;
export const F_FC = 0x0800;
export const F_RDVS = 0x0400;
export const F_FFGM = 0x0200;
export const F_LFGM = 0x0100;
export const F_RXM = 0x0080;
export const F_SACK = 0x0040;
export const F_RTTP = 0x0020;
export const F_KA = 0x0010;
export const F_FIN = 0x0008;

const FLAG_NAMES: readonly [number, string][] = [
  [F_DATA, 'DATA'], [F_DRF, 'DRF'], [F_ACK, 'ACK'], [F_NACK, 'NACK'], [F_FC, 'FC'], [F_RDVS, 'RDVS'],
  [F_FFGM, 'FFGM'], [F_LFGM, 'LFGM'], [F_RXM, 'RXM'], [F_SACK, 'SACK'], [F_RTTP, 'RTTP'], [F_KA, 'KA'], [F_FIN, 'FIN'],
];

/** "DATA|ACK|FC|FFGM|LFGM", the way Tutorial 08 decodes a header (for logs and views, not the hot path). */
export function flagNames(flags: number): string {
  const out: string[] = [];
  for (const [bit, name] of FLAG_NAMES) if (flags & bit) out.push(name);
  return out.join('|');
}

/** FRCT header bytes. */
export const FRCT_HEADER_BYTES = 16;
/**
 * Bytes below FRCT in Tutorial 08's captures: Ethernet 14 + PoA header 5 + DTP header 16. A 64-byte
 * oping message is a 115-byte frame, a bare ACK|FC a 51-byte frame.
 */
export const LOWER_BYTES = 35;
/** RTTP payload: probe number, echo number and a 16-byte nonce (a 75-byte frame). */
export const RTTP_PAYLOAD_BYTES = 24;
/** SACK payload: 16-bit count, 2 bytes padding, 8 bytes per block, then 4 bytes the capture shows (67-byte frame for one block). */
export function sackPayloadBytes(blocks: number): number {
  return 8 + 8 * blocks;
}
/** Most SACK blocks one packet carries in this model. */
export const MAX_SACK_BLOCKS = 4;

/** Frame size of an FRCT packet carrying `payload` bytes after the header. */
export function frameBytes(payload: number): number {
  return LOWER_BYTES + FRCT_HEADER_BYTES + payload;
}

/** True iff sequence number a is before b (32-bit wrap-around, signed difference). */
export function before(a: number, b: number): boolean {
  return ((a - b) | 0) < 0;
}

/**
 * The FRCT header of every packet, by packet index. seqno/ackno/window are the 32-bit wire values;
 * `plen` is the payload length; `tag` is what the payload stands for (an oping message number or a
 * stream byte offset: the simulator carries no payload bytes); `probe` is the RTTP probe or echo number.
 */
export class FrctWire {
  flags = new Uint16Array(0);
  seqno = new Uint32Array(0);
  ackno = new Uint32Array(0);
  window = new Uint32Array(0);
  plen = new Int32Array(0);
  tag = new Float64Array(0);
  probe = new Uint32Array(0);
  /** 1 for an RTTP echo, 0 for a probe. */
  echo = new Uint8Array(0);
  nsack = new Uint8Array(0);
  /** SACK blocks [start, end) as 32-bit wire sequence numbers, MAX_SACK_BLOCKS per packet. */
  sackStart = new Uint32Array(0);
  sackEnd = new Uint32Array(0);
  private cap = 0;

  constructor(private readonly k: Kernel) {
    this.ensure();
  }

  /** Grows the table to the pool's capacity (called before every write; a compare when nothing to do). */
  ensure(): void {
    const n = this.k.pool.capacity;
    if (n <= this.cap) return;
    this.flags = grownTo(this.flags, n);
    this.seqno = grownTo(this.seqno, n);
    this.ackno = grownTo(this.ackno, n);
    this.window = grownTo(this.window, n);
    this.plen = grownTo(this.plen, n);
    this.tag = grownTo(this.tag, n);
    this.probe = grownTo(this.probe, n);
    this.echo = grownTo(this.echo, n);
    this.nsack = grownTo(this.nsack, n);
    this.sackStart = grownTo(this.sackStart, n * MAX_SACK_BLOCKS);
    this.sackEnd = grownTo(this.sackEnd, n * MAX_SACK_BLOCKS);
    this.cap = n;
  }

  /** One-line decoding of a packet, as Tutorial 08 prints them: flags, seq, ack, SACK blocks. */
  describe(p: number): string {
    const f = this.flags[p];
    let s = `${flagNames(f)} seq ${this.seqno[p]}`;
    if (f & F_ACK) s += ` ack ${this.ackno[p]}`;
    for (let i = 0; i < this.nsack[p]; i++) {
      const a = this.sackStart[p * MAX_SACK_BLOCKS + i];
      const b = this.sackEnd[p * MAX_SACK_BLOCKS + i];
      s += `${i === 0 ? ' sack ' : ','}${a}${((b - a) >>> 0) > 1 ? `-${(b - 1) >>> 0}` : ''}`;
    }
    return s;
  }
}

type SideColumn = Uint8Array | Uint16Array | Uint32Array | Int32Array | Float64Array;

/** A copy of side-table column `a` grown to `len` entries (the new ones zero). */
export function grownTo<T extends SideColumn>(a: T, len: number): T {
  const b = new (a.constructor as new (len: number) => T)(len);
  b.set(a);
  return b;
}

const tables = new WeakMap<Kernel, FrctWire>();

/** The FRCT header table of a kernel (one per kernel, shared by all its FRCT endpoints). */
export function frctWire(k: Kernel): FrctWire {
  let w = tables.get(k);
  if (w === undefined) {
    w = new FrctWire(k);
    tables.set(k, w);
  }
  return w;
}
