import { describe, expect, it } from 'vitest';
import { bdp } from './bdp';
import { bufferDelay, KIB } from './bufferDelay';
import { MATHIS_CONSTANT, mathisLossForThroughput, mathisThroughputBps } from './mathis';

describe('bdp', () => {
  it('is rate x RTT in bits, bytes and packets', () => {
    const b = bdp(50, 40);
    expect(b.bits).toBe(2_000_000);
    expect(b.bytes).toBe(250_000);
    expect(b.packets).toBeCloseTo(250_000 / 1500, 12);
    expect(bdp(50, 40, 1514).packets).toBeCloseTo(250_000 / 1514, 12);
    expect(bdp(100, 50).packets).toBeCloseTo(416.67, 2);
  });
  it('refuses non-positive inputs', () => {
    expect(() => bdp(0, 40)).toThrow(RangeError);
    expect(() => bdp(50, -1)).toThrow(RangeError);
  });
});

describe('bufferDelay', () => {
  it('is bytes x 8 / rate, and counts whole frames', () => {
    const d = bufferDelay(250 * KIB, 50);
    expect(d.delayMs).toBeCloseTo(40.96, 12);
    expect(d.frames).toBe(169);
    expect(bufferDelay(50 * KIB, 50).delayMs).toBeCloseTo(8.192, 12);
    expect(bufferDelay(2000 * KIB, 50).delayMs).toBeCloseTo(327.68, 12);
    expect(bufferDelay(1514 * 3 - 1, 50).frames).toBe(2);
    expect(() => bufferDelay(1000, 0)).toThrow(RangeError);
  });
});

describe('mathis', () => {
  it('is sqrt(3/2) MSS / (RTT sqrt(p)) by default', () => {
    expect(MATHIS_CONSTANT).toBeCloseTo(1.2247449, 6);
    expect(mathisThroughputBps(1448, 40, 0.01)).toBeCloseTo((Math.sqrt(1.5) * 1448 * 8) / (0.04 * 0.1), 6);
    expect(mathisThroughputBps(1448, 40, 0.01, 1.22)).toBeCloseTo(3_533_120, 3);
  });
  it('scales as 1 / RTT and 1 / sqrt(p)', () => {
    const base = mathisThroughputBps(1448, 40, 0.01);
    expect(mathisThroughputBps(1448, 80, 0.01)).toBeCloseTo(base / 2, 6);
    expect(mathisThroughputBps(1448, 40, 0.0025)).toBeCloseTo(base * 2, 6);
  });
  it('inverts: the loss needed for a target gives that target back', () => {
    const inv = mathisLossForThroughput(1e9, 100, 1500, 1.22);
    expect(inv.windowSegments).toBeCloseTo(1e8 / 12000, 9);
    expect(inv.loss).toBeCloseTo((1.22 / (1e8 / 12000)) ** 2, 20);
    expect(mathisThroughputBps(1500, 100, inv.loss, 1.22)).toBeCloseTo(1e9, 0);
    expect(inv.segmentsPerLoss * inv.loss).toBeCloseTo(1, 12);
    expect(inv.secondsPerLoss).toBeCloseTo((inv.segmentsPerLoss * 12000) / 1e9, 9);
  });
  it('refuses loss outside (0, 1]', () => {
    expect(() => mathisThroughputBps(1448, 40, 0)).toThrow(RangeError);
    expect(() => mathisThroughputBps(1448, 40, 1.5)).toThrow(RangeError);
  });
});
