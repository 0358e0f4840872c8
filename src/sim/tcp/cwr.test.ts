// The linux sender's CWR state (issue 14, bugs 1 and 4), against Linux tcp_input.c:
// - tcp_fastretrans_alert holds CWR until snd_una is strictly above high_seq ("CWR is to be held
//   something *above* high_seq is ACKed for CWR bit to reach receiver");
// - tcp_enter_loss reduces ssthresh only from Open/Disorder, once high_seq is acknowledged, or on
//   the first expiry in Loss;
// - tcp_enter_recovery from CWR keeps the reduction under way (tcp_in_cwnd_reduction), while
//   DCTCP halves on the state change (dctcp_state -> dctcp_react_to_loss).
// One sender driven by hand-made ACKs; the link only records what leaves.

import { describe, expect, it } from 'vitest';
import { NS_PER_MS } from '../core/time';
import { Dctcp } from './cc/dctcp';
import { Reno } from './cc/reno';
import type { CongestionControl } from './cc/types';
import { handDrivenSender } from './hand-sender';
import { CA_CWR, CA_OPEN, CA_RECOVERY } from './wire';
import { run } from './testing';

const harness = (cc: CongestionControl) => handDrivenSender(cc);

describe('CWR exit (issue 14, bug 1)', () => {
  it('the ACK of exactly high_seq, still carrying the sticky ECE, does not start a second reduction', () => {
    const { tx, ack } = harness(new Reno());
    ack(40, 2, true);
    expect(tx.state).toBe(CA_CWR);
    const high = tx.highSeq;
    ack(41, high, true); // sent by the receiver before it saw the CWR segment (segment high)
    expect(tx.state).toBe(CA_CWR);
    expect(tx.ecnEvents.length).toBe(1);
    ack(42, high + 1, false); // covers the CWR segment: the reduction is over
    expect(tx.state).toBe(CA_OPEN);
    expect(tx.ecnEvents.length).toBe(1);
  });

  it('RED + ECN on the course link: no two ECN reductions of the flow closer than one round trip', () => {
    // Before the fix CUBIC's ECN events came in pairs 46 ms apart (190 -> 133 -> 93), the second
    // one RTT after the first, from the ACK of exactly high_seq. A legitimate second reduction
    // needs a CE mark on data sent after the CWR segment, so it comes at least one RTT after the
    // first: 40 ms of propagation plus the queue, which RED keeps at 30-90 KiB (5 to 15 ms).
    // Tolerance: 45 ms, the propagation plus the least queue RED holds while it marks.
    for (const seed of [1, 2, 3]) {
      const rec = run({
        version: 1, duration_s: 20, seed,
        link: { rate_mbps: 50, delay_ms: 40, queue: { kind: 'red', limit_bytes: 1024000, min_bytes: 30720, max_bytes: 92160, ecn: true } },
        flows: [{ id: 's1', cc: 'cubic', ecn: true }],
      });
      const ev = rec.summary.flows[0].ecn_events!;
      expect(ev.length).toBeGreaterThan(2);
      for (let i = 1; i < ev.length; i++) expect(ev[i] - ev[i - 1]).toBeGreaterThan(0.045);
    }
  });
});

describe('timeouts and losses during CWR (issue 14, bug 4)', () => {
  it('an RTO during CWR keeps the ssthresh the CWR reduction set (tcp_enter_loss)', () => {
    const { k, tx, ack } = harness(new Reno());
    ack(40, 2, true);
    expect(tx.state).toBe(CA_CWR);
    const ssthresh = tx.ssthresh;
    expect(ssthresh).toBe(5); // Reno: cwnd 10 halved
    k.run(400 * NS_PER_MS); // no more ACKs: the RTO (about 240 ms after the last ACK) fires once
    expect(tx.lossEvents.length).toBe(1);
    expect(tx.ssthresh).toBe(ssthresh);
    expect(tx.cwnd).toBeLessThanOrEqual(2);
  });

  it('Reno: a loss during CWR is a loss event and keeps the reduction under way', () => {
    const { tx, ack } = harness(new Reno());
    ack(40, 2, true);
    const ssthresh = tx.ssthresh;
    ack(40.1, 2, true, [[3, 6]]); // segment 2 missing, three SACKed after it: RACK marks it lost
    expect(tx.state).toBe(CA_RECOVERY);
    expect(tx.lossEvents.length).toBe(1);
    expect(tx.ssthresh).toBe(ssthresh);
  });

  it('DCTCP: a loss during CWR halves the window (dctcp_react_to_loss on entering Recovery)', () => {
    const cc = new Dctcp();
    const { tx, ack } = harness(cc);
    cc.alpha = 0.1; // a mild CE reduction first: ssthresh = 10 - floor(10 * 0.1 / 2) = 10
    ack(40, 2, true);
    expect(tx.state).toBe(CA_CWR);
    expect(tx.ssthresh).toBe(10);
    const cwnd = tx.cwnd;
    ack(40.1, 2, true, [[3, 6]]);
    expect(tx.state).toBe(CA_RECOVERY);
    expect(tx.lossEvents.length).toBe(1);
    expect(tx.ssthresh).toBe(Math.max(cwnd >> 1, 2));
  });
});
