// Bandwidth-delay product: what is in flight when the link is full and there is no queue.

export interface Bdp {
  bits: number;
  bytes: number;
  /** BDP in packets (frames) of `packetBytes`, unrounded. */
  packets: number;
  packetBytes: number;
}

/** BDP of a link of `rateMbps` (10^6 bit/s) and round-trip time `rttMs`. */
export function bdp(rateMbps: number, rttMs: number, packetBytes = 1500): Bdp {
  if (!(rateMbps > 0) || !(rttMs > 0) || !(packetBytes > 0) || !Number.isFinite(rateMbps + rttMs + packetBytes)) {
    throw new RangeError(`bdp: rate, RTT and packet size must be > 0, got ${rateMbps}, ${rttMs}, ${packetBytes}`);
  }
  // Multiply before dividing so that round figures stay exact (50 Mbit/s x 40 ms = 2 000 000 bits).
  const bits = (rateMbps * 1e6 * rttMs) / 1000;
  const bytes = bits / 8;
  return { bits, bytes, packets: bytes / packetBytes, packetBytes };
}
