// Figure 7 of issue 3: the `book` stack follows the textbook (RFC 5681) ACK by ACK (notes, chapter
// 11: "Slow start", "Tres ACK duplicados: fast recovery": cwnd = ssthresh + 3, +1 per duplicate
// ACK, back to ssthresh on the new ACK), and the `linux` stack's first RTTs as tcp_info shows them.

import { describe, expect, it } from 'vitest';
import { PK_TCP_DATA } from '../core/packet-pool';
import { buildWorld } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { CA_OPEN, CA_RECOVERY } from './wire';
import type { TcpSender } from './sender';

interface AckRow {
  t: number;
  una: number;
  cwnd: number;
  ssthresh: number;
  state: number;
  dupacks: number;
}

/** Runs one flow, dropping the first transmission of segment `dropSeq` (-1: none); one row per ACK. */
function trace(stack: 'book' | 'linux', dropSeq: number, duration = 2): { rows: AckRow[]; sender: TcpSender } {
  const w = buildWorld(parseScenario({
    version: 1, duration_s: duration,
    // A queue that never overflows here: the only loss is the one the test makes.
    link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'fifo', limit_bytes: 10_000_000 } },
    flows: [{ id: 's1', cc: 'reno', stack }],
  }));
  const sender = w.conns[0].sender;
  const rows: AckRow[] = [];
  sender.onAck = (s) => rows.push({ t: w.kernel.now / 1e9, una: s.una, cwnd: s.cwnd, ssthresh: s.ssthresh, state: s.state, dupacks: s.dupacks });
  const fwd = w.fwd;
  const send = fwd.send.bind(fwd);
  let dropped = false;
  fwd.send = (p: number) => {
    const pool = w.kernel.pool;
    if (!dropped && pool.kind[p] === PK_TCP_DATA && pool.seq[p] === dropSeq) {
      dropped = true;
      pool.release(p);
      return;
    }
    send(p);
  };
  w.kernel.run(w.kernel.endNs);
  return { rows, sender };
}

describe('figure 7: book stack, one Reno flow', () => {
  it('starts with a window of 1 and doubles it every RTT in slow start (one ACK per segment, +1 per ACK)', () => {
    const { rows } = trace('book', -1, 0.5);
    expect(rows[0].una).toBe(1);
    expect(rows[0].cwnd).toBe(2); // IW = 1, then +1 for the first ACK
    // While in slow start every ACK acknowledges one segment and adds one: cwnd = 1 + una.
    for (const r of rows) if (r.cwnd < 128) expect(r.cwnd).toBe(1 + r.una);
    // Round n ends when una = 2^n - 1, one RTT after round n - 1: 40 ms plus at most the queueing
    // of the round's own burst (2^(n+1) frames of 242 us: each ACK releases two segments).
    const endOfRound = (n: number) => rows.find((r) => r.una === 2 ** n - 1)!;
    for (let n = 1; n <= 6; n++) {
      expect(endOfRound(n).cwnd).toBe(2 ** n);
      const rtt = endOfRound(n + 1).t - endOfRound(n).t;
      expect(rtt).toBeGreaterThan(0.04);
      expect(rtt).toBeLessThan(0.0405 + 2 ** (n + 1) * 0.000243);
    }
  });

  it('fast recovery: ssthresh + 3 on the third duplicate ACK, +1 per further duplicate, deflated to ssthresh by the new ACK', () => {
    const { rows } = trace('book', 300);
    const third = rows.findIndex((r) => r.dupacks === 3);
    expect(third).toBeGreaterThan(0);
    const before = rows[third - 1];
    const at = rows[third];
    expect(before.state).toBe(CA_OPEN);
    expect(at.state).toBe(CA_RECOVERY);
    // ssthresh = cwnd / 2 (RFC 5681 eq. 4 with FlightSize = cwnd), cwnd = ssthresh + 3.
    // Here (seed 1) the third duplicate ACK comes at cwnd 301: ssthresh 150, cwnd 153.
    expect(before.cwnd).toBe(301);
    expect(at.ssthresh).toBe(150);
    expect(at.cwnd).toBe(153);
    let i = third + 1;
    let expected = at.cwnd;
    for (; rows[i].una === at.una; i++) {
      expected++;
      expect(rows[i].cwnd).toBe(expected); // inflation, one per duplicate ACK
      expect(rows[i].state).toBe(CA_RECOVERY);
    }
    expect(i - third - 1).toBeGreaterThan(10); // many duplicates: a whole window was in flight
    const newAck = rows[i];
    expect(newAck.una).toBeGreaterThan(at.una);
    expect(newAck.cwnd).toBe(at.ssthresh); // deflation
    expect(newAck.state).toBe(CA_OPEN);
  });
});

describe('linux stack start', () => {
  it('initial window 10, doubling per RTT: 10, 20, 40, 80 (notes, tcp_info: 10, 20, 40, 78, 156)', () => {
    const { rows } = trace('linux', -1, 0.2);
    const at = (t: number) => rows.filter((r) => r.t <= t).at(-1)!.cwnd;
    // ACKs of round n arrive between n * 40 ms and n * 40 ms + the round's serialisation.
    expect(at(0.045)).toBe(20);
    expect(at(0.09)).toBe(40);
    expect(at(0.135)).toBe(80);
  });
});
