// The class's questions over every view: each view whose speaker notes ask a question with a
// number or a choice for an answer offers it as a poll (notes:<view>.<preset>), and every poll of
// the catalog can be asked and answered: both languages, a demo the engine accepts, a metric that
// parses, choices the result can fall in.
import { describe, expect, it } from 'vitest';
import { parseMetric } from '../../lessons/metric';
import { parseScenario } from '../../sim';
import { NOTE_PRESETS } from '../present/notes/notePresets';
import en from './locales/en.json';
import es from './locales/es.json';
import { POLLS, pollResult, pollScenario, pollSpec } from './pollCatalog';

/** Views whose notes ask only open questions (why, what), with the question that shows it. */
const OPEN_ONLY: Record<string, string> = {
  // "What makes its round trip grow?": an explanation, not a number or a choice.
  'link-ping': 'default',
  // "Which cell will be darkest, and why?": answered by a whole sweep, not by one run.
  sweep: 'default',
};

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}
const t = (tree: unknown) => (key: string) => {
  const v = lookup(tree, key);
  if (typeof v !== 'string' || v.length === 0) throw new Error(`missing text ${key}`);
  return v;
};

describe('class polls over every view with speaker notes', () => {
  for (const view of Object.keys(NOTE_PRESETS)) {
    it(`${view}: ${OPEN_ONLY[view] ? 'open questions only (no poll from its notes)' : 'a poll from its speaker notes'}`, () => {
      const fromNotes = (POLLS[view] ?? []).filter((p) => p.id.startsWith('notes:'));
      if (OPEN_ONLY[view]) {
        expect(NOTE_PRESETS[view]).toContain(OPEN_ONLY[view]);
        expect(fromNotes).toEqual([]);
        return;
      }
      expect(fromNotes.length).toBeGreaterThan(0);
      for (const p of fromNotes) {
        // notes:<view>.<preset>: a preset the view has notes for.
        expect(p.id).toBe(`notes:${view}.${p.preset}`);
        expect(NOTE_PRESETS[view]).toContain(p.preset);
      }
    });
  }

  it('no poll belongs to a view without notes or a view the catalog does not know', () => {
    for (const view of Object.keys(POLLS)) expect(Object.keys(NOTE_PRESETS)).toContain(view);
  });
});

describe('every poll of the catalog', () => {
  const all = Object.values(POLLS).flat();

  it('has unique ids', () => {
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  for (const p of all) {
    it(`${p.id}: both languages, a demo the engine accepts, an answer the result can give`, () => {
      // The spec the server checks (question and every choice in es and en).
      const spec = pollSpec(p, t(es), t(en));
      expect(spec.question.es).not.toBe(spec.question.en);
      expect(spec.choices.map((c) => c.value)).toEqual([...p.choices]);
      expect(p.min).toBeLessThan(p.max);
      if (p.kind === 'choice') expect(p.choices.length).toBeGreaterThanOrEqual(2);
      else expect(p.choices).toEqual([]);
      // The demo: a scenario the engine parses.
      const scenario = pollScenario(p);
      expect(scenario).not.toBeNull();
      expect(() => parseScenario(scenario)).not.toThrow();
      if (p.metric !== null) expect(parseMetric(p.metric), p.metric).not.toBeNull();
      // A choice poll's result is one of its choices: the notes' answer, or where the value falls.
      if (p.kind === 'choice') {
        if (p.metric === null) expect(p.choices).toContain(p.answer);
        else for (const x of [0, 0.5, 0.95, 1, 1.5, 100]) expect(p.choices).toContain(p.choiceOf!(x));
      } else {
        expect(p.metric).not.toBeNull();
      }
      if (p.measured !== undefined) {
        expect(p.measuredSource).toBeTruthy();
        expect(['course-lab', 'tutorial-08', 'tutorial-10', 'sce-draft']).toContain(p.measuredSource);
      }
    });
  }

  it('a run\'s summary gives the result: a number poll its metric, a choice poll the choice it falls in', () => {
    // Summaries shaped as the engine's (src/sim/record/run-record.ts), with figures of the lab's runs.
    const rtt = POLLS['phase-plane'].find((p) => p.id === 'notes:phase-plane.lab-rtt-reno')!;
    const twoFlows = { flows: [{ goodput_mbps: 40.3 }, { goodput_mbps: 5.9 }], pings: [], queue: { drops: 528 }, jain: 0.64 };
    // 40.3 / 5.9 = 6.83
    expect(pollResult(rtt, twoFlows, pollScenario(rtt)).simulated).toBeCloseTo(6.83, 2);
    const share = POLLS.fairness.find((p) => p.id === 'notes:fairness.lab-parallel-cubic')!;
    // 100 × 5.9 / 46.2 = 12.77 %
    expect(pollResult(share, twoFlows, pollScenario(share)).simulated).toBeCloseTo(12.77, 2);
    const who = POLLS.fairness.find((p) => p.id === 'notes:fairness.lab-pair-reno-cubic')!;
    expect(pollResult(who, twoFlows, pollScenario(who)).choice).toBe('reno');
    expect(pollResult(who, { ...twoFlows, flows: [{ goodput_mbps: 22 }, { goodput_mbps: 23 }] }, pollScenario(who)).choice).toBe('even');
    const fair = POLLS['phase-plane'].find((p) => p.id === 'notes:phase-plane.lab-pair-reno')!;
    expect(pollResult(fair, twoFlows, pollScenario(fair)).choice).toBe('no');
    const queue = POLLS['loss-not-congestion'][0];
    expect(pollResult(queue, { ...twoFlows, queue: { drops: 0 } }, pollScenario(queue)).choice).toBe('no');
    expect(pollResult(queue, twoFlows, pollScenario(queue)).choice).toBe('yes');
    const frct = POLLS['frct-repair'][0];
    // 100 − 100 × 91.9 / 100 = 8.1 % of the 100 Mbit/s link
    expect(pollResult(frct, { flows: [{ goodput_mbps: 91.9 }], pings: [], queue: { drops: 0 }, jain: 1 }, pollScenario(frct)).simulated).toBeCloseTo(8.1, 6);
    const bdp = POLLS['bdp-pipe'][0];
    expect((pollScenario(bdp) as { flows: { cwnd_fixed?: number }[] }).flows[0].cwnd_fixed).toBe(100);
  });
});
