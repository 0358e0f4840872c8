// The SCE transports' response laws and the receiver's ESCE echo (issue 6, `reno-sce` and
// `dctcp-sce` bullet, "SCE marks echoed (ESCE)"). Sources: the SCE reference implementation
// (github.com/chromi/sce, net/ipv4/tcp_reno_sce.c "pro-rata sqrt(cwnd)", tcp_dctcp_sce.c
// "subtract half of SCE-acked bytes from the cwnd"), draft-grimes-tcpm-tcpsce section 4 (ESCE).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Kernel } from '../core/kernel';
import { PF_CE, PF_ECE, PF_ECT, PK_TCP_DATA } from '../core/packet-pool';
import { PF_ESCE, PF_SCE } from '../net/ecn-bits';
import type { Link } from '../net/link';
import { Dctcp } from './cc/dctcp';
import { DctcpSce } from './cc/dctcp-sce';
import { Reno } from './cc/reno';
import { RenoSce } from './cc/reno-sce';
import type { CcHost } from './cc/types';
import { TcpReceiver, RX_K_DATA } from './receiver';

function host(cwnd: number, ssthresh = 10): CcHost & { nxt: number; una: number } {
  return { cwnd, ssthresh, cwndCnt: 0, nxt: 0, una: 0, minRttNs: Infinity };
}

/** `n` ACKs of `per` segments each; the first `marked` of every `period` ACKs echo ESCE. */
function drive(cc: RenoSce | DctcpSce, h: CcHost, n: number, per: number, marked: number, period: number): void {
  for (let i = 0; i < n; i++) {
    cc.onSce(h, i % period < marked ? per : 0);
    cc.congAvoid(h, per);
  }
}

describe('SCE response laws (reference implementation, in_ack_event)', () => {
  it('dctcp-sce: a window in which every segment is SCE-echoed halves cwnd (one DCTCP CE response at alpha = 1)', () => {
    // Half a segment per SCE-acked segment: 100 segments take exactly 50 off. Tolerance: exact.
    const cc = new DctcpSce();
    const h = host(100);
    cc.init(h);
    drive(cc, h, 50, 2, 1, 1);
    expect(h.cwnd).toBe(50);
    expect(cc.sceAcked).toBe(100);
  });

  it('reno-sce: a fully SCE-echoed window removes about sqrt(cwnd) segments', () => {
    // sqrt(cwnd)/cwnd per segment: from 100, 100 marked segments remove sqrt(100) = 10 (a little
    // less as cwnd shrinks): tolerance 1 segment.
    const cc = new RenoSce();
    const h = host(100);
    cc.init();
    drive(cc, h, 100, 1, 1, 1);
    expect(Math.abs(h.cwnd - 90)).toBeLessThanOrEqual(1);
  });

  it('reno-sce: sqrt(cwnd) marks per window balance the +1 per window of Reno', () => {
    // cwnd 100: 10 % of the segments marked. Over 20 windows the window stays within 3 segments
    // of 100 (Reno alone would reach 120). With 5 % it grows, with 20 % it shrinks.
    const at = (period: number) => {
      const cc = new RenoSce();
      const h = host(100);
      cc.init();
      drive(cc, h, 2000, 1, 1, period);
      return h.cwnd;
    };
    expect(Math.abs(at(10) - 100)).toBeLessThanOrEqual(3);
    expect(at(20)).toBeGreaterThan(105);
    expect(at(5)).toBeLessThan(95);
  });

  it('an ESCE ACK does not grow the window; cwnd never goes below 2', () => {
    const cc = new RenoSce();
    const h = host(3, 2);
    cc.init();
    for (let i = 0; i < 100; i++) {
      cc.onSce(h, 1);
      cc.congAvoid(h, 1);
    }
    expect(h.cwnd).toBe(2);
    const d = new DctcpSce();
    const g = host(40);
    d.init(g);
    drive(d, g, 40, 1, 0, 1); // no SCE: +1 over a window of 40
    expect(g.cwnd).toBe(41);
  });

  it('in slow start SCE shrinks the window but does not end slow start (ssthresh untouched)', () => {
    const cc = new RenoSce();
    const h = host(10, 0x7fffffff);
    cc.init();
    drive(cc, h, 10, 1, 1, 2); // 10 ACKs, 5 of them SCE: +10 from slow start, -5 x sqrt(cwnd)/cwnd
    expect(h.ssthresh).toBe(0x7fffffff);
    expect(h.cwnd).toBeGreaterThanOrEqual(18);
    expect(h.cwnd).toBeLessThanOrEqual(20);
  });

  it('CE and loss as the base algorithm (issue 6)', () => {
    const h = host(100);
    expect(new RenoSce().ssthresh(h)).toBe(new Reno().ssthresh(h));
    const base = new Dctcp();
    const sce = new DctcpSce();
    base.init(h);
    sce.init(h);
    h.nxt = 100;
    for (let i = 0; i < 400; i++) {
      h.una++;
      h.nxt++;
      base.onAckEvent(h, 1, i % 4 === 0);
      sce.onAckEvent(h, 1, i % 4 === 0);
    }
    expect(sce.alpha).toBe(base.alpha);
    for (const loss of [true, false]) expect(sce.ssthresh(h, loss)).toBe(base.ssthresh(h, loss));
  });
});

describe('receiver: SCE echoed as ESCE, exactly per segment despite delayed ACKs', () => {
  function receiver(dctcp: boolean) {
    const k = new Kernel(1e15);
    const acks: { ack: number; ece: boolean; esce: boolean }[] = [];
    const rev = {
      send(p: number) {
        const f = k.pool.flags[p];
        acks.push({ ack: k.pool.seq[p], ece: (f & PF_ECE) !== 0, esce: (f & PF_ESCE) !== 0 });
        k.pool.release(p);
      },
    } as unknown as Link;
    const rx = new TcpReceiver(k, rev, 0, { linux: true, mss: 1448, totalBytes: null, dctcp });
    let t = 0;
    const deliver = (s: number, mark: 0 | 1 | 2) => {
      t += 1000; // 1 us apart: the delayed-ACK timer does not fire between them
      k.run(t);
      const p = k.pool.alloc(1500, 0, PK_TCP_DATA, s, k.now);
      k.pool.flags[p] = PF_ECT | (mark === 1 ? PF_SCE : mark === 2 ? PF_CE : 0);
      rx.handle(RX_K_DATA, p);
    };
    return { acks, deliver, flush: () => k.run(t + 1e9) };
  }

  it('flushes the pending delayed ACK with the old SCE state, then ACKs at once', () => {
    const { acks, deliver } = receiver(false);
    for (let s = 0; s < 16; s++) deliver(s, 0); // the 16 quick ACKs
    acks.length = 0;
    deliver(16, 0); // delayed
    deliver(17, 1); // 0 -> 1: ACK 17 without ESCE, then ACK 18 with ESCE
    deliver(18, 1); // delayed
    deliver(19, 1); // second segment: ACK 20 with ESCE
    deliver(20, 0); // 1 -> 0: ACK 21 without ESCE at once
    expect(acks.map((a) => [a.ack, a.esce])).toEqual([[17, false], [18, true], [20, true], [21, false]]);
  });

  for (const dctcp of [false, true]) {
    it(`property (${dctcp ? 'dctcp' : 'RFC 3168'} CE echo): segments acknowledged by ESCE ACKs = SCE-marked segments`, () => {
      // Tolerance: exact. CE-marked segments never count as SCE (CE replaces ECT(1) on the wire).
      fc.assert(
        fc.property(fc.array(fc.constantFrom(0 as const, 1 as const, 2 as const), { minLength: 1, maxLength: 300 }), (marks) => {
          const { acks, deliver, flush } = receiver(dctcp);
          marks.forEach((m, s) => deliver(s, m));
          flush();
          let prev = 0;
          let esceAcked = 0;
          for (const a of acks) {
            if (a.esce) esceAcked += a.ack - prev;
            prev = Math.max(prev, a.ack);
          }
          expect(prev).toBe(marks.length);
          expect(esceAcked).toBe(marks.filter((m) => m === 1).length);
        }),
        { numRuns: 100 },
      );
    });
  }
});
