// A widget's links to its full view carry its speed when the view takes it (and the view then
// starts at that speed: its fromScenario keeps the address's speed), and the presenter's flag.
import { describe, expect, it } from 'vitest';
import { VIEW_DECLARATIONS } from '../../views/declarations';
import { readViewParams } from '../../views/shared/viewParams';
import { fromBase64Url } from './link';
import { widgetViewPath } from './viewLink';

// A widget's scenario as a chapter writes it (a TCP flow over the course's dumbbell).
const preset = { version: 1, duration_s: 30, link: { rate_mbps: 50, delay_ms: 20, reverse_delay_ms: 20 }, flows: [{ id: 's1', cc: 'reno' }] };

describe('a widget\'s link to its full view', () => {
  it('carries the scenario, the speed and the presenter flag', () => {
    const path = widgetViewPath('sawtooth', preset, { speed: 5, present: true });
    const url = new URL(path, 'http://lab');
    expect(url.pathname).toBe('/views/sawtooth');
    expect(JSON.parse(fromBase64Url(url.searchParams.get('scenario')!)!)).toEqual(preset);
    expect(url.searchParams.get('speed')).toBe('5');
    expect(url.searchParams.get('present')).toBe('1');
  });

  it('leaves out a speed the view would refuse, and nothing is added without options', () => {
    const bloatSpeeds = VIEW_DECLARATIONS.bufferbloat.params.find((p) => p.name === 'speed');
    expect(bloatSpeeds?.type).toBe('enum');
    expect(new URL(widgetViewPath('bufferbloat', preset, { speed: 0.123 }), 'http://lab').searchParams.has('speed')).toBe(false);
    expect(widgetViewPath('sawtooth', preset)).toMatch(/^\/views\/sawtooth\?scenario=[A-Za-z0-9_-]+$/);
  });

  for (const [id, d] of Object.entries(VIEW_DECLARATIONS)) {
    const speedParam = d.params.find((p) => p.name === 'speed');
    if (!speedParam) continue;
    it(`${id}: the linked speed is the one the view starts with`, () => {
      const path = widgetViewPath(id, preset, { speed: 2 });
      const search = new URL(path, 'http://lab').search;
      if (!new URLSearchParams(search).has('speed')) return; // a speed list without 2
      const read = readViewParams(d.params, search);
      const options = d.fromScenario(preset, { ...d.defaults, ...read.initial }) ?? { ...d.defaults, ...read.initial };
      expect(speedParam.get(options as never)).toEqual(speedParam.get({ ...d.defaults, ...read.initial } as never));
      expect(Number(speedParam.get(options as never))).toBe(2);
    });
  }
});
