import { describe, expect, it } from 'vitest';
import { fitAxisTitle, titleFloor } from './axisTitle';

describe('y-axis titles that fit their plot (never over the next plot\'s)', () => {
  it('keeps the title at full size when it fits', () => {
    expect(fitAxisTitle(['RTT (ms)', 'ms'], 200, 16)).toEqual({ text: 'RTT (ms)', size: 16 });
  });
  it('shrinks it down to 70 %, then takes the short form, then none', () => {
    const full = 'Ventana (segmentos)'; // 19 characters: 182 px at 16 px
    const a = fitAxisTitle([full, 'cwnd (seg.)'], 150, 16);
    expect(a?.text).toBe(full);
    expect(a!.size).toBeGreaterThanOrEqual(16 * 0.7);
    expect(a!.text.length * a!.size * 0.6).toBeLessThanOrEqual(150 + 1e-9);
    expect(fitAxisTitle([full, 'cwnd (seg.)'], 100, 16)?.text).toBe('cwnd (seg.)');
    expect(fitAxisTitle([full, 'cwnd (seg.)'], 40, 16)).toBeNull();
  });
  it('never sets a title under 12 px: a 14 px title shrinks to 12, not to 9.8, then takes the short form', () => {
    // 'Window (segments)': 17 characters, 142.8 px at 14 px; 122.4 px at the 12 px floor.
    const shrunk = fitAxisTitle(['Window (segments)', 'cwnd (seg.)'], 130, 14);
    expect(shrunk?.text).toBe('Window (segments)');
    expect(shrunk!.size).toBeCloseTo((14 * 130) / 142.8, 6);
    expect(fitAxisTitle(['Window (segments)', 'cwnd (seg.)'], 110, 14)?.text).toBe('cwnd (seg.)');
    expect(fitAxisTitle(['Window (segments)', 'cwnd (seg.)'], 110, 14)!.size).toBeGreaterThanOrEqual(12);
    expect(fitAxisTitle(['Window (segments)', 'cwnd (seg.)'], 70, 14)).toBeNull();
  });
  it('keeps a title set under 12 px to begin with at its size or 70 % of it', () => {
    expect(titleFloor(10)).toBe(10);
    expect(titleFloor(12)).toBe(12);
    expect(titleFloor(16)).toBe(12);
    expect(titleFloor(19)).toBeCloseTo(13.3, 6);
  });
});
