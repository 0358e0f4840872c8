// c11-e12, the notes' exercise 12 (seeds/003, line 980: "Podríamos resolver el bufferbloat usando
// BBR en todas partes...") as statements to judge. What backs each one: BBR's criticisms with
// shallow and deep buffers (lines 762-763), "delay-based" as a mistake (line 767), the RED
// experiment (lines 805-840: the short queue, not ECN, lowers the delay), fair queueing as the
// router's defence (line 919).
import { describe, expect, it } from 'vitest';
import { c11e12, STATEMENTS } from './c11-e12';

type P = { statements: string[] };
const notes = c11e12.params({ course: null, student: null }) as P;
const holds = (id: string) => STATEMENTS.find((s) => s.id === id)!.holds;

describe('c11-e12: BBR everywhere, or a better queue', () => {
  it('the notes\' claim: BBR alone neither protects the other flows nor removes the queue', () => {
    expect(holds('others-still-fill')).toBe(true);
    expect(holds('bbr-no-queue')).toBe(false);
    expect(holds('delay-based')).toBe(false);
    expect(holds('deep-buffer-bbr-wins')).toBe(false);
    expect(holds('shallow-buffer-cubic-safe')).toBe(false);
    expect(holds('ecn-alone')).toBe(false);
    expect(holds('aqm-any-sender')).toBe(true);
  });

  it('without a course: every statement, in order; the key ticks the ones that hold', () => {
    expect(notes.statements).toEqual(STATEMENTS.map((s) => s.id));
    const key = c11e12.key(notes).choice as string[];
    expect(key).toEqual(STATEMENTS.filter((s) => s.holds).map((s) => s.id));
    expect(c11e12.check(notes, { choice: key })).toMatchObject({ verdict: 'right', score: 1 });
    expect(c11e12.form(notes)).toMatchObject({ kind: 'choice', multiple: true });
    // Numbered as the feedback names them ("Statement 3").
    const form = c11e12.form(notes) as { options: { label: { es: string; en: string } }[] };
    expect(form.options[2].label.en).toMatch(/^3\. An AQM/);
    expect(form.options[2].label.es).toMatch(/^3\. Un AQM/);
  });

  it('each misjudged statement costs its share, and the first one gives its hint', () => {
    const key = c11e12.key(notes).choice as string[];
    const f = c11e12.check(notes, { choice: [...key, 'delay-based'] });
    expect(f.verdict).toBe('wrong');
    expect(f.score).toBeCloseTo(10 / 11, 6);
    expect(f.mistake).toBe('delay-based');
    expect(f.hint?.en).toMatch(/estimates the bandwidth/);
    const g = c11e12.check(notes, { choice: key.filter((id) => id !== 'aqm-any-sender') });
    expect(g.mistake).toBe('aqm-any-sender');
    expect(g.message.es).toMatch(/Afirmación 3: incorrect/);
  });

  it('nothing ticked is no answer yet', () => {
    expect(c11e12.check(notes, { choice: [] }).verdict).toBe('incomplete');
    expect(c11e12.check(notes, {}).verdict).toBe('incomplete');
  });

  it('each student judges six statements, at least two that hold and two that do not, in their own order', () => {
    const sets = Array.from({ length: 60 }, (_, i) => (c11e12.params({ course: 'REDES', student: `s${i}` }) as P).statements);
    for (const s of sets) {
      expect(s).toHaveLength(6);
      expect(new Set(s).size).toBe(6);
      expect(s.filter(holds).length).toBeGreaterThanOrEqual(2);
      expect(s.filter((id) => !holds(id)).length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(sets.map((s) => s.join())).size).toBeGreaterThan(50);
  });
});

describe('c11-e12: someone else\'s answer', () => {
  it('ticking statements outside the student\'s own set scores nothing', () => {
    const alice = c11e12.params({ course: 'REDES', student: 'alice' }) as P;
    const bob = c11e12.params({ course: 'REDES', student: 'bob' }) as P;
    const aliceKey = c11e12.key(alice).choice as string[];
    if (aliceKey.some((id) => !bob.statements.includes(id))) {
      const f = c11e12.check(bob, { choice: aliceKey });
      expect(f).toMatchObject({ verdict: 'wrong', score: 0 });
      expect(f.message.en).toMatch(/not in your set/);
    }
    const outside = STATEMENTS.map((s) => s.id).find((id) => !bob.statements.includes(id) && holds(id))!;
    expect(c11e12.check(bob, { choice: [...(c11e12.key(bob).choice as string[]), outside] }).score).toBe(0);
  });
});
