// Issue 22, item 1: per-student experiments. Over the whole catalogue and a class of 300, no two
// students share a key: a numeric or table exercise's key (every number the student reports), a
// run's experiment (its scenario without the seed, which barely moves a figure: docs/model.md)
// together with the closed-form parts worked out before the run. Pure choices are exempt and say
// so (`copyProof: false`). The drawn figures also spread over more than the close band, and a
// run's drawn link costs the grader at most twice the notes' experiment.
import { describe, expect, it } from 'vitest';
import { estimateCost } from '../../sim/scenario/cost';
import { parseScenario } from '../../sim/scenario/parse';
import { CLOSE_FACTOR } from '../define';
import { EXERCISES } from '../registry';
import type { ExerciseDef, ExerciseParams } from '../types';

const COURSE = 'redes-2026';
const CLASS = Array.from({ length: 300 }, (_, i) => `s${String(i + 1).padStart(3, '0')}`);

function experiment(e: ExerciseDef, p: ExerciseParams): string {
  const key = e.key(p);
  if (!e.scenario) return JSON.stringify(key);
  const s = e.scenario(p);
  delete s.seed;
  return JSON.stringify([s, key]);
}

/** The drawn link's fields: the cost bound compares a student's experiment with the same one on the notes' link. */
const LINK_FIELDS = { rate_mbps: 1, rtt_ms: 1, buffer_kib: 1 };

function cost(e: ExerciseDef, p: ExerciseParams): number {
  return estimateCost(parseScenario(e.scenario!(p))).events;
}

describe('per-student experiments (issue 22, item 1)', () => {
  for (const e of EXERCISES) {
    const params = CLASS.map((student) => e.params({ course: COURSE, student }));
    if (e.copyProof === false) {
      it(`${e.id} is a pure choice, declared not copy-proof`, () => {
        expect(e.kind).toBe('choice');
      });
      continue;
    }
    it(`${e.id}: no two of 300 students share a key`, () => {
      const seen = new Map<string, string>();
      const shared: string[] = [];
      params.forEach((p, i) => {
        const k = experiment(e, p);
        const other = seen.get(k);
        if (other) shared.push(`${other} and ${CLASS[i]}`);
        else seen.set(k, CLASS[i]);
      });
      expect(shared).toEqual([]);
    });
    it(`${e.id}: each reported closed-form number spreads over more than the close band`, () => {
      const keys = params.map((p) => e.key(p));
      for (const name of Object.keys(keys[0])) {
        const values = keys.map((k) => k[name]).filter((v): v is number => typeof v === 'number');
        if (values.length === 0) continue;
        const lo = Math.min(...values);
        const hi = Math.max(...values);
        // Relative spread of the class's right answers against the exercise's close band (2,5 x tolerance).
        expect(hi - lo, `${e.id}.${name}`).toBeGreaterThan(Math.abs(lo) * Math.max(e.tolerance, 0.01) * CLOSE_FACTOR);
      }
    });
    if (e.scenario) {
      it(`${e.id}: a drawn experiment costs at most twice the same case on the notes' link`, () => {
        const notes = e.params({ course: null, student: null });
        const onNotesLink = (p: ExerciseParams) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, k in LINK_FIELDS && k in notes ? notes[k] : v]));
        for (const p of params) expect(cost(e, p), JSON.stringify(p)).toBeLessThanOrEqual(2 * cost(e, onNotesLink(p)));
      });
    }
  }
});
