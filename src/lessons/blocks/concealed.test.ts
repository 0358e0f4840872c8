// Issue 22, item 4: an exercise widget never shows a value that answers its own question before
// the answer is checked. The scan below draws, for every run-and-report exercise and several
// students, the labels its widget's panels would print over the run (the ping panel's full-buffer
// bound, the sawtooth's BDP, BDP + buffer, half and full-queue RTT: the same functions the panels
// call) and requires every label that gives away a worked part (equal to it within 5 %, or equal
// once the base RTT the statement names is taken off) to be concealed until that part is checked.
import { describe, expect, it } from 'vitest';
import { EXERCISES, exerciseById } from '../../exercises/registry';
import type { ExerciseDef } from '../../exercises/types';
import { panelOptions } from '../../panels/ping-rtt/panelOptions';
import { pingRunInfo } from '../../panels/ping-rtt/pingData';
import { referenceLines } from '../../panels/sawtooth/refs';
import { linkOf } from '../../panels/shared/linkOf';
import { concealedOptions, revealed } from './concealed';

interface Label {
  panel: string;
  /** The panel option that hides it. */
  hiddenBy: Record<string, unknown>;
  unit: string;
  value: number;
  /** The base RTT it includes, ms (a student takes it off to get the drain time). */
  base?: number;
}

const LABELS: Record<string, (scenario: unknown) => Label[]> = {
  'ping-rtt': (sc) => {
    const i = pingRunInfo(sc);
    return i.boundMs === null || i.flowStartS === null ? [] : [{ panel: 'ping-rtt', hiddenBy: { bound: false }, unit: 'ms', value: i.boundMs, base: i.delayMs }];
  },
  sawtooth: (sc) => {
    const l = linkOf(sc);
    if (!l || l.bufferBytes === null) return [];
    const r = referenceLines(l.rateMbps, l.rttMs, l.bufferBytes);
    const saw = (unit: string, value: number, base?: number): Label => ({ panel: 'sawtooth', hiddenBy: { refs: false }, unit, value, ...(base !== undefined ? { base } : {}) });
    return [saw('', r.bdp), saw('', r.total), saw('', r.half), saw('ms', r.fullRttMs, r.baseRttMs)];
  },
};

const near = (a: number, b: number) => b !== 0 && Math.abs(a - b) / Math.abs(b) <= 0.05;
const CONTEXTS = [{ course: null, student: null }, ...['ana', 's001', 's042', 's199'].map((student) => ({ course: 'REDES-2026-1', student }))];

/** Every (exercise, part, panel) where a label gives the part away, for these students. */
function giveaways(def: ExerciseDef): { part: string; label: Label }[] {
  const out: { part: string; label: Label }[] = [];
  for (const ctx of CONTEXTS) {
    const params = def.params(ctx);
    const form = def.form(params);
    if (form.kind !== 'run-and-report') continue;
    const key = def.key(params);
    const scenario = def.scenario?.(params);
    const labels = form.widget.panels.flatMap((p) => LABELS[p]?.(scenario) ?? []);
    for (const f of form.fields) {
      const k = key[f.name];
      if (typeof k !== 'number') continue;
      for (const l of labels) {
        if (l.unit === f.unit && (near(l.value, k) || (l.base !== undefined && near(l.value - l.base, k)))) out.push({ part: f.name, label: l });
      }
    }
  }
  return out;
}

describe('exercise widgets conceal what answers their own question', () => {
  const runExercises = EXERCISES.filter((d) => d.kind === 'run-and-report');

  it('every label that gives a worked part away is hidden until that part is checked', () => {
    const found = new Set<string>();
    for (const def of runExercises) {
      const form = def.form(def.params({ course: null, student: null }));
      if (form.kind !== 'run-and-report') continue;
      for (const g of giveaways(def)) {
        found.add(def.id);
        const hiding = (form.widget.concealed ?? []).filter((c) => c.panel === g.label.panel && c.until.includes(g.part));
        expect(hiding.length, `${def.id}: ${g.label.panel} prints ${g.label.value} (${g.part})`).toBeGreaterThan(0);
        expect(concealedOptions(hiding, [])[g.label.panel], def.id).toMatchObject(g.label.hiddenBy);
      }
    }
    // The scan finds the known cases: c8-e8's "1300 KiB full: 253 ms", lab-s4's bound, c11-e11's BDP.
    expect([...found].sort()).toEqual(['c11-e11', 'c8-e8', 'lab-s4']);
  });

  it('c8-e8: the ping panel draws no full-buffer bound until both worked numbers are checked', () => {
    const def = exerciseById('c8-e8')!;
    const form = def.form(def.params({ course: 'REDES-2026-1', student: 'ana' }));
    if (form.kind !== 'run-and-report') throw new Error('c8-e8 is a run exercise');
    const list = form.widget.concealed;
    const check = (answer: Record<string, unknown>) => ({ t: '2026-05-20T09:00:00Z', answer });
    expect(concealedOptions(list, undefined)).toEqual({ 'ping-rtt': { bound: false } });
    expect(panelOptions(concealedOptions(list, [])['ping-rtt']).bound).toBe(false);
    // A check with one of the two still empty reveals nothing; an empty string is not an answer.
    expect(concealedOptions(list, [check({ queue_ms: 200, rtt_loaded_ms: null })])).toEqual({ 'ping-rtt': { bound: false } });
    expect(revealed(list![0], [check({ queue_ms: 200, rtt_loaded_ms: '' })])).toBe(false);
    expect(concealedOptions(list, [check({ queue_ms: 200, rtt_loaded_ms: null }), check({ queue_ms: 200, rtt_loaded_ms: 240 })])).toEqual({});
    expect(panelOptions(undefined).bound).toBe(true);
  });
});
