import { describe, expect, it } from 'vitest';
import { layoutPackets, pipeGeometry, WHERE_FWD, WHERE_QUEUE, WHERE_REV } from './layout';
import { bdpWhole, checkField, checkPathForm, COURSE_PATH, fitLimit, modelAt, pathModel, playSteps, regimeOf, sweepWindows } from './model';

const m = pathModel(COURSE_PATH);

describe('the paper model on the course link (notes, chapter 11: 165 in the pipe, 169 in the queue, 334 in all)', () => {
  it('has the notes’ figures', () => {
    expect(bdpWhole(m)).toBe(165);
    expect(m.queueFrames).toBe(169);
    expect(fitLimit(m)).toBe(334);
  });
  it('gives cwnd 100 -> about 29 Mbit/s of payload at 40 ms (30 Mbit/s of 1500 B packets in the notes)', () => {
    const p = modelAt(100, m);
    expect(p.throughputMbps).toBeCloseTo((100 * 1448 * 8) / 40e3, 6);
    expect(p.rttMs).toBe(40);
  });
  it('gives 239 -> 74 queued, about 58 ms; 334 -> about 81 ms', () => {
    const a = modelAt(239, m);
    expect(Math.round(a.queued)).toBe(74);
    expect(Math.abs(a.rttMs - 58)).toBeLessThan(0.5);
    expect(Math.abs(modelAt(334, m).rttMs - 81)).toBeLessThan(0.5);
    expect(modelAt(400, m).queued).toBe(169);
  });
  it('classifies the regimes', () => {
    expect(regimeOf(100, m)).toBe('under');
    expect(regimeOf(165, m)).toBe('at');
    expect(regimeOf(239, m)).toBe('over');
    expect(regimeOf(334, m)).toBe('over');
    expect(regimeOf(335, m)).toBe('dropping');
    expect(regimeOf(400, m)).toBe('dropping');
  });
  it('plays from 1 to past BDP + buffer and sweeps the figure’s windows', () => {
    const steps = playSteps(m);
    expect(steps[0]).toBe(1);
    expect(steps.at(-1)!).toBeGreaterThan(334);
    expect(sweepWindows(m)).toEqual(expect.arrayContaining([165, 334]));
  });
  it('validates with the field’s range', () => {
    expect(checkField('cwnd', '2,5')).toEqual({ error: { key: 'integer', min: 1, max: 100000 } });
    expect(checkField('rate', '0')).toEqual({ error: { key: 'range', min: 1, max: 1000 } });
    expect(checkField('delay', '12,5')).toEqual({ value: 12.5 });
    expect(checkField('buffer', 'x')).toEqual({ error: { key: 'notNumber', value: 'x' } });
    const bad = checkPathForm({ rate: '', delay: '40', buffer: '256000' });
    expect(bad.ok).toBe(false);
  });
});

describe('packet layout', () => {
  const g = pipeGeometry(1000, 200, 12);
  it('puts queue slots right to left inside the queue box and pipe packets at their fraction', () => {
    const s = { count: 4, kind: [1, 1, 1, 2], where: [WHERE_QUEUE, WHERE_QUEUE, WHERE_FWD, WHERE_REV], pos: [0, 168, 0.5, 0.25] };
    const out = layoutPackets(s, g, 169, 165);
    expect(out.inQueue).toBe(2);
    expect(out.inPipe).toBe(1);
    expect(out.x[0]).toBeGreaterThan(out.x[1]); // the head is at the right, next to the pipe
    for (const i of [0, 1]) {
      expect(out.x[i]).toBeGreaterThanOrEqual(g.queueX0);
      expect(out.x[i] + out.w[i]).toBeLessThanOrEqual(g.queueX1 + 1e-3);
    }
    expect(out.x[2] + out.w[2] / 2).toBeCloseTo((g.pipeX0 + g.pipeX1) / 2, 3);
    expect(out.y[3]).toBe(g.ackY);
    expect(out.x[3] + out.w[3] / 2).toBeCloseTo(g.pipeX1 - 0.25 * (g.pipeX1 - g.pipeX0), 3); // ACKs go right to left
  });
  it('clamps slots past the drawn capacity', () => {
    const out = layoutPackets({ count: 1, kind: [1], where: [WHERE_QUEUE], pos: [500] }, g, 169, 165);
    expect(out.x[0]).toBeGreaterThanOrEqual(g.queueX0);
  });
});
