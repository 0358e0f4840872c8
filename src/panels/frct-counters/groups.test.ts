// Every RIB line the counters panel lists is explained in both languages, and a line tied to a
// glossary concept names an entry the lessons' glossary has (its definition is shown, not copied).
// That every line the engine sends is in a group is checked against the engine in
// src/frct-repair-scenarios.test.ts.
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../lessons/glossary';
import lessonsEn from '../../lessons/locales/en.json';
import lessonsEs from '../../lessons/locales/es.json';
import en from './locales/en.json';
import es from './locales/es.json';
import { GROUPS, groupLines, type LineDef } from './groups';

const lines: LineDef[] = GROUPS.flatMap((g) => [...g.lines]);
type Texts = Record<string, string>;

describe('the counters panel\'s lines and their explanations', () => {
  it('lists each line once, with a key of its own', () => {
    expect(new Set(lines.map((l) => l.name)).size).toBe(lines.length);
    expect(new Set(lines.map((l) => l.key)).size).toBe(lines.length);
  });

  it('explains every line and names every group in both languages, and nothing else', () => {
    for (const lang of [en, es]) {
      const c = lang.panels.frctCounters;
      expect(Object.keys(c.lines).sort()).toEqual(lines.map((l) => l.key).sort());
      for (const l of lines) expect((c.lines as Texts)[l.key].length, l.key).toBeGreaterThan(20);
      expect(Object.keys(c.groups).sort()).toEqual([...GROUPS.map((g) => g.id), 'other'].sort());
    }
  });

  it('ties lines only to glossary entries that have a definition in both languages', () => {
    const ids = new Set(GLOSSARY.map((g) => g.id));
    for (const l of lines) {
      if (!l.term) continue;
      expect(ids.has(l.term), l.term).toBe(true);
      for (const g of [lessonsEn.lessons.glossary, lessonsEs.lessons.glossary]) {
        expect((g as Record<string, { definition?: string }>)[l.term]?.definition, l.term).toBeTruthy();
      }
    }
    // The chapter's repair drivers each lead to their glossary entry.
    const term = (name: string) => lines.find((l) => l.name === name)?.term;
    expect([term('RXM (RTO-driven) sent'), term('RXM (RACK-driven) sent'), term('D-SACKs received')]).toEqual(['rto', 'rack', 'd-sack']);
  });

  it('places lines by name, and a name no group lists under "other", once', () => {
    const g = groupLines(['Smoothed rtt (ns)', 'a new line'], ['RXM (RTO-driven) sent', 'a new line']);
    expect(g.map((x) => x.id)).toEqual(['rxm', 'estimator', 'other']);
    expect(g[0].lines[0]).toEqual({ name: 'RXM (RTO-driven) sent', key: 'rxmRto', term: 'rto', state: -1, counter: 0 });
    expect(g[2].lines).toEqual([{ name: 'a new line', key: null, term: null, state: 1, counter: 1 }]);
  });
});
