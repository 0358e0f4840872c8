// The CRC-64/ECMA-182 of crc64.ts over a range of the simulated stream, eight bytes per step
// (slicing-by-8 on two 32-bit halves) with the stream bytes generated inline: the same value as
// feeding `Crc64.update(streamByte(o))` byte by byte, about an order of magnitude faster. Results
// are memoised per (start state, range) within one simulation: the oftp client and server of one
// transfer checksum the same 1 GiB range, and it is computed once. `RangeCrc` accumulates a receiver's deliveries: a run
// of contiguous deliveries is folded in one range computation when the run breaks or at the end,
// so the checksum is still over exactly the bytes delivered, in delivery order.

import { streamByte, T_HI, T_LO } from './crc64';

// T[k*256 + i]: byte i at the top of the register, then k more 8-bit shifts through the polynomial.
const TH = new Int32Array(8 * 256);
const TL = new Int32Array(8 * 256);
(function tables() {
  TH.set(T_HI);
  TL.set(T_LO);
  for (let k = 1; k < 8; k++) {
    for (let i = 0; i < 256; i++) {
      const ph = TH[(k - 1) * 256 + i];
      const pl = TL[(k - 1) * 256 + i];
      const t = ph >>> 24;
      TH[k * 256 + i] = (((ph << 8) | (pl >>> 24)) ^ TH[t]) >>> 0;
      TL[k * 256 + i] = ((pl << 8) ^ TL[t]) >>> 0;
    }
  }
})();

/** streamByte for offsets below 2^32 (the hash with a zero high word). */
function sb(lo: number): number {
  let x = Math.imul(lo, 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  return (x ^ (x >>> 13)) & 0xff;
}

const out = new Uint32Array(2);

/** Runs the register (hi, lo) over stream bytes [offset, offset + len); the result is in `out`. */
function run(hi0: number, lo0: number, offset: number, len: number): void {
  let hi = hi0 | 0;
  let lo = lo0 | 0;
  let o = offset;
  const end = offset + len;
  const fastEnd = Math.min(end, 4294967296);
  const K1 = 0x9e3779b1 | 0;
  let m = Math.imul(o, K1);
  while (o + 8 <= fastEnd) {
    // streamByte of eight consecutive offsets: imul(o + j, K1) = imul(o, K1) + j * K1 (mod 2^32)
    let x = m;
    let y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    let w = ((y ^ (y >>> 13)) & 0xff) << 24;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= ((y ^ (y >>> 13)) & 0xff) << 16;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= ((y ^ (y >>> 13)) & 0xff) << 8;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= (y ^ (y >>> 13)) & 0xff;
    const xh = hi ^ w;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w = ((y ^ (y >>> 13)) & 0xff) << 24;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= ((y ^ (y >>> 13)) & 0xff) << 16;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= ((y ^ (y >>> 13)) & 0xff) << 8;
    x = (x + K1) | 0;
    y = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
    w |= (y ^ (y >>> 13)) & 0xff;
    const xl = lo ^ w;
    m = (x + K1) | 0;
    const a = 1792 + (xh >>> 24);
    const b = 1536 + ((xh >>> 16) & 255);
    const c = 1280 + ((xh >>> 8) & 255);
    const d = 1024 + (xh & 255);
    const e = 768 + (xl >>> 24);
    const f = 512 + ((xl >>> 16) & 255);
    const g = 256 + ((xl >>> 8) & 255);
    const h = xl & 255;
    hi = TH[a] ^ TH[b] ^ TH[c] ^ TH[d] ^ TH[e] ^ TH[f] ^ TH[g] ^ TH[h];
    lo = TL[a] ^ TL[b] ^ TL[c] ^ TL[d] ^ TL[e] ^ TL[f] ^ TL[g] ^ TL[h];
    o += 8;
  }
  for (; o < end; o++) {
    const i = ((hi >>> 24) ^ (o < 4294967296 ? sb(o) : streamByte(o))) & 0xff;
    hi = ((hi << 8) | (lo >>> 24)) ^ TH[i];
    lo = (lo << 8) ^ TL[i];
  }
  out[0] = hi;
  out[1] = lo;
}

/** Range results of one simulation (a few entries: the ranges of 64 KiB and more). */
export type CrcMemo = Map<string, readonly [number, number]>;
const MEMO_MAX = 16;
/** One memo per simulation, keyed by its kernel: a run never reuses another run's sums (a bench's repeats stay cold). */
const memos = new WeakMap<object, CrcMemo>();

/** The memo of the simulation whose kernel is `owner`. */
export function crcMemoOf(owner: object): CrcMemo {
  let m = memos.get(owner);
  if (m === undefined) {
    m = new Map();
    memos.set(owner, m);
  }
  return m;
}

/** The register after feeding stream bytes [offset, offset + len) from (hi, lo), memoised in `memo` when given. */
export function crcStreamRange(hi: number, lo: number, offset: number, len: number, memo: CrcMemo | null = null): readonly [number, number] {
  const key = `${hi}:${lo}:${offset}:${len}`;
  const m = memo === null ? undefined : memo.get(key);
  if (m !== undefined) return m;
  // in 64 KiB blocks: V8 optimises a function called often better than one long loop (OSR)
  let h = hi;
  let l = lo;
  for (let o = offset, end = offset + len; o < end; o += 65536) {
    run(h, l, o, Math.min(65536, end - o));
    h = out[0];
    l = out[1];
  }
  const r = [h >>> 0, l >>> 0] as const;
  if (memo !== null && len >= 65536) {
    if (memo.size >= MEMO_MAX) memo.delete(memo.keys().next().value as string);
    memo.set(key, r);
  }
  return r;
}

function hex(hi: number, lo: number): string {
  return hi.toString(16).padStart(8, '0') + lo.toString(16).padStart(8, '0');
}

/** A CRC-64 over stream deliveries (offset, len), in order, folding contiguous runs lazily. */
export class RangeCrc {
  private hi = 0;
  private lo = 0;
  private runStart = 0;
  private runEnd = 0;

  /** `memo`: the simulation's range results (crcMemoOf), shared by the two ends of a transfer. */
  constructor(private readonly memo: CrcMemo | null = null) {}

  add(offset: number, len: number): void {
    if (offset === this.runEnd) {
      this.runEnd += len;
      return;
    }
    this.fold();
    this.runStart = offset;
    this.runEnd = offset + len;
  }

  private fold(): void {
    if (this.runEnd > this.runStart) {
      const r = crcStreamRange(this.hi, this.lo, this.runStart, this.runEnd - this.runStart, this.memo);
      this.hi = r[0];
      this.lo = r[1];
    }
    this.runStart = this.runEnd;
  }

  /** 16 lowercase hex digits, as oftp prints it. */
  hex(): string {
    this.fold();
    return hex(this.hi, this.lo);
  }

  /**
   * Whether two accumulators hold the same checksum. Equal states (register and pending run) give
   * equal checksums without computing them; otherwise both are folded and compared.
   */
  equals(o: RangeCrc): boolean {
    if (this.hi === o.hi && this.lo === o.lo && this.runStart === o.runStart && this.runEnd === o.runEnd) return true;
    return this.hex() === o.hex();
  }
}
