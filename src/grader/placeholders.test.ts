// No {{placeholder}} ever reaches a student: every feedback message, hint and field label an
// exercise's check can produce, for many students' parameters and for right, wrong, close,
// empty and run-less answers, in both languages, is interpolated. Run-and-report exercises are
// also checked with a run of their assigned experiment (one real simulation's summary, its
// scenario set to each exercise's: enough for the checks to read their fields).
import { describe, expect, it } from 'vitest';
import { EXERCISES, type Answer, type ExerciseDef, type Feedback, type RunRecordLike } from '../exercises';
import { assignedScenario, normaliseScenario } from '../exercises/runs';
import { simulate } from '../cli/grade-worker';

const PLACEHOLDER = /\{\{[^}]*\}\}/;
const STUDENTS = ['ana', 's001', 's179', 'Bob.Perez', ''];

function variants(key: Answer): Answer[] {
  const out: Answer[] = [key, {}];
  for (const factor of [8, 1.03, 0.5, -1]) {
    const a: Answer = {};
    for (const [k, v] of Object.entries(key)) {
      if (typeof v === 'number') a[k] = v * factor;
      else if (Array.isArray(v) && Array.isArray(v[0])) a[k] = (v as (number | null)[][]).map((row) => row.map((c) => (c === null ? null : c + factor)));
      else if (typeof v === 'string') a[k] = factor > 1 ? v : 'zzz';
      else a[k] = v;
    }
    out.push(a);
  }
  out.push(Object.fromEntries(Object.keys(key).map((k) => [k, 'abc'])));
  return out;
}

function texts(f: Feedback): string[] {
  return [f.message.es, f.message.en, ...(f.hint ? [f.hint.es, f.hint.en] : [])];
}

let baseRun: RunRecordLike | null = null;
function runFor(def: ExerciseDef, params: ReturnType<ExerciseDef['params']>): RunRecordLike | null {
  const s = assignedScenario(def, params);
  const n = s ? normaliseScenario(s) : null;
  if (!n || !n.ok) return null;
  if (!baseRun) {
    const { series: _s, ...rec } = simulate({ version: 1, duration_s: 2, link: { rate_mbps: 10, delay_ms: 10 }, flows: [{ id: 'a', cc: 'reno' }], pings: [{ id: 'p', interval_ms: 100 }] });
    baseRun = rec as unknown as RunRecordLike;
  }
  return { ...structuredClone(baseRun), scenario: n.scenario };
}

describe('feedback reaches a student interpolated', () => {
  it('every message, hint and label of every exercise, both languages', () => {
    const leaks: string[] = [];
    for (const def of EXERCISES) {
      for (const student of STUDENTS) {
        for (const course of ['REDES-2026-1', null]) {
          const params = def.params({ course, student });
          const run = def.kind === 'run-and-report' ? runFor(def, params) : null;
          let key: Answer = def.key(params);
          if (run && def.keyFromRun) {
            try {
              key = def.keyFromRun(params, run);
            } catch {
              // A summary without the figure this exercise reads: its run-less key still checks the rest.
            }
          }
          const form = def.form(params);
          const labels = 'fields' in form ? form.fields.flatMap((f) => ('label' in f ? [f.label.es, f.label.en] : [])) : [];
          for (const l of labels) if (PLACEHOLDER.test(l)) leaks.push(`${def.id} label: ${l}`);
          for (const answer of variants(key)) {
            for (const runs of run ? [[run], []] : [undefined]) {
              let fb: Feedback;
              try {
                fb = def.check(params, answer, runs ? { runs } : {});
              } catch (e) {
                leaks.push(`${def.id} threw on ${JSON.stringify(answer)}: ${(e as Error).message}`);
                continue;
              }
              for (const t of texts(fb)) if (PLACEHOLDER.test(t)) leaks.push(`${def.id}: ${t}`);
            }
          }
        }
      }
    }
    expect([...new Set(leaks)].slice(0, 20)).toEqual([]);
  }, 120_000);
});
