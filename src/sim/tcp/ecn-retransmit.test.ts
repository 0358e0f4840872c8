// ECN codepoint and CWR on what the sender puts on the wire, against RFC 3168 and Linux:
// - RFC 3168 section 6.1.5: "ECN-capable TCP implementations MUST NOT set either ECT codepoint
//   (ECT(0) or ECT(1)) in the IP header for retransmitted data packets". Linux tcp_ecn_send
//   (net/ipv4/tcp_output.c; include/net/tcp_ecn.h in newer kernels) sets ECT only on a data
//   segment at or above snd_nxt and clears it (INET_ECN_dontxmit) on a retransmission, unless the
//   congestion control needs ECN (tcp_ca_needs_ecn: DCTCP's TCP_CONG_NEEDS_ECN keeps ECT on all).
// - RFC 3168 section 6.1.2: CWR goes on "the first new data packet sent after the window
//   reduction", whatever the reduction (a timeout, a fast retransmit, an ECN echo). Linux queues it
//   (tcp_ecn_queue_cwr: tcp_init_cwnd_reduction, tcp_enter_loss) and tcp_ecn_send attaches it to
//   the first new data segment, never to a retransmission.
// The book stack follows RFC 3168 section 6.1.5 too (its go-back-N resends are retransmissions);
// it never sends CWR, since it ignores ECE (docs/model.md).

import { describe, expect, it } from 'vitest';
import { PF_CE, PF_CWR, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { NS_PER_MS } from '../core/time';
import { buildWorld } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { Dctcp } from './cc/dctcp';
import { Reno } from './cc/reno';
import type { CongestionControl } from './cc/types';
import { handDrivenSender } from './hand-sender';
import { CA_LOSS, CA_RECOVERY } from './wire';

interface Sent {
  seq: number;
  flags: number;
  /** Sent before (a retransmission). */
  again: boolean;
}

/** One linux-stack ECN sender driven by hand-made ACKs; the link records what leaves. */
function harness(cc: CongestionControl) {
  const sent: Sent[] = [];
  const seen = new Set<number>();
  const { k, tx, ack } = handDrivenSender(cc, (kernel, p) => {
    const seq = kernel.pool.seq[p];
    sent.push({ seq, flags: kernel.pool.flags[p], again: seen.has(seq) });
    seen.add(seq);
  });
  return { k, tx, ack, sent };
}

const ect = (f: number) => (f & (PF_ECT | PF_CE)) !== 0;
const cwr = (f: number) => (f & PF_CWR) !== 0;

describe('ECN on retransmissions, one sender (RFC 3168 sections 6.1.2 and 6.1.5; Linux tcp_ecn_send)', () => {
  it('fast recovery: the retransmission is Not-ECT without CWR; the first new segment after it carries CWR', () => {
    const { tx, ack, sent } = harness(new Reno());
    expect(sent.length).toBe(10);
    for (const s of sent) expect(ect(s.flags) && !cwr(s.flags)).toBe(true);
    ack(40, 2, false, [[3, 6]]); // segment 2 missing, three SACKed after it: RACK marks it lost
    expect(tx.state).toBe(CA_RECOVERY);
    ack(40.1, 2, false, [[3, 10]]);
    ack(80, 10, false); // the retransmission arrived: everything acknowledged, new data flows
    const again = sent.filter((s) => s.again);
    expect(again.map((s) => s.seq)).toEqual([2]);
    expect(ect(again[0].flags)).toBe(false);
    expect(cwr(again[0].flags)).toBe(false);
    // CWR once, on the first segment above the old snd_nxt (10), which is ECT.
    const withCwr = sent.filter((s) => cwr(s.flags));
    expect(withCwr.length).toBe(1);
    expect(withCwr[0]).toBe(sent.find((s) => s.seq >= 10));
    expect(ect(withCwr[0].flags)).toBe(true);
  });

  it('ECN reduction while a retransmission is due: CWR waits for new data', () => {
    const { tx, ack, sent } = harness(new Reno());
    // A lost segment and an ECE on the same ACK: recovery (the loss comes first), CWR queued.
    ack(40, 2, true, [[3, 6]]);
    expect(tx.state).toBe(CA_RECOVERY);
    const first = sent.length;
    expect(sent[first - 1].seq).toBe(2); // the retransmission went out at once
    expect(cwr(sent[first - 1].flags)).toBe(false);
    expect(ect(sent[first - 1].flags)).toBe(false);
    ack(40.1, 2, true, [[3, 10]]);
    ack(80, 10, false);
    const withCwr = sent.filter((s) => cwr(s.flags));
    expect(withCwr.length).toBe(1);
    expect(withCwr[0].again).toBe(false);
    expect(withCwr[0].seq).toBeGreaterThanOrEqual(10);
  });

  it('timeout: the retransmissions are Not-ECT; the first new segment afterwards carries CWR (tcp_enter_loss)', () => {
    const { k, tx, ack, sent } = harness(new Reno());
    k.run(1100 * NS_PER_MS); // no ACK at all: the initial RTO (1 s) fires once
    expect(tx.state).toBe(CA_LOSS);
    const again = sent.filter((s) => s.again);
    expect(again.length).toBeGreaterThan(0);
    for (const s of again) expect(ect(s.flags) || cwr(s.flags)).toBe(false);
    ack(1140, 10, false); // everything acknowledged: new data
    const withCwr = sent.filter((s) => cwr(s.flags));
    expect(withCwr.length).toBe(1);
    expect(withCwr[0]).toBe(sent.find((s) => s.seq >= 10));
  });

  it('DCTCP (TCP_CONG_NEEDS_ECN): the retransmission stays ECT, still without CWR', () => {
    const cc = new Dctcp();
    const { ack, sent } = harness(cc);
    ack(40, 2, true, [[3, 6]]);
    ack(40.1, 2, true, [[3, 10]]);
    ack(80, 10, false);
    const again = sent.filter((s) => s.again);
    expect(again.map((s) => s.seq)).toEqual([2]);
    expect(ect(again[0].flags)).toBe(true);
    expect(cwr(again[0].flags)).toBe(false);
    for (const s of sent) if (cwr(s.flags)) expect(s.again).toBe(false);
  });
});

describe('ECN on retransmissions, whole runs with marks and random loss', () => {
  /** Every data packet the senders hand the bottleneck, per source: first transmission or not. */
  function watch(scenario: Record<string, unknown>) {
    const w = buildWorld(parseScenario(scenario));
    const n = w.conns.length;
    const seen = w.conns.map(() => new Uint8Array(1 << 18));
    const stats = w.conns.map(() => ({ again: 0, againEct: 0, againCwr: 0, cwr: 0, fresh: 0, freshNotEct: 0 }));
    const fwd = w.fwd;
    const send = fwd.send.bind(fwd);
    fwd.send = (p: number) => {
      const pool = w.kernel.pool;
      const src = pool.source[p];
      if (pool.kind[p] === PK_TCP_DATA && src < n) {
        const f = pool.flags[p];
        const st = stats[src];
        const again = seen[src][pool.seq[p]] === 1;
        seen[src][pool.seq[p]] = 1;
        if (again) {
          st.again++;
          if (ect(f)) st.againEct++;
          if (cwr(f)) st.againCwr++;
        } else {
          st.fresh++;
          if (!ect(f)) st.freshNotEct++;
        }
        if (cwr(f)) st.cwr++;
      }
      send(p);
    };
    w.kernel.run(w.kernel.endNs);
    return Object.fromEntries(w.conns.map((c, i) => [c.name, stats[i]]));
  }

  it('RED + ECN with 0.2 % loss: no retransmission is ECT or carries CWR, CWR only on new data', () => {
    // The course link with its RED (ecn), a loss that costs each flow some retransmissions: a
    // CUBIC and a Reno on the linux stack, a Reno on the book stack (go-back-N resends included).
    const r = watch({
      version: 1, duration_s: 10, seed: 2,
      link: { rate_mbps: 50, delay_ms: 40, loss: 0.002, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn: true } },
      flows: [
        { id: 'cubic', cc: 'cubic', ecn: true },
        { id: 'reno', cc: 'reno', ecn: true, start_s: 0.3 },
        { id: 'book', cc: 'reno', stack: 'book', ecn: true, start_s: 0.6 },
      ],
    });
    for (const [name, st] of Object.entries(r)) {
      expect(st.again, `${name}: retransmissions`).toBeGreaterThan(0);
      expect(st.againEct, `${name}: ECT retransmissions`).toBe(0);
      expect(st.againCwr, `${name}: CWR on a retransmission`).toBe(0);
      expect(st.freshNotEct, `${name}: new data without ECT`).toBe(0);
    }
    // The linux flows reduce after losses, so each sends CWR, and only on new data (checked above).
    expect(r.cubic.cwr).toBeGreaterThan(0);
    expect(r.reno.cwr).toBeGreaterThan(0);
    expect(r.book.cwr).toBe(0);
  });

  it('DCTCP under a step marker with 0.2 % loss: its retransmissions stay ECT, CWR only on new data', () => {
    const r = watch({
      version: 1, duration_s: 10, seed: 1,
      link: { rate_mbps: 50, delay_ms: 40, loss: 0.002, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 30721, max_p: 1, ecn: true } },
      flows: [{ id: 'dctcp', cc: 'dctcp', ecn: true }],
    });
    const st = r.dctcp;
    expect(st.again).toBeGreaterThan(0);
    expect(st.againEct).toBe(st.again);
    expect(st.againCwr).toBe(0);
    expect(st.cwr).toBeGreaterThan(0);
  });
});
