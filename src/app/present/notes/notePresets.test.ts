import { describe, expect, it } from 'vitest';
import { findPreset } from '../../../sim';
import { leafValue } from '../../../i18n/keys';
import { LOCALE_TREES } from '../../../i18n/resources';
import { VIEWS } from '../../../views/registry';
import { matchPreset, NOTE_PRESETS, noteKey } from './notePresets';

describe('speaker notes', () => {
  it('every view has notes, for presets that exist, in both languages, with all four parts', () => {
    for (const v of VIEWS) {
      const presets = NOTE_PRESETS[v.id];
      expect(presets, v.id).toBeDefined();
      expect(presets[0]).toBe('default');
      for (const p of presets) {
        if (p !== 'default') expect(findPreset(p), p).toBeDefined();
        for (const lang of ['en', 'es'] as const) {
          for (const part of ['title', 'show', 'ask', 'point']) {
            const text = leafValue(LOCALE_TREES[lang], `${noteKey(v.id, p)}.${part}`);
            expect(typeof text === 'string' && text.length > 10, `${lang} ${v.id} ${p} ${part}`).toBe(true);
          }
        }
      }
    }
  });
  it('Spanish notes write numbers the Spanish way (no decimal point between digits)', () => {
    const es = JSON.stringify((LOCALE_TREES.es.present as Record<string, unknown>).notes);
    expect(es).not.toMatch(/\d\.\d/);
    expect(es).not.toMatch(/ejecuci/);
  });
  it('a run of a preset finds its notes, whatever its length or seed; another scenario gets the default', () => {
    const reno = findPreset('lab-baseline-reno')!.scenario as Record<string, unknown>;
    expect(matchPreset('sawtooth', reno)).toBe('lab-baseline-reno');
    expect(matchPreset('sawtooth', { ...reno, duration_s: 12, seed: 7 })).toBe('lab-baseline-reno');
    expect(matchPreset('sawtooth', findPreset('lab-baseline-cubic')!.scenario)).toBe('lab-baseline-cubic');
    expect(matchPreset('bufferbloat', findPreset('lab-bloat-2000-reno')!.scenario)).toBe('lab-bloat-2000-reno');
    expect(matchPreset('sawtooth', { ...reno, link: { rate_mbps: 10, delay_ms: 5 } })).toBe('default');
    expect(matchPreset('sawtooth', { not: 'a scenario' })).toBe('default');
    expect(matchPreset('sawtooth', null)).toBe('default');
  });
});
