// Figures 5 and 6 of issue 3: several flows (notes, chapter 11: "Equidad": two flows with the same
// algorithm, "RTT distintos" with 80 ms more towards s2, "Varias conexiones paralelas").

import { describe, expect, it } from 'vitest';
import { LAB_LINK, run } from './testing';

// The notes' s1 "starts a fraction of a second earlier": s2 starts 0.1 s after s1.
const S2_START = 0.1;

const pair = (cc: string, extra: number, parallel = 1) =>
  run({
    version: 1, duration_s: 30, link: LAB_LINK,
    flows: [{ id: 's1', cc }, { id: 's2', cc, start_s: S2_START, extra_delay_ms: extra, parallel }],
  }).summary;

const ratio = (s: ReturnType<typeof pair>) => s.flows[0].goodput_mbps / s.flows[1].goodput_mbps;

describe('figure 5: two flows, same algorithm, 30 s', () => {
  it.each(['reno', 'cubic'])("equal RTT: Jain's index at least 0.9 for %s (notes: 0.964 to 0.999 Reno, 0.903 to 0.973 CUBIC)", (cc) => {
    const s = pair(cc, 0);
    expect(s.jain).toBeGreaterThanOrEqual(0.9);
    // Together they fill the link: 47.8 Mbit/s of payload at most.
    expect(s.flows[0].goodput_mbps + s.flows[1].goodput_mbps).toBeGreaterThan(46);
  });

  const cubic = pair('cubic', 80);
  const reno = pair('reno', 80);

  it('s2 with 80 ms extra, CUBIC: the short-RTT flow wins by 2 to 4.5 (notes: 3.7, 2.7, 2.6)', () => {
    expect(ratio(cubic)).toBeGreaterThanOrEqual(2);
    expect(ratio(cubic)).toBeLessThanOrEqual(4.5);
  });

  it("CUBIC's ratio is lower than Reno's (RFC 9438: CUBIC's RTT-unfairness is linear, Reno's quadratic)", () => {
    expect(ratio(cubic)).toBeLessThan(ratio(reno));
  });

  it('s2 with 80 ms extra, Reno: the short-RTT flow wins (ratio above 3.5)', () => {
    expect(ratio(reno)).toBeGreaterThanOrEqual(3.5);
  });

  // Needs the host noise of the model (ack_jitter_us, default 250 us; docs/model.md, "Host
  // noise"). A noiseless host phase-locks on the drop-tail queue (Floyd and Jacobson): 7.7 here,
  // 6.0 to 10.2 as s2's start moves by 0.1 s, identical for every seed. With the noise: 4.8, and
  // 4.2 to 5.0 over seeds 1 to 6 (notes: 4.2 to 6.2).
  it('s2 with 80 ms extra, Reno: throughput ratio at most 7 (notes: 6.2, 4.2, 4.6)', () => {
    expect(ratio(reno)).toBeLessThanOrEqual(7);
  });
});

describe('figure 6: four parallel CUBIC connections from s2 against one from s1, 30 s', () => {
  it('s2 takes 60 to 85 % of the link (notes: 70 %, 73 %; 80 % if all five shared equally)', () => {
    const s = pair('cubic', 0, 4);
    const share = s.flows[1].goodput_mbps / (s.flows[0].goodput_mbps + s.flows[1].goodput_mbps);
    expect(share).toBeGreaterThanOrEqual(0.6);
    expect(share).toBeLessThanOrEqual(0.85);
  });
});
