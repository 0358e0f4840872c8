// A zod issue as one sentence in each language that names the field and says what it accepts:
// "exercises[2].answer: expected a number" / "exercises[2].answer: se esperaba un número".
import type { z } from 'zod';
import { both, text } from './text';
import type { Lang, Localised } from './types';

/** `exercises[2].answer.table[0]`; the whole file when the path is empty. */
export function formatPath(path: readonly PropertyKey[], lang: Lang): string {
  if (path.length === 0) return text(lang, 'schema.root');
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`)).join('');
}

const TYPES = ['string', 'number', 'boolean', 'object', 'array', 'null', 'literal'];

const ALIASES: Record<string, string> = { record: 'object', tuple: 'array', int: 'number' };

function typeName(lang: Lang, expected: string): string {
  const t = ALIASES[expected] ?? expected;
  return text(lang, `schema.types.${TYPES.includes(t) ? t : 'other'}`);
}

type Issue = z.core.$ZodIssue;

function one(issue: Issue, lang: Lang): string {
  const field = formatPath(issue.path, lang);
  switch (issue.code) {
    case 'invalid_type':
      if (!('input' in issue) || issue.input === undefined) return text(lang, 'schema.missing', { field });
      return text(lang, 'schema.expected', { field, expected: typeName(lang, issue.expected) });
    case 'too_big':
      return text(lang, `schema.tooBig.${issue.origin === 'array' ? 'array' : issue.origin === 'string' ? 'string' : 'number'}`, { field, max: Number(issue.maximum), count: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return text(lang, 'schema.empty', { field });
      return text(lang, `schema.tooSmall.${issue.origin === 'array' ? 'array' : issue.origin === 'string' ? 'string' : 'number'}`, { field, min: Number(issue.minimum), count: Number(issue.minimum) });
    case 'invalid_value':
      return text(lang, 'schema.oneOf', { field, values: issue.values.map((v) => JSON.stringify(v)).join(', ') });
    case 'invalid_format':
      return text(lang, issue.format === 'datetime' ? 'schema.datetime' : 'schema.format', { field });
    case 'unrecognized_keys':
      return text(lang, 'schema.unknownField', { field: formatPath([...issue.path, issue.keys[0]], lang) });
    case 'invalid_union':
      return text(lang, 'schema.union', { field });
    case 'custom': {
      const params = (issue.params ?? {}) as { key?: string; vars?: Record<string, string | number> };
      if (params.key) return text(lang, params.key, { field, ...(params.vars ?? {}) });
      return text(lang, 'schema.invalid', { field });
    }
    default:
      return text(lang, 'schema.invalid', { field });
  }
}

/** The first issue, in both languages (the first is the one a person fixes first). */
export function issueMessage(issues: readonly Issue[]): Localised {
  const first = issues[0];
  if (!first) return both('schema.invalid', (lang) => ({ field: text(lang, 'schema.root') }));
  return { es: one(first, 'es'), en: one(first, 'en') };
}
