// The FRCT packet log of a run: the newest LOG_CAPACITY entries the worker streamed, in a ring of
// typed arrays (a 100 Mbit/s run streams thousands a second; older ones scroll away), with the
// decoding of one entry into its Tutorial 08 line and the filters. Pure apart from the ring being
// written in place: like appendGrowable, `appendLog` consumes the store it is given.
import type { FrctLogBatch, FrctNames } from '../../sim';
import type { LOG_RECEIVER, LOG_RX } from '../../sim/record/frct-log';
import type * as W from '../../sim/ouroboros/wire';

export const LOG_CAPACITY = 5000;
/** Code bits and SACK blocks per entry: views may not import the engine's values, so the compiler
 *  checks these copies against them (frct-log.ts, wire.ts). */
export const CODE_RX: typeof LOG_RX = 1;
export const CODE_RECEIVER: typeof LOG_RECEIVER = 2;
const BLOCKS: typeof W.MAX_SACK_BLOCKS = 4;

/** The ring holds the record's columns (src/sim/record/frct-log.ts), so a change there shows here. */
export interface LogStore extends Pick<FrctLogBatch, 'code' | 'flow' | 'flags' | 'seq' | 'ack' | 'win' | 'len' | 'nsack'> {
  t: FrctLogBatch['t_s'];
  sackStart: FrctLogBatch['sack_start'];
  sackEnd: FrctLogBatch['sack_end'];
  /** Entries ever appended (the newest is at (total - 1) % LOG_CAPACITY). */
  total: number;
  /** Entries the engine logged but did not hand over (drain cap). */
  dropped: number;
}

export function emptyLog(capacity = LOG_CAPACITY): LogStore {
  return {
    t: new Float64Array(capacity),
    code: new Uint8Array(capacity),
    flow: new Uint16Array(capacity),
    flags: new Uint16Array(capacity),
    seq: new Uint32Array(capacity),
    ack: new Uint32Array(capacity),
    win: new Uint32Array(capacity),
    len: new Int32Array(capacity),
    nsack: new Uint8Array(capacity),
    sackStart: new Uint32Array(capacity * BLOCKS),
    sackEnd: new Uint32Array(capacity * BLOCKS),
    total: 0,
    dropped: 0,
  };
}

export function appendLog(s: LogStore, b: FrctLogBatch): LogStore {
  const cap = s.t.length;
  const n = b.t_s.length;
  const blocks = b.sack_start.length / Math.max(1, n);
  // Only the newest `cap` of the batch can survive.
  for (let j = Math.max(0, n - cap); j < n; j++) {
    const i = (s.total + j) % cap;
    s.t[i] = b.t_s[j];
    s.code[i] = b.code[j];
    s.flow[i] = b.flow[j];
    s.flags[i] = b.flags[j];
    s.seq[i] = b.seq[j];
    s.ack[i] = b.ack[j];
    s.win[i] = b.win[j];
    s.len[i] = b.len[j];
    const nb = Math.min(b.nsack[j], BLOCKS);
    s.nsack[i] = nb;
    for (let k = 0; k < nb; k++) {
      s.sackStart[i * BLOCKS + k] = b.sack_start[j * blocks + k];
      s.sackEnd[i * BLOCKS + k] = b.sack_end[j * blocks + k];
    }
  }
  return { ...s, total: s.total + n, dropped: s.dropped + b.dropped };
}

/** Entries held now. */
export function logLength(s: LogStore): number {
  return Math.min(s.total, s.t.length);
}

/** Ring slot of the k-th held entry, oldest first. */
export function slotOf(s: LogStore, k: number): number {
  const cap = s.t.length;
  return (s.total - logLength(s) + k) % cap;
}

/** Header flag bits, checked by the compiler against the engine's (wire.ts). */
const F_DATA: typeof W.F_DATA = 0x8000;
const F_ACK: typeof W.F_ACK = 0x2000;
const F_RXM: typeof W.F_RXM = 0x0080;
const F_SACK: typeof W.F_SACK = 0x0040;
const F_RTTP: typeof W.F_RTTP = 0x0020;

/** A D-SACK (RFC 2883): a SACK whose first block lies below the cumulative ACK (32-bit wrap). */
export function isDsack(s: LogStore, i: number): boolean {
  return (s.flags[i] & F_SACK) !== 0 && s.nsack[i] > 0 && ((s.sackEnd[i * BLOCKS] - s.ack[i]) | 0) <= 0;
}

export function isRxm(s: LogStore, i: number): boolean {
  return (s.flags[i] & F_RXM) !== 0;
}

/** Retransmissions and SACK-carrying packets in a batch (the log's running counts). */
export function countKinds(b: FrctLogBatch): { rxm: number; sack: number } {
  let rxm = 0;
  let sack = 0;
  for (let j = 0; j < b.flags.length; j++) {
    if (b.flags[j] & F_RXM) rxm++;
    if (b.flags[j] & F_SACK) sack++;
  }
  return { rxm, sack };
}

/** "DATA|ACK|FC" from the flag table the engine sent with the first batch. */
export function flagText(flags: number, names: FrctNames | null): string {
  if (!names) return `0x${flags.toString(16)}`;
  const out: string[] = [];
  for (const [bit, name] of names.flags) if (flags & bit) out.push(name);
  return out.join('|');
}

/** The header part of a line, as Tutorial 08 decodes one: flags, seq, ack, SACK blocks (D-SACK marked). */
export function headerText(s: LogStore, i: number, names: FrctNames | null): string {
  const f = s.flags[i];
  let out = `${flagText(f, names)} seq ${s.seq[i]}`;
  if (f & F_ACK) out += ` ack ${s.ack[i]}`;
  if (s.len[i] > 0 && f & F_DATA) out += ` len ${s.len[i]}`;
  for (let k = 0; k < s.nsack[i]; k++) {
    const a = s.sackStart[i * BLOCKS + k];
    const b = s.sackEnd[i * BLOCKS + k];
    const block = ((b - a) >>> 0) > 1 ? `${a}-${(b - 1) >>> 0}` : String(a);
    out += k === 0 ? (isDsack(s, i) ? ` dsack ${block}` : ` sack ${block}`) : `,${block}`;
  }
  return out;
}

export type KindFilter = 'all' | 'data' | 'rxm' | 'sack' | 'dsack' | 'ack' | 'rttp';
export const KIND_FILTERS: readonly KindFilter[] = ['all', 'data', 'rxm', 'sack', 'dsack', 'ack', 'rttp'];
/** 'all', or one of the four codes (sender/receiver x tx/rx) as a string. */
export type DirFilter = 'all' | '0' | '1' | '2' | '3';
export const DIR_FILTERS: readonly DirFilter[] = ['all', '0', '1', '2', '3'];

function kindMatches(s: LogStore, i: number, kind: KindFilter): boolean {
  const f = s.flags[i];
  switch (kind) {
    case 'all':
      return true;
    case 'data':
      return (f & F_DATA) !== 0;
    case 'rxm':
      return (f & F_RXM) !== 0;
    case 'sack':
      return (f & F_SACK) !== 0;
    case 'dsack':
      return isDsack(s, i);
    case 'ack':
      return (f & F_ACK) !== 0 && (f & F_DATA) === 0;
    case 'rttp':
      return (f & F_RTTP) !== 0;
  }
}

/**
 * Ring slots of the held entries that pass the filters, oldest first. The text filter matches the
 * decoded header (case-insensitive), e.g. "sack" or a sequence number.
 */
export function filterLog(s: LogStore, kind: KindFilter, dir: DirFilter, text: string, names: FrctNames | null): Int32Array {
  const n = logLength(s);
  const out = new Int32Array(n);
  const needle = text.trim().toLowerCase();
  const code = dir === 'all' ? -1 : Number(dir);
  let m = 0;
  for (let k = 0; k < n; k++) {
    const i = slotOf(s, k);
    if (code >= 0 && s.code[i] !== code) continue;
    if (!kindMatches(s, i, kind)) continue;
    if (needle !== '' && !headerText(s, i, names).toLowerCase().includes(needle)) continue;
    out[m++] = i;
  }
  return out.subarray(0, m);
}
