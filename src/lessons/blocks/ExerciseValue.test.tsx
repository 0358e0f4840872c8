// Issue 27, item 6: chapter 3's text before c3-e1b and its reno_trace.py command carry the
// student's own numbers, the ones the exercise's statement draws, not placeholders or the notes'
// 12. Rendered as the chapter page renders them, with and without a course code.
import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { c3e1b } from '../../exercises/defs/c3-e1b';
import { i18n } from '../../i18n';
import { LOCALE_TREES } from '../../i18n/resources';
import { sierraStore, type StudentIdentity } from '../../store';
import { ExerciseCommand, ExerciseValue, fillCommand } from './ExerciseValue';

const COMMAND = 'python3 reno_trace.py --ssthresh {ssthresh} --rounds {rounds} --dup-at-cwnd {dup_at_cwnd}[ --initial-cwnd {iw}]';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    react: { useSuspense: false },
    resources: { en: { translation: LOCALE_TREES.en }, es: { translation: LOCALE_TREES.es } },
    lng: 'es', fallbackLng: 'en', supportedLngs: ['es', 'en'], interpolation: { escapeValue: false },
  });
});

const initial = { ...sierraStore.getInitialState() };

/** A server render reads the store's initial state: the identity is written there too. */
function setIdentity(identity: StudentIdentity): void {
  Object.assign(sierraStore.getInitialState(), { identity });
  sierraStore.setState({ identity });
}

afterEach(() => {
  Object.assign(sierraStore.getInitialState(), initial);
  sierraStore.setState({ identity: initial.identity });
});

const command = () => {
  const html = renderToStaticMarkup(createElement(ExerciseCommand, { exercise: 'c3-e1b', command: COMMAND }));
  return /<code>([^<]*)<\/code>/.exec(html)![1];
};
const value = (name: string) => {
  const html = renderToStaticMarkup(createElement(ExerciseValue, { exercise: 'c3-e1b', name }));
  return />([^<]*)<\/span>/.exec(html)![1];
};

describe('the student\'s exercise numbers in the text', () => {
  it('without a course code: the notes\' command, ssthresh 8, dup ACKs at 12, 12 RTTs, no initial-window flag', () => {
    expect(command()).toBe('python3 reno_trace.py --ssthresh 8 --rounds 12 --dup-at-cwnd 12');
    expect(value('dup_at_cwnd')).toBe('12');
  });

  it('with a course code: the same numbers the exercise draws for that student, in the prose and the command', () => {
    let withIw = 0;
    for (let i = 0; i < 20; i++) {
      const identity = { course: 'REDES-2026-1', student: `s${i}` };
      setIdentity(identity);
      const p = c3e1b.params(identity) as Record<string, number>;
      const iw = p.iw === 1 ? '' : ` --initial-cwnd ${p.iw}`;
      if (iw) withIw++;
      expect(command()).toBe(`python3 reno_trace.py --ssthresh ${p.ssthresh} --rounds ${p.rounds} --dup-at-cwnd ${p.dup_at_cwnd}${iw}`);
      for (const name of ['iw', 'ssthresh', 'dup_at_cwnd', 'rounds']) expect(value(name)).toBe(String(p[name]));
      // The statement the student answers names the same numbers.
      expect(c3e1b.statement('en', p)).toContain(`cwnd reaches ${p.dup_at_cwnd}`);
    }
    expect(withIw).toBeGreaterThan(0);
  });

  it('writes a command\'s numbers as a shell takes them, and keeps a flag whose value is not the notes\'', () => {
    expect(fillCommand('x --a {a}[ --b {b}]', { a: 1234.5, b: 2 }, { a: 0, b: 2 })).toBe('x --a 1234.5');
    expect(fillCommand('x --a {a}[ --b {b}]', { a: 1, b: 3 }, { a: 0, b: 2 })).toBe('x --a 1 --b 3');
  });

  it('chapter 3 in both languages fills the text and the command from c3-e1b, with no placeholder left', () => {
    for (const lang of ['es', 'en']) {
      const mdx = readFileSync(new URL(`../reno-phases/${lang}.mdx`, import.meta.url), 'utf8');
      expect(mdx).toContain(`<ExerciseCommand exercise="c3-e1b" command="${COMMAND}" />`);
      for (const name of ['iw', 'ssthresh', 'dup_at_cwnd', 'rounds']) expect(mdx).toContain(`<ExerciseValue exercise="c3-e1b" name="${name}" />`);
      expect(mdx).not.toMatch(/--ssthresh SSTHRESH|--dup-at-cwnd CWND|reaches 12|llega a 12/);
    }
  });
});
