import { describe, expect, it } from 'vitest';
import { readSweepLink, writeSweepLink } from './link';

const sweep = { version: 1, base: { version: 1, duration_s: 1, flows: [{ id: 's1' }] }, axes: [{ path: 'link.loss', values: [0, 0.01] }] };

describe('the sweep in the address', () => {
  it('round-trips a preset and a pasted sweep, keeping the other parameters', () => {
    const withPreset = writeSweepLink('?lang=es&projector=1', { preset: 'course-loss-table' });
    expect(withPreset).toBe('?lang=es&projector=1&preset=course-loss-table');
    expect(readSweepLink(withPreset)).toEqual({ kind: 'preset', preset: 'course-loss-table' });
    const withSweep = writeSweepLink(withPreset, { sweep });
    expect(withSweep).not.toContain('preset=');
    const back = readSweepLink(withSweep);
    expect(back.kind === 'sweep' && JSON.parse(back.text)).toEqual(sweep);
  });

  it('leaves the default preset out, and says what is wrong with a damaged link', () => {
    expect(writeSweepLink('?lang=en&sweep=abc', { preset: 'demo' })).toBe('?lang=en');
    expect(readSweepLink('?lang=en')).toEqual({ kind: 'none' });
    expect(readSweepLink('?sweep=%%%')).toEqual({ kind: 'bad', problem: 'encoding' });
    expect(readSweepLink(`?sweep=${btoa('[1,2]')}`)).toEqual({ kind: 'bad', problem: 'shape' });
    expect(readSweepLink(`?sweep=${btoa('{oops')}`)).toEqual({ kind: 'bad', problem: 'json' });
  });
});
