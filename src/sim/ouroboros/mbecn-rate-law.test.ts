// The pacer's rate law, one tick at a time, against its closed forms (mbecn-rate-law.ts header):
// slow start doubles every ssDoubleNs, additive increase gains aiBps per second (Tutorial 10),
// proportional decrease loses level / 8192 of the rate per slot, and the caps hold.

import { describe, expect, it } from 'vitest';
import { MbecnSlot } from './mbecn-slot';
import {
  PACER_DEFAULTS, REGIME_ADDITIVE_INC, REGIME_PROPORTIONAL_DEC, REGIME_SLOW_START,
} from './mbecn-pacer-config';
import { rateLawTick, type RateLawState } from './mbecn-rate-law';

const c = PACER_DEFAULTS;
const dt = c.tickNs;

function state(rate: number, regime: number, level = 0): RateLawState {
  return { rate, level, regime, capacity: 0, regimeSwitches: 0 };
}

/** Bytes the flows send in one tick when they use the whole rate. */
function fullTick(rate: number): number {
  return (rate * dt) / 1e9;
}

describe('mb-ecn rate law', () => {
  it('slow start: rate x 2^(t / ssDoubleNs) while the flows use at least half of it', () => {
    const slot = new MbecnSlot(c.slotNs);
    const s = state(c.initialRate, REGIME_SLOW_START);
    const n = 100;
    for (let i = 0; i < n; i++) rateLawTick(s, c, fullTick(s.rate), slot);
    // closed form; relative tolerance for 100 rounded multiplications
    expect(s.rate / (c.initialRate * 2 ** ((n * dt) / c.ssDoubleNs))).toBeCloseTo(1, 9);
    expect(s.regime).toBe(REGIME_SLOW_START);
  });

  it('slow start holds the rate while the flows use less than half of it', () => {
    const slot = new MbecnSlot(c.slotNs);
    const s = state(1e6, REGIME_SLOW_START);
    rateLawTick(s, c, 0.49 * fullTick(s.rate), slot);
    expect(s.rate).toBe(1e6);
  });

  it('the first report of a queue ends slow start with a proportional cut of level / 8192 per slot', () => {
    const slot = new MbecnSlot(c.slotNs);
    const s = state(10e6, REGIME_SLOW_START, 64);
    rateLawTick(s, c, fullTick(s.rate), slot);
    expect(s.regime).toBe(REGIME_PROPORTIONAL_DEC);
    expect(s.rate).toBeCloseTo(10e6 * (1 - (64 * dt) / (8192 * c.slotNs)), 6);
    expect(s.regimeSwitches).toBe(0); // leaving slow start is not an AI/PD alternation
  });

  it('additive increase: + aiBps over one second of ticks while the path is clear (Tutorial 10)', () => {
    const slot = new MbecnSlot(c.slotNs); // usedRate Infinity: no credit cap yet
    const s = state(10e6, REGIME_ADDITIVE_INC);
    for (let i = 0; i < 1e9 / dt; i++) rateLawTick(s, c, fullTick(s.rate), slot);
    expect(s.rate).toBeCloseTo(10e6 + c.aiBps, 0);
    expect(s.regime).toBe(REGIME_ADDITIVE_INC);
  });

  it('a window-limited flow builds up no credit: the rate stays at most creditBps above use', () => {
    const slot = new MbecnSlot(c.slotNs);
    slot.usedRate = 1e6;
    const s = state(1e6, REGIME_ADDITIVE_INC);
    for (let i = 0; i < 1000; i++) rateLawTick(s, c, 0, slot);
    expect(s.rate).toBeCloseTo(1e6 + c.creditBps, 6);
  });

  it('counts AI/PD switches and clamps to capMultiple x capacity and to minRate', () => {
    const slot = new MbecnSlot(c.slotNs);
    const s = state(100e6, REGIME_ADDITIVE_INC, 10);
    s.capacity = 12.5e6;
    rateLawTick(s, c, 0, slot);
    expect(s.regime).toBe(REGIME_PROPORTIONAL_DEC);
    expect(s.rate).toBe(c.capMultiple * 12.5e6);
    s.level = 0;
    rateLawTick(s, c, 0, slot);
    expect(s.regimeSwitches).toBe(2);
    const low = state(c.minRate, REGIME_PROPORTIONAL_DEC, 255);
    rateLawTick(low, c, 0, slot);
    expect(low.rate).toBe(c.minRate);
  });
});
