import { describe, expect, it } from 'vitest';
import { fitAxisTitle } from './axisTitle';

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
});
