// What a careful reader found in the chapters (issue 27), held by reading the MDX sources and the
// chapter summaries: Spanish per ../shared/GLOSSARY.md, numbers written the language's way, the
// FRCT header of Tutorial 08 whole, the runs a chapter's text compares with actually shown, and
// simulator results asked of the run rather than typed into prose.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import { CHAPTERS } from './chapters';
import lessonsEs from './locales/es.json';
import { BLOCK_COMPONENTS } from './components';
import { blockTags, proseOf } from './mdxSource';

const DIR = import.meta.dirname;
const BLOCKS = Object.keys(BLOCK_COMPONENTS);
const read = (slug: string, lang: 'es' | 'en') => readFileSync(join(DIR, slug, `${lang}.mdx`), 'utf8');
const spanish = CHAPTERS.map((c) => ({ slug: c.slug, text: proseOf(read(c.slug, 'es')) }));
const english = CHAPTERS.map((c) => ({ slug: c.slug, text: proseOf(read(c.slug, 'en')) }));
const summaries = (tree: typeof es) => Object.entries(tree.chapters).map(([slug, v]) => ({ slug: `summary of ${slug}`, text: v.summary }));

/** The matches of a pattern in each text, as "where: match". */
function hits(texts: { slug: string; text: string }[], pattern: RegExp): string[] {
  return texts.flatMap(({ slug, text }) => [...text.matchAll(pattern)].map((m) => `${slug}: ${m[0]}`));
}

describe('Spanish per the glossary', () => {
  const all = [...spanish, ...summaries(es)];
  it('says header and frame, never cabecera or trama', () => {
    expect(hits(all, /\bcabeceras?\b|\btramas?\b/giu)).toEqual([]);
  });
  it('says banco de pruebas, never testbed', () => {
    expect(hits(all, /\btestbeds?\b/giu)).toEqual([]);
  });
  it('has one name for the delayed ACK, ACK retardado, in the text and in the Term that defines it', () => {
    expect(hits(all, /\bdiferid[oa]s?\b/giu)).toEqual([]);
    expect(lessonsEs.lessons.glossary['delayed-ack'].term).toBe('ACK retardado');
    expect(hits([{ slug: 'glossary', text: JSON.stringify(lessonsEs.lessons.glossary) }], /\bdiferid[oa]s?\b/giu)).toEqual([]);
  });
  it('writes for Latin American students: no peninsular words in the chapters or their summaries', () => {
    expect(hits(all, /\bcostes?\b|\bdeprisa\b|\bvosotros\b|\bordenador(?:es)?\b/giu)).toEqual([]);
  });
  it('groups thousands with a point from five digits (250.000), never with a space', () => {
    expect(hits([...spanish, ...english], /\b\d{1,3}[ \u00a0\u202f]\d{3}\b/gu)).toEqual([]);
  });
  it('the check itself finds the old spellings', () => {
    expect(hits([{ slug: 'x', text: 'La cabecera de la trama, en el testbed, con ACK diferido y 250 000 bytes: costes' }], /\bcabeceras?\b|\btramas?\b|\btestbeds?\b|\bdiferid[oa]s?\b|250[  ]000|\bcostes?\b/giu)).toHaveLength(6);
  });
});

describe('chapter summaries', () => {
  it('exist in both languages for every chapter', () => {
    for (const c of CHAPTERS) {
      expect(es.chapters[c.slug as keyof typeof es.chapters]?.summary, c.slug).toBeTruthy();
      expect(en.chapters[c.slug as keyof typeof en.chapters]?.summary, c.slug).toBeTruthy();
    }
  });
  it('write decimals the language\'s way (C = 0,4 in Spanish, 0.4 in English)', () => {
    expect(hits(summaries(es), /\b\d+\.\d+\b/g)).toEqual([]);
    expect(hits(summaries(en), /\b\d+,\d\b/g)).toEqual([]);
  });
});

describe('chapter 12: the FRCT header of Tutorial 08', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`${lang}: gives its five fields in wire order with sizes that add up to 16 bytes`, () => {
      const text = read('frct', lang);
      const fields = [...text.matchAll(/^- \*\*(flags|hcs|window|seqno|ackno)\*\* \((\d) bytes/gm)].map((m) => [m[1], Number(m[2])] as const);
      expect(fields.map((f) => f[0])).toEqual(['flags', 'hcs', 'window', 'seqno', 'ackno']);
      // Tutorial 08: uint16 flags, uint16 hcs, uint32 window, seqno, ackno.
      expect(fields.reduce((s, f) => s + f[1], 0)).toBe(16);
    });
    it(`${lang}: names the Delta-t timers and does not file the RACK line under the SACK line`, () => {
      const text = read('frct', lang);
      expect(text).toMatch(/Delta-t/);
      expect(text).toMatch(/Maximum packet lifetime/);
      expect(text).toMatch(/window edge/);
      expect(text).not.toMatch(/already inside the SACK line|ya incluidas en la línea de SACK/);
    });
  }
});

describe('runs the text compares with are shown', () => {
  const widgets = (slug: string, lang: 'es' | 'en') => blockTags(read(slug, lang), BLOCKS).filter((t) => t.name === 'Widget' || t.name === 'Exercise');
  for (const lang of ['es', 'en'] as const) {
    it(`${lang}: chapter 13 runs the clean FRCT 1024 and clean CUBIC presets before their lossy ones`, () => {
      const presets = widgets('loss-not-congestion', lang).map((t) => t.attrs.preset);
      const at = (p: string) => presets.indexOf(p);
      expect(at('t10-frct-1024-clean')).toBeGreaterThanOrEqual(0);
      expect(at('t10-frct-1024-clean')).toBeLessThan(at('t10-frct-1024-loss-1'));
      expect(at('t10-cubic-clean')).toBeGreaterThanOrEqual(0);
      expect(at('t10-cubic-clean')).toBeLessThan(at('t10-cubic-loss-1'));
    });
    it(`${lang}: chapter 2 embeds its lab exercise, c2-lab1`, () => {
      expect(widgets('cwnd-bdp', lang).map((t) => t.attrs.id)).toContain('c2-lab1');
    });
  }
});

describe('simulator results are asked of the run, not typed in prose (issue 27, item 7)', () => {
  // The sentences the reader found, one per chapter: each stated what a run would show.
  const TYPED = [
    /the summary shows it dropped nothing/i,
    /el resumen muestra que no botó nada/i,
    /The whole run goes by with the link half full/i,
    /Toda la corrida pasa con el enlace a medio/i,
    /That run shows no timeout at all/i,
    /En esa corrida no aparece ningún timeout/i,
    /it reaches no other loss in 20 s/i,
    /no alcanza otra pérdida en 20 s/i,
    /that is why it marks far fewer/i,
    /por eso marca muchas menos/i,
    /never goes past 81 ms/i,
    /nunca pasa de 81 ms/i,
    /the sawtooth only begins about 3[.,]5 s/i,
    /la sierra recién empieza a unos 3,5 s/i,
  ];
  it('none of the sentences the reader found is back', () => {
    const texts = [...spanish, ...english];
    expect(TYPED.flatMap((re) => hits(texts, new RegExp(re.source, 'giu')))).toEqual([]);
  });
});

describe('chapter 9: the tutorial\'s figures as the tutorial gives them', () => {
  for (const lang of ['es', 'en'] as const) {
    it(`${lang}: Mathis gives 7 Mbit/s, not what CUBIC got; two slow seconds; the GSO reason is a hypothesis`, () => {
      const text = read('bbr', lang);
      expect(text).not.toMatch(/a tenth of the link, what the Mathis formula predicts|un décimo del enlace, lo que predice la fórmula de Mathis/);
      expect(text).toMatch(lang === 'es' ? /80,7 y 81,8/ : /80\.7 and 81\.8/);
      expect(text).toMatch(lang === 'es' ? /hipótesis/ : /hypothesis/);
    });
  }
});
