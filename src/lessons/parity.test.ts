// Parity of the two languages of every chapter, read from the MDX sources (no compiling): the
// same blocks in the same order, the same widgets (preset, overrides, panels), predictions and
// exercises; glossary terms and exercises that exist; numbers written the language's way; and
// no user-visible English in the block components (their strings come from the locale files).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { exerciseById } from '../exercises/registry';
import { PANEL_NAMES } from '../panels/types';
import { CHAPTERS } from './chapters';
import { BLOCK_COMPONENTS } from './components';
import { glossaryEntry } from './glossary';
import { blockTags, foreignDecimals, proseOf, type BlockTag } from './mdxSource';
import { parseMetric } from './metric';

const DIR = import.meta.dirname;
const BLOCKS = Object.keys(BLOCK_COMPONENTS);
const ORDERED = BLOCKS.filter((b) => b !== 'Term');
const SOURCES = ['course-lab', 'tutorial-08', 'tutorial-10', 'sce-draft'];

const read = (slug: string, lang: 'es' | 'en') => readFileSync(join(DIR, slug, `${lang}.mdx`), 'utf8');
const bilingual = CHAPTERS.filter((c) => existsSync(join(DIR, c.slug, 'es.mdx')) && existsSync(join(DIR, c.slug, 'en.mdx')));
const written = CHAPTERS.flatMap((c) => (['es', 'en'] as const).filter((l) => existsSync(join(DIR, c.slug, `${l}.mdx`))).map((lang) => ({ slug: c.slug, lang })));

/** What must be the same in both languages: the block, and its language-free attributes. */
function signature(tag: BlockTag): string {
  const a = tag.attrs;
  const squash = (v: string | undefined) => (v === undefined ? '' : v.replace(/\s+/g, ''));
  switch (tag.name) {
    case 'Widget':
      return `Widget ${a.id} preset=${a.preset ?? ''} scenario=${squash(a.scenario)} set=${squash(a.set)} panels=${squash(a.panels)} view=${a.view ?? ''} model=${squash(a.model)}`;
    case 'Predict': {
      const values = [...(a.choices ?? '').matchAll(/value:\s*["']([^"']+)["']/g)].map((m) => m[1]).join(',');
      return `Predict ${a.id} widget=${a.widget} unit=${a.unit} metric=${a.metric} measured=${squash(a.measured)} source=${a.measuredSource ?? ''} choices=${values}`;
    }
    case 'Exercise':
      return `Exercise ${a.id}`;
    default:
      return tag.name;
  }
}

describe('chapter texts', () => {
  it('exist for Session A in both languages', () => {
    expect(bilingual.map((c) => c.number)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
  });

  for (const c of bilingual) {
    describe(`chapter ${c.number} (${c.slug})`, () => {
      const es = blockTags(read(c.slug, 'es'), BLOCKS);
      const en = blockTags(read(c.slug, 'en'), BLOCKS);

      it('has the same blocks in the same order in es and en, with the same widgets, predictions and exercises', () => {
        const sig = (tags: BlockTag[]) => tags.filter((t) => ORDERED.includes(t.name)).map(signature);
        expect(sig(en)).toEqual(sig(es));
      });

      // Issue 12 asks this of Session A's chapters (1 to 5); later sessions set their own.
      it.skipIf(c.number > 5)('has what a chapter of Session A needs: a widget, a prediction, a key idea, a common mistake, an exercise, a summary', () => {
        for (const name of ['Widget', 'Predict', 'KeyIdea', 'CommonMistake', 'Exercise', 'Summary']) {
          expect(es.some((t) => t.name === name), `${name} in es`).toBe(true);
        }
      });

      it('places each prediction before the widget it names, with a metric that parses and a known measurement source', () => {
        for (const tags of [es, en]) {
          tags.forEach((t, i) => {
            if (t.name !== 'Predict') return;
            const widgetAt = tags.findIndex((w) => w.name === 'Widget' && w.attrs.id === t.attrs.widget);
            expect(widgetAt, `${t.attrs.id}: widget ${t.attrs.widget} after it`).toBeGreaterThan(i);
            expect(parseMetric(t.attrs.metric ?? ''), `${t.attrs.id}: metric ${t.attrs.metric}`).not.toBeNull();
            if (t.attrs.measured !== undefined) expect(SOURCES, `${t.attrs.id}: measuredSource`).toContain(t.attrs.measuredSource);
          });
        }
      });

      it('uses unique widget and prediction ids, and panels the registry names', () => {
        for (const tags of [es, en]) {
          const ids = tags.filter((t) => t.name === 'Widget' || t.name === 'Predict').map((t) => t.attrs.id);
          expect(new Set(ids).size, ids.join()).toBe(ids.length);
          for (const w of tags.filter((t) => t.name === 'Widget')) {
            const panels = JSON.parse(w.attrs.panels ?? '[]') as string[];
            expect(panels.length, `${w.attrs.id} panels`).toBeGreaterThan(0);
            for (const p of panels) expect(PANEL_NAMES as readonly string[], `${w.attrs.id}: panel ${p}`).toContain(p);
            expect(w.attrs.preset !== undefined || w.attrs.scenario !== undefined || w.attrs.model !== undefined, `${w.attrs.id}: preset, scenario or model`).toBe(true);
          }
        }
      });
    });
  }

  for (const { slug, lang } of written) {
    describe(`${slug}/${lang}.mdx`, () => {
      const source = read(slug, lang);
      const tags = blockTags(source, BLOCKS);

      it('names only glossary terms and existing exercises', () => {
        for (const t of tags.filter((x) => x.name === 'Term')) expect(glossaryEntry(t.attrs.id ?? ''), `line ${t.line}: Term ${t.attrs.id}`).toBeDefined();
        for (const t of tags.filter((x) => x.name === 'Exercise')) expect(exerciseById(t.attrs.id ?? ''), `line ${t.line}: Exercise ${t.attrs.id}`).toBeDefined();
      });

      it(`writes numbers the ${lang === 'es' ? 'Spanish' : 'English'} way outside code and props`, () => {
        expect(foreignDecimals(proseOf(source), lang)).toEqual([]);
      });

      it('uses only the block components the page provides, and no imports', () => {
        const used = new Set([...blankTagNames(source)]);
        for (const name of used) expect(BLOCKS, `<${name}>`).toContain(name);
        expect(source).not.toMatch(/^import\s/m);
      });
    });
  }
});

function blankTagNames(source: string): string[] {
  return [...proseFreeTags(source)].map((m) => m[1]);
}
function proseFreeTags(source: string) {
  return source.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]+`/g, '').matchAll(/<([A-Z][A-Za-z0-9]*)[\s/>]/g);
}

describe('the number check itself', () => {
  it('catches a decimal of the other language and leaves thousands, code and props alone', () => {
    expect(foreignDecimals(proseOf('a 0,5 b and 1,22 and 250,000 bytes and 1,500'), 'en')).toEqual(['0,5', '1,22']);
    expect(foreignDecimals(proseOf('un 0.5 y 1.22 y 100.000 y 250 000 y 3.7.1 y 10.0.0.1'), 'es')).toEqual(['0.5', '1.22']);
    expect(foreignDecimals(proseOf('`0.5` y <Predict measured={0.5} unit="0.5">texto 0,5</Predict>'), 'es')).toEqual([]);
    expect(foreignDecimals(proseOf('```\nrtt:58.127\n```\nel RTT'), 'es')).toEqual([]);
  });
  it('reads attributes with nested braces and quotes', () => {
    const [w] = blockTags('<Widget id="w" set={{ "a.b": 1, c: "}" }} panels={["x"]} />', ['Widget']);
    expect(w.attrs).toEqual({ id: 'w', set: '{ "a.b": 1, c: "}" }', panels: '["x"]' });
  });
});

describe('block components', () => {
  it('show no text of their own: every visible string comes from the locale files', () => {
    const offenders: string[] = [];
    for (const f of ['blocks', 'page', 'work']) {
      for (const name of readdirSync(join(DIR, f)).filter((n) => n.endsWith('.tsx'))) {
        offenders.push(...visibleLiterals(readFileSync(join(DIR, f, name), 'utf8')).map((x) => `${f}/${name}: ${x}`));
      }
    }
    expect(offenders).toEqual([]);
  });
  it('the scan itself finds text between tags and in user-facing attributes', () => {
    expect(visibleLiterals('const a = <p title="Hello there">Run it <b>{t(\'x\')}</b> · →</p>;')).toEqual(['title="Hello there"', '"Run it"']);
  });
});

/** JSX text with a word in it, and literal aria-label / title / placeholder / alt values. */
function visibleLiterals(source: string): string[] {
  const file = ts.createSourceFile('x.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) out.push(`"${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const attr = node.name.getText(file);
      if (['aria-label', 'title', 'placeholder', 'alt'].includes(attr) && /\p{L}{2,}/u.test(node.initializer.text)) out.push(`${attr}="${node.initializer.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}
