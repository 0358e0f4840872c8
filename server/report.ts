// A class session's picture: per poll the question, the distribution of answers, the result, how
// many were within 10 % of it and the most common wrong answers, grouped as the grader groups
// mistakes (src/cli/report.ts: a number as a multiple of the right one, "×2", a choice as chosen).
// Built from the database (no student ids in a poll's part); also the participation CSV per
// student (for the LMS) and the whole session as JSON. Used by the HTTP API and the CLI.
import { formatNumber } from '../src/i18n/format';
import en from './locales/en.json' with { type: 'json' };
import es from './locales/es.json' with { type: 'json' };
import { numberBins } from './histogram';
import { within10, type ConsolePoll, type PollResult } from './protocol';
import type { ClassStore, SessionRow, Value } from './classStore';

export type Lang = 'es' | 'en';
const TEXT: Record<Lang, Record<string, string>> = { es, en };

function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  return (TEXT[lang][key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}

export interface Bin {
  /** Lower and upper edge (numbers), or the choice's value. */
  from: number | null;
  to: number | null;
  choice: string | null;
  count: number;
}

export interface PollReport {
  seq: number;
  source: string;
  question: { es: string; en: string };
  kind: 'number' | 'choice';
  unit: string;
  choices: ConsolePoll['choices'];
  state: ConsolePoll['state'];
  answered: number;
  bins: Bin[];
  result: PollResult | null;
  /** Number polls: answers within 10 % of the simulated value; choice polls: answers of the simulated choice. */
  close: number | null;
  wrong: { group: string; count: number }[];
}

export interface SessionReport {
  code: string;
  createdAt: string;
  joined: number;
  polls: PollReport[];
}

/** Two significant figures, as the grader writes a ratio. */
function sig2(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  const d = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(x))));
  return Number(x.toFixed(Math.min(6, d)));
}

/** A wrong number's group: its multiple of the simulated value ("×2", "×0.5"), as the grader's report groups mistakes. */
export function ratioGroup(value: number, target: number): string {
  if (target === 0) return `= ${value}`;
  return `×${sig2(value / target)}`;
}

export function pollReport(p: ConsolePoll): PollReport {
  const values = p.live;
  const result = p.result;
  const base = { seq: p.seq, source: p.source, question: p.question, kind: p.kind, unit: p.unit, choices: p.choices, state: p.state, answered: values.length, result };
  if (p.kind === 'choice') {
    const bins = p.choices.map((c) => ({ from: null, to: null, choice: c.value, count: values.filter((v) => v === c.value).length }));
    const right = result?.choice ?? null;
    const wrong = right === null ? [] : bins.filter((b) => b.choice !== right && b.count > 0).map((b) => ({ group: b.choice!, count: b.count })).sort((a, b) => b.count - a.count);
    return { ...base, bins, close: right === null ? null : values.filter((v) => v === right).length, wrong };
  }
  const nums = values.filter((v): v is number => typeof v === 'number');
  const target = result?.simulated ?? null;
  // The lab's histogram (server/histogram.ts); no answers, no bins (the report says so).
  const bins: Bin[] = nums.length === 0 ? [] : numberBins(nums, target === null ? [] : [target]).map((b) => ({ ...b, choice: null }));
  if (target === null) return { ...base, bins, close: null, wrong: [] };
  const groups = new Map<string, number>();
  for (const v of nums) if (!within10(v, target)) groups.set(ratioGroup(v, target), (groups.get(ratioGroup(v, target)) ?? 0) + 1);
  const wrong = [...groups].map(([group, count]) => ({ group, count })).sort((a, b) => b.count - a.count || a.group.localeCompare(b.group)).slice(0, 5);
  return { ...base, bins, close: nums.filter((v) => within10(v, target)).length, wrong };
}

export function sessionReport(store: ClassStore, session: SessionRow): SessionReport {
  const view = store.consoleView(session);
  return { code: session.code, createdAt: new Date(session.created_at).toISOString(), joined: view.joined, polls: view.polls.map(pollReport) };
}

function fmt(x: number | null, lang: Lang): string {
  return x === null ? '–' : formatNumber(x, lang, { maxDigits: Math.abs(x) >= 10 ? 1 : 3 });
}

/** The session's page as plain text (the CLI's `class report`), in one language. */
export function reportText(r: SessionReport, lang: Lang): string {
  const out: string[] = [t(lang, 'title', { code: r.code }), t(lang, 'created', { date: r.createdAt.slice(0, 16).replace('T', ' '), joined: r.joined, polls: r.polls.length }), ''];
  for (const p of r.polls) {
    const unit = p.unit ? ` ${p.unit}` : '';
    out.push(t(lang, 'poll', { seq: p.seq, question: p.question[lang] }));
    const kind = p.kind === 'choice' ? t(lang, 'kindChoice') : p.unit ? t(lang, 'kindNumber', { unit: p.unit }) : t(lang, 'kindNumberBare');
    out.push(`  ${t(lang, 'source', { source: p.source, kind })}`);
    out.push(`  ${t(lang, 'answered', { n: p.answered, joined: r.joined })}`);
    if (p.bins.length === 0) out.push(`  ${t(lang, 'noAnswers')}`);
    else {
      out.push(`  ${t(lang, 'distribution')}:`);
      const most = Math.max(1, ...p.bins.map((b) => b.count));
      for (const b of p.bins) {
        const label = b.choice !== null ? (p.choices.find((c) => c.value === b.choice)?.label[lang] ?? b.choice) : `${fmt(b.from, lang)} – ${fmt(b.to, lang)}${unit}`;
        out.push(`    ${label.padEnd(28)} ${'#'.repeat(Math.round((b.count / most) * 30)).padEnd(30)} ${b.count}`);
      }
    }
    if (!p.result) out.push(`  ${t(lang, 'notRevealed')}`);
    else {
      const measured = p.result.measured !== null ? t(lang, 'measured', { measured: `${fmt(p.result.measured, lang)}${unit}`, source: p.result.measuredSource ?? '' }) : '';
      const choiceLabel = p.result.choice !== null ? (p.choices.find((c) => c.value === p.result!.choice)?.label[lang] ?? p.result.choice) : '';
      out.push(`  ${p.kind === 'choice' ? t(lang, 'resultChoice', { choice: choiceLabel, simulated: `${fmt(p.result.simulated, lang)}${unit}` }) : t(lang, 'result', { simulated: `${fmt(p.result.simulated, lang)}${unit}` })}${measured}`);
      if (p.close !== null) out.push(`  ${t(lang, p.kind === 'choice' ? 'right' : 'within', { n: p.close, total: p.answered })}`);
      out.push(`  ${t(lang, 'wrong')}: ${p.wrong.length === 0 ? t(lang, 'none') : ''}`);
      for (const w of p.wrong) {
        const label = p.kind === 'choice' ? (p.choices.find((c) => c.value === w.group)?.label[lang] ?? w.group) : lang === 'es' ? w.group.replace('.', ',') : w.group;
        out.push(`    ${p.kind === 'choice' ? t(lang, 'wrongChoice', { choice: label, n: w.count }) : t(lang, 'wrongNumber', { group: label, n: w.count })}`);
      }
    }
    out.push('');
  }
  return out.join('\n');
}

function csvCell(v: string | number): string {
  const s = String(v);
  // A cell a spreadsheet would run as a formula is quoted and prefixed (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Participation per student: id, when they joined, how many polls they answered, and each answer. */
export function participationCsv(store: ClassStore, session: SessionRow): string {
  const { students, polls } = store.participation(session);
  const head = ['student_id', 'joined_at', 'answered', 'polls', ...polls.map((p) => `poll_${p.seq}`)];
  const rows = students.map((s) => [s.id, new Date(s.joinedAt).toISOString(), Object.keys(s.answers).length, polls.length, ...polls.map((p) => (s.answers[p.seq] ?? '') as Value)]);
  return [head, ...rows].map((r) => r.map(csvCell).join(',')).join('\n') + '\n';
}

/** The whole session as JSON: the report, and every student's answers (for the instructor only). */
export function sessionJson(store: ClassStore, session: SessionRow): unknown {
  const { students } = store.participation(session);
  return { version: 1, kind: 'sierra-class-session', report: sessionReport(store, session), students: students.map((s) => ({ id: s.id, joinedAt: new Date(s.joinedAt).toISOString(), answers: s.answers })) };
}
