// The rate law of the mb-ecn pacer, one control tick at a time. The rate is steered only by the
// congestion level the far IPCP reports, never by a lost packet:
//  - slow start [SRC]: from 64 KiB per 2^24 ns (3.9 MB/s), doubling every 2^24 ns while the
//    flows use at least half of it, until the first report of a queue;
//  - additive increase while the path is clear [T10][SRC]: + `aiBps` bytes/s every second, but
//    never more than `creditBps` above what the flows sent in the last slot (the source's budget is
//    "sent in the slot + CA_INC"), so a window-limited flow builds up no credit;
//  - proportional decrease while it is not [T10][SRC]: the rate loses level / 8192 of itself per
//    slot (8192 = 32 packets x 256 levels; mbecn-slot.ts: the source's slot of 8 to 64 packets), so
//    the cut per second follows the packet rate. No floor: one that held each flow near its own
//    measured share froze the split between flows [SIM, removed].
// The law runs on a fixed control tick (1 ms) and contains no round-trip time, so paths of any
// length through one bottleneck settle where the same level balances the same increase [T10].
// (The signal-loss cut, which depends on the heartbeat round trip, is the pacer's: mbecn-pacer.ts.)

import { pow } from '../core/detmath';
import { NS_PER_S } from '../core/time';
import type { MbecnSlot } from './mbecn-slot';
import { REGIME_ADDITIVE_INC, REGIME_PROPORTIONAL_DEC, REGIME_SLOW_START, type PacerConfig } from './mbecn-pacer-config';

/** The controller fields the law reads and moves (the pacer's RIB fields). */
export interface RateLawState {
  rate: number;
  level: number;
  regime: number;
  capacity: number;
  regimeSwitches: number;
}

/** One tick of `c.tickNs`: `tickBytes` the flows handed to the pacer during it; `slot` the current slot. */
export function rateLawTick(s: RateLawState, c: Required<PacerConfig>, tickBytes: number, slot: MbecnSlot): void {
  const dt = c.tickNs;
  const prev = s.regime;
  if (s.regime === REGIME_SLOW_START) {
    if (s.level > 0) s.regime = REGIME_PROPORTIONAL_DEC;
    else if (tickBytes * NS_PER_S >= 0.5 * s.rate * dt) s.rate *= pow(2, dt / c.ssDoubleNs);
  }
  if (s.regime !== REGIME_SLOW_START) {
    if (s.level > 0) {
      s.rate -= s.rate * Math.min(0.5, (s.level * dt) / (8192 * slot.ns));
      s.regime = REGIME_PROPORTIONAL_DEC;
    } else {
      // an application- or window-limited flow builds up no credit [SRC]
      s.rate = Math.min(s.rate + (c.aiBps * dt) / NS_PER_S, Math.max(s.rate, slot.usedRate + c.creditBps));
      s.regime = REGIME_ADDITIVE_INC;
    }
    if (prev !== s.regime && prev !== REGIME_SLOW_START) s.regimeSwitches++;
  }
  let max = c.maxRate;
  if (s.capacity > 0 && c.capMultiple * s.capacity < max) max = c.capMultiple * s.capacity;
  if (s.rate > max) s.rate = max;
  if (s.rate < c.minRate) s.rate = c.minRate;
}
