// The fairness view's scenarios are the engine's: each of the notes' experiments it loads is the
// preset of that experiment (same link, queue, flows, starts, delays and connections), and every
// queue, algorithm and host count it offers parses. (Views may not import the engine; this test,
// outside them, may.)
import { describe, expect, it } from 'vitest';
import { findPreset, parseScenario } from './sim';
import { EXPERIMENTS, experimentOptions } from './views/Fairness/experiments';
import { buildScenario, CCS, DEFAULT_HOST, DEFAULT_OPTIONS, MAX_HOSTS, MAX_PARALLEL, optionsFromScenario, QUEUES } from './views/Fairness/options';

describe('the fairness view’s scenarios', () => {
  it('each experiment it loads runs the engine’s lab preset of that name', () => {
    for (const e of EXPERIMENTS) {
      const preset = findPreset(`lab-${e}`);
      expect(preset, e).toBeDefined();
      const ours = parseScenario(buildScenario(experimentOptions(e, DEFAULT_OPTIONS)));
      // The same experiment as the preset, on ideal hosts: the view leaves the course-lab profile
      // to the lab presets (the notes' hosts), so the square law shows as the lesson teaches it.
      const theirs = parseScenario({ ...(preset!.scenario as Record<string, unknown>), hosts: 'ideal' });
      // The flows' ECN is the only field the view sets for itself (off for Reno and CUBIC, as the presets).
      expect(ours, e).toEqual(theirs);
    }
  });

  it('every queue, algorithm and host count it offers parses, and reads back', () => {
    for (const queue of QUEUES) {
      for (const cc of CCS) {
        for (const n of [1, 2, MAX_HOSTS]) {
          const o = { ...DEFAULT_OPTIONS, queue, hosts: Array.from({ length: n }, (_, i) => ({ ...DEFAULT_HOST, cc, startS: i * 0.1, extraMs: i * 10, parallel: i === 0 ? MAX_PARALLEL : 1 })) };
          const parsed = parseScenario(buildScenario(o));
          expect(parsed.flows, `${queue} ${cc} ${n}`).toHaveLength(n);
          expect(parsed.link.queue.kind).toBe(queue === 'fifo' ? 'fifo' : 'cake');
          expect(optionsFromScenario(parsed, DEFAULT_OPTIONS)).toEqual(o);
        }
      }
    }
  });
});
