// CRC-64/ECMA-182 (poly 0x42F0E1EBA9EA3693, init 0, not reflected, no final xor; check value of
// "123456789" is 0x6C40DF5F0B497347), table-driven on two 32-bit halves (no BigInt per byte).
// The simulator carries no payload bytes, so a stream's byte at offset o is defined by
// `streamByte(o)`: a checksum over what the receiver delivers, regenerated from the offsets it
// delivers in order, equals the sender's only if delivery was complete, in order and duplicate-free.

/** The byte-at-a-time table, high and low 32-bit halves (crc64-fast.ts builds its slices from it). */
export const T_HI = new Uint32Array(256);
export const T_LO = new Uint32Array(256);
(function table() {
  const pHi = 0x42f0e1eb;
  const pLo = 0xa9ea3693;
  for (let i = 0; i < 256; i++) {
    let hi = (i << 24) >>> 0;
    let lo = 0;
    for (let b = 0; b < 8; b++) {
      const top = hi & 0x80000000;
      hi = ((hi << 1) | (lo >>> 31)) >>> 0;
      lo = (lo << 1) >>> 0;
      if (top) {
        hi = (hi ^ pHi) >>> 0;
        lo = (lo ^ pLo) >>> 0;
      }
    }
    T_HI[i] = hi;
    T_LO[i] = lo;
  }
})();

/** The byte at offset `o` of every simulated stream (a fixed hash of the offset). */
export function streamByte(o: number): number {
  const lo = o >>> 0;
  const hi = Math.floor(o / 4294967296) >>> 0;
  let x = Math.imul(lo ^ Math.imul(hi, 0x85ebca6b), 0x9e3779b1);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  return (x ^ (x >>> 13)) & 0xff;
}

export class Crc64 {
  hi = 0;
  lo = 0;

  update(byte: number): void {
    const i = ((this.hi >>> 24) ^ byte) & 0xff;
    this.hi = (((this.hi << 8) | (this.lo >>> 24)) ^ T_HI[i]) >>> 0;
    this.lo = ((this.lo << 8) ^ T_LO[i]) >>> 0;
  }

  /** Feeds stream bytes [offset, offset + len). */
  updateStream(offset: number, len: number): void {
    for (let o = offset, end = offset + len; o < end; o++) this.update(streamByte(o));
  }

  /** 16 lowercase hex digits, as oftp prints it. */
  hex(): string {
    return this.hi.toString(16).padStart(8, '0') + this.lo.toString(16).padStart(8, '0');
  }
}
