// The exercises' strings, read straight from their locale pair (the same files the app merges
// into i18next, src/i18n/resources.ts), so statements and feedback render the same in the lab
// and in the command line. Numbers are formatted per language: 0,862 (es), 0.862 (en).
import { formatNumber } from '../i18n/format';
import en from './locales/en.json';
import es from './locales/es.json';
import graderEn from '../grader/locales/en.json';
import graderEs from '../grader/locales/es.json';
import type { Lang, Localised } from './types';

type Tree = { [key: string]: string | Tree };

/** `extra` laid over `base` (the grader's strings live in src/grader/locales, merged here). */
export function mergeTrees(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [k, v] of Object.entries(extra)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeTrees(b, v) : v;
  }
  return out;
}

const TREES: Record<Lang, Tree> = {
  en: mergeTrees(en.exercises as Tree, graderEn.exercises as Tree),
  es: mergeTrees(es.exercises as Tree, graderEs.exercises as Tree),
};

export const LANGS: readonly Lang[] = ['es', 'en'];

/** Raw string at a dotted path under `exercises.` (undefined when missing). */
export function rawText(lang: Lang, key: string): string | undefined {
  let node: string | Tree | undefined = TREES[lang];
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type TextVars = Record<string, string | number>;

/** A number as the language writes it, at most `maxDigits` decimals (trailing zeros dropped). */
export function num(x: number, lang: Lang, maxDigits = 3): string {
  return formatNumber(x, lang, { maxDigits });
}

const pluralRules: Partial<Record<Lang, Intl.PluralRules>> = {};

/**
 * A counted key's form, as i18next picks it in the app: with a numeric `count`, `key_one`,
 * `key_many` or `key_other` by the language's plural rules ("1 file", "2 files"; "1 archivo").
 */
function countedKey(lang: Lang, key: string, count: string | number | undefined): string {
  if (typeof count !== 'number' || rawText(lang, `${key}_other`) === undefined) return key;
  const form = (pluralRules[lang] ??= new Intl.PluralRules(lang)).select(count);
  return rawText(lang, `${key}_${form}`) !== undefined ? `${key}_${form}` : `${key}_other`;
}

/** The string at `exercises.<key>` with {{placeholders}} filled; numbers formatted per language; a `count` picks the plural form. */
export function text(lang: Lang, key: string, vars: TextVars = {}): string {
  const raw = rawText(lang, countedKey(lang, key, vars.count));
  if (raw === undefined) return `exercises.${key}`;
  return raw.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (m, name: string) => {
    const v = vars[name];
    if (v === undefined) return m;
    return typeof v === 'number' ? num(v, lang) : v;
  });
}

/** Both languages at once. Vars may differ per language (already formatted numbers). */
export function both(key: string, vars: TextVars | ((lang: Lang) => TextVars) = {}): Localised {
  const at = (lang: Lang) => text(lang, key, typeof vars === 'function' ? vars(lang) : vars);
  return { es: at('es'), en: at('en') };
}

/** Joins localised pieces with a separator. */
export function joinLocalised(parts: readonly Localised[], sep = ' '): Localised {
  return { es: parts.map((p) => p.es).join(sep), en: parts.map((p) => p.en).join(sep) };
}
