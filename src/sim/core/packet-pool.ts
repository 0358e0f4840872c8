// Packets are integer indices into struct-of-arrays typed arrays, recycled through a free
// list, so moving a packet through the network allocates nothing.

/** What a packet is; components switch on it where one route carries several kinds. */
export const PK_UDP = 1;
export const PK_ECHO_REQUEST = 2;
export const PK_ECHO_REPLY = 3;
export const PK_TCP_DATA = 4;
export const PK_TCP_ACK = 5;

/** Bits of `flags`: ECN codepoints on data (RFC 3168) and the TCP ECN flags. */
export const PF_ECT = 1;
export const PF_CE = 2;
export const PF_ECE = 4;
export const PF_CWR = 8;
/**
 * TCP data: this frame continues the GSO packet of the frame before it from the same sender (the
 * sender's stack handed them to the qdisc as one skb). A loss that sees GSO packets (link
 * loss_unit "gso") takes all of one packet's frames or none.
 */
export const PF_GSO_CONT = 64;

/** SACK blocks an ACK can carry (3 with the timestamps option, as Linux sends them). */
export const MAX_SACK_BLOCKS = 3;

export class PacketPool {
  /** Frame bytes on the wire (Ethernet header included). */
  size: Int32Array;
  /** Source index: which flow or ping owns the packet (routes and loss streams key on it). */
  source: Int32Array;
  kind: Uint8Array;
  flags: Uint8Array;
  seq: Float64Array;
  /** Simulated time (ns) the packet left its sender. */
  sentAt: Float64Array;
  /** TCP ACKs: number of SACK blocks, and their [start, end) segment numbers (3 per packet). */
  nsack: Uint8Array;
  sackStart: Float64Array;
  sackEnd: Float64Array;
  /** TCP ACKs: the advertised receive window, bytes (Infinity: the receiver never limits). */
  wnd: Float64Array;
  /** TCP data: the timestamp echo, the send time (ns) of the latest ACK the sender had taken (-1: none). */
  tsecr: Float64Array;
  /** Packets currently allocated (for leak checks). */
  live = 0;
  private free: Int32Array;
  private freeTop = 0;
  private cap: number;

  constructor(initialCapacity = 1024) {
    const n = Math.max(4, initialCapacity);
    this.cap = n;
    this.size = new Int32Array(n);
    this.source = new Int32Array(n);
    this.kind = new Uint8Array(n);
    this.flags = new Uint8Array(n);
    this.seq = new Float64Array(n);
    this.sentAt = new Float64Array(n);
    this.nsack = new Uint8Array(n);
    this.sackStart = new Float64Array(n * MAX_SACK_BLOCKS);
    this.sackEnd = new Float64Array(n * MAX_SACK_BLOCKS);
    this.wnd = new Float64Array(n);
    this.tsecr = new Float64Array(n);
    this.free = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) this.free[this.freeTop++] = i;
  }

  get capacity(): number {
    return this.cap;
  }

  alloc(size: number, source: number, kind: number, seq: number, sentAt: number): number {
    if (this.freeTop === 0) this.grow();
    const p = this.free[--this.freeTop];
    this.size[p] = size;
    this.source[p] = source;
    this.kind[p] = kind;
    this.flags[p] = 0;
    this.seq[p] = seq;
    this.sentAt[p] = sentAt;
    this.nsack[p] = 0;
    this.wnd[p] = Infinity;
    this.tsecr[p] = -1;
    this.live++;
    return p;
  }

  release(p: number): void {
    this.free[this.freeTop++] = p;
    this.live--;
  }

  private grow(): void {
    const old = this.cap;
    const n = old * 2;
    const size = new Int32Array(n);
    size.set(this.size);
    this.size = size;
    const source = new Int32Array(n);
    source.set(this.source);
    this.source = source;
    const kind = new Uint8Array(n);
    kind.set(this.kind);
    this.kind = kind;
    const flags = new Uint8Array(n);
    flags.set(this.flags);
    this.flags = flags;
    const seq = new Float64Array(n);
    seq.set(this.seq);
    this.seq = seq;
    const sentAt = new Float64Array(n);
    sentAt.set(this.sentAt);
    this.sentAt = sentAt;
    const nsack = new Uint8Array(n);
    nsack.set(this.nsack);
    this.nsack = nsack;
    const sackStart = new Float64Array(n * MAX_SACK_BLOCKS);
    sackStart.set(this.sackStart);
    this.sackStart = sackStart;
    const sackEnd = new Float64Array(n * MAX_SACK_BLOCKS);
    sackEnd.set(this.sackEnd);
    this.sackEnd = sackEnd;
    const wnd = new Float64Array(n);
    wnd.set(this.wnd);
    this.wnd = wnd;
    const tsecr = new Float64Array(n);
    tsecr.set(this.tsecr);
    this.tsecr = tsecr;
    const free = new Int32Array(n);
    free.set(this.free.subarray(0, this.freeTop));
    for (let i = n - 1; i >= old; i--) free[this.freeTop++] = i;
    this.free = free;
    this.cap = n;
  }
}
