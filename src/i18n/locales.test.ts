import { describe, expect, it } from 'vitest';
import { LOCALE_TREES, mergeTrees, viewLocaleFiles } from './resources';
import { incompletePlurals, leafKeys, leafValue, placeholders, withManyForms, withoutManyForms, type LocaleTree } from './keys';
import { CHAPTERS } from '../lessons/chapters';
import { VIEWS } from '../views/registry';

const { en, es } = LOCALE_TREES;
const locales: Record<string, LocaleTree> = { en, es };

describe('locale files', () => {
  const enKeys = leafKeys(en);
  const esKeys = withoutManyForms(leafKeys(es));

  it('have exactly the same keys', () => {
    expect(esKeys.filter((k) => !enKeys.includes(k)), 'keys only in es.json').toEqual([]);
    expect(enKeys.filter((k) => !esKeys.includes(k)), 'keys only in en.json').toEqual([]);
  });

  it('have every plural form of each language (i18next picks one by count; a missing one shows the raw key)', () => {
    expect(incompletePlurals(leafKeys(en), ['one', 'other']), 'en').toEqual([]);
    // Spanish: one, many (exact millions: filled from other by resources.ts), other.
    expect(incompletePlurals(leafKeys(es), ['one', 'many', 'other']), 'es').toEqual([]);
    expect(withManyForms({ a: { n_one: '1 corrida', n_other: '{{count}} corridas' } })).toEqual({ a: { n_one: '1 corrida', n_other: '{{count}} corridas', n_many: '{{count}} corridas' } });
  });

  it('have no empty strings', () => {
    for (const [lang, tree] of Object.entries(locales)) {
      const empty = leafKeys(tree).filter((k) => (leafValue(tree, k) ?? '').trim() === '');
      expect(empty, `empty strings in ${lang}.json`).toEqual([]);
    }
  });

  it('use the same placeholders in both languages', () => {
    const mismatched = enKeys.filter(
      (k) => placeholders(leafValue(en, k) ?? '').join() !== placeholders(leafValue(es, k) ?? '').join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('have a title and a summary for every chapter and a name for every view', () => {
    for (const tree of Object.values(locales)) {
      for (const c of CHAPTERS) {
        expect(leafValue(tree, c.titleKey), c.titleKey).toBeTruthy();
        expect(leafValue(tree, c.summaryKey), c.summaryKey).toBeTruthy();
        for (const v of c.views) expect(leafValue(tree, `viewNames.${v}`), v).toBeTruthy();
      }
      for (const v of VIEWS) {
        expect(leafValue(tree, v.titleKey)).toBeTruthy();
        expect(leafValue(tree, v.descriptionKey)).toBeTruthy();
      }
    }
  });
});

describe('view locale files', () => {
  it('come in pairs with the same keys', () => {
    const enFiles = viewLocaleFiles('en');
    const esFiles = viewLocaleFiles('es');
    expect(Object.keys(enFiles).length, 'view locale files found').toBeGreaterThanOrEqual(2);
    expect(Object.keys(esFiles).sort()).toEqual(Object.keys(enFiles).sort());
    for (const [folder, tree] of Object.entries(enFiles)) {
      expect(withoutManyForms(leafKeys(esFiles[folder])), folder).toEqual(leafKeys(tree));
    }
  });

  it('cannot define a key the shell or another view already has', () => {
    expect(() => mergeTrees({ a: { b: 'x' } }, { a: { b: 'y' } })).toThrow(/a\.b/);
    expect(mergeTrees({ a: { b: 'x' } }, { a: { c: 'y' } })).toEqual({ a: { b: 'x', c: 'y' } });
  });
});

describe('the key comparison itself', () => {
  it('notices a key missing from one side, however deep', () => {
    const a = { x: { y: 'a', z: 'b' } };
    const b = { x: { y: 'a' } };
    expect(leafKeys(a)).not.toEqual(leafKeys(b));
    expect(leafKeys(a)).toEqual(['x.y', 'x.z']);
  });
});
