// Issue 14, bug 3: the FRCT sender must mark every packet its peer SACKed, wherever it sits in a
// block. Before the fix a block longer than 64 packets was scanned only inward from its edges, so
// a hole filled deep inside it stayed "un-SACKed" and RACK resent it (92 of 2610 retransmissions
// of t10-frct-1024-loss-1 went to packets the receiver already had). Checked here directly: no
// retransmission of a packet that a SACK block the sender had received already covered.

import { describe, expect, it } from 'vitest';
import { buildWorld } from '../scenario/build';
import { parseScenario } from '../scenario/parse';
import { findPreset } from '../scenario/presets';
import { MAX_SACK_BLOCKS } from './wire';

interface Spy {
  sndLwe: number;
  sndWire(off: number): number;
  wire: { nsack: Uint8Array; sackStart: Float64Array | Uint32Array; sackEnd: Float64Array | Uint32Array };
  processAck(p: number, f: number): void;
  retransmit(off: number, driver: number): void;
}

describe('FRCT SACK walk (issue 14, bug 3)', () => {
  it('t10-frct-1024-loss-1, 10 s: no retransmission of a packet already reported SACKed', () => {
    const w = buildWorld(parseScenario({ ...findPreset('t10-frct-1024-loss-1')!.scenario, duration_s: 10 }));
    const ep = w.frct[0].sender as unknown as Spy;
    let known = new Uint8Array(1 << 16);
    const mark = (off: number) => {
      if (off >= known.length) {
        const n = new Uint8Array(Math.max(known.length * 2, off + 1));
        n.set(known);
        known = n;
      }
      known[off] = 1;
    };
    const processAck = ep.processAck.bind(ep);
    const retransmit = ep.retransmit.bind(ep);
    let blocks = 0;
    ep.processAck = (p, f) => {
      const lwe = ep.sndLwe;
      const base = ep.sndWire(lwe);
      for (let b = 0; b < ep.wire.nsack[p]; b++) {
        const a = lwe + ((ep.wire.sackStart[p * MAX_SACK_BLOCKS + b] - base) | 0);
        const e = lwe + ((ep.wire.sackEnd[p * MAX_SACK_BLOCKS + b] - base) | 0);
        for (let off = Math.max(a, lwe); off < e; off++) mark(off);
        if (e - a > 64) blocks++;
      }
      processAck(p, f);
    };
    let resent = 0;
    let resentKnown = 0;
    ep.retransmit = (off, driver) => {
      resent++;
      if (off < known.length && known[off]) resentKnown++;
      retransmit(off, driver);
    };
    w.kernel.run(w.kernel.endNs);
    expect(blocks).toBeGreaterThan(0); // the case exists: blocks longer than 64 packets
    expect(resent).toBeGreaterThan(100);
    expect(resentKnown).toBe(0);
  });
});
