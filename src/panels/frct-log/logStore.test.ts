import { describe, expect, it } from 'vitest';
import type { FrctLogBatch, FrctNames } from '../../sim';
import { appendLog, emptyLog, filterLog, headerText, isDsack, logLength, slotOf } from './logStore';

const NAMES = {
  counters: [], state: [], mbecn: [], regimes: [], sack_blocks: 4,
  flags: [[0x8000, 'DATA'], [0x2000, 'ACK'], [0x0800, 'FC'], [0x0080, 'RXM'], [0x0040, 'SACK']],
} as unknown as FrctNames;

/** A batch of `n` entries; entry j has seq = first + j; `make` may change an entry. */
function batch(first: number, n: number, make: (j: number, b: FrctLogBatch) => void = () => undefined): FrctLogBatch {
  const b: FrctLogBatch = {
    t_s: Float64Array.from({ length: n }, (_, j) => (first + j) / 1000),
    code: new Uint8Array(n), flow: new Uint16Array(n), flags: new Uint16Array(n).fill(0x8000),
    seq: Uint32Array.from({ length: n }, (_, j) => first + j), ack: new Uint32Array(n), win: new Uint32Array(n),
    len: new Int32Array(n).fill(1400), nsack: new Uint8Array(n), sack_start: new Uint32Array(4 * n), sack_end: new Uint32Array(4 * n),
    dropped: 0,
  };
  for (let j = 0; j < n; j++) make(j, b);
  return b;
}

describe('the page\'s packet log', () => {
  it('keeps the newest entries, oldest first, across the ring\'s wrap', () => {
    let s = emptyLog(10);
    s = appendLog(s, batch(0, 7));
    s = appendLog(s, batch(7, 8));
    expect(s.total).toBe(15);
    expect(logLength(s)).toBe(10);
    const seqs = Array.from({ length: 10 }, (_, k) => s.seq[slotOf(s, k)]);
    expect(seqs).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('decodes a line as Tutorial 08 does and tells a D-SACK from a SACK', () => {
    let s = emptyLog(8);
    s = appendLog(s, batch(0, 2, (j, b) => {
      b.flags[j] = 0x2000 | 0x0800 | 0x0040;
      b.ack[j] = 100;
      b.nsack[j] = 1;
      // j = 0: a hole's block above the ACK; j = 1: a duplicate below it (D-SACK, RFC 2883)
      b.sack_start[4 * j] = j === 0 ? 102 : 98;
      b.sack_end[4 * j] = j === 0 ? 105 : 99;
    }));
    expect(headerText(s, 0, NAMES)).toBe('ACK|FC|SACK seq 0 ack 100 sack 102-104');
    expect(isDsack(s, 0)).toBe(false);
    expect(headerText(s, 1, NAMES)).toBe('ACK|FC|SACK seq 1 ack 100 dsack 98');
    expect(isDsack(s, 1)).toBe(true);
  });

  it('filters by kind, direction and text', () => {
    let s = emptyLog(16);
    s = appendLog(s, batch(0, 12, (j, b) => {
      if (j % 4 === 0) b.flags[j] |= 0x0080; // a retransmission
      b.code[j] = j % 2 === 0 ? 0 : 3;
    }));
    expect(Array.from(filterLog(s, 'rxm', 'all', '', NAMES), (i) => s.seq[i])).toEqual([0, 4, 8]);
    expect(filterLog(s, 'all', '3', '', NAMES).length).toBe(6);
    expect(filterLog(s, 'rxm', '3', '', NAMES).length).toBe(0);
    expect(Array.from(filterLog(s, 'all', 'all', 'seq 1', NAMES), (i) => s.seq[i])).toEqual([1, 10, 11]);
  });
});
