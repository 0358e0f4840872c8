// The class report (`grade --report report.html`, the /grade page's report): one self-contained
// HTML page (inline CSS, no script) with the score distribution, each exercise's success rate,
// the most frequent wrong answers and the common mistake each reveals (what to re-teach), how far
// the class's predictions were from the simulation, how many checks each exercise took, and what
// the grader found (integrity: every finding of every file, one line each). Files with a suspect
// finding are left out of every statistic.
import { assignedExercises, pointsOf, type Course } from '../exercises/course';
import { findingTag, isSuspect } from '../exercises/findings';
import { changedAfterResult, type ExerciseGrade, type GradeResult } from '../exercises/grading';
import { exerciseById } from '../exercises/registry';
import { num, text } from '../exercises/text';
import type { Answer, Lang } from '../exercises/types';
import type { StudentRow } from './students';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

function sig3(x: number, lang: Lang): string {
  if (!Number.isFinite(x)) return '–';
  const digits = x === 0 ? 0 : Math.max(0, Math.min(6, 2 - Math.floor(Math.log10(Math.abs(x)))));
  return num(Number(x.toFixed(digits)), lang, digits);
}

/**
 * An answer as a short text that groups the same mistake across students whose parameters
 * differ: each number as a multiple of that student's key ("fill_s ×8"), choices as chosen,
 * tables as the number of cells off.
 */
export function answerText(e: ExerciseGrade, lang: Lang): string {
  const a: Answer | null = e.answer;
  if (!a) return '—';
  const key = e.key ?? {};
  const parts: string[] = [];
  for (const [k, v] of Object.entries(a)) {
    const want = key[k];
    if (k === 'table' && Array.isArray(v)) {
      const rows = v as (number | null)[][];
      const keyRows = (Array.isArray(want) ? want : []) as (number | null)[][];
      const off = keyRows.reduce((n, row, i) => n + row.filter((c, j) => rows[i]?.[j] !== c).length, 0);
      parts.push(text(lang, 'report.cellsOff', { n: off, total: keyRows.flat().length }));
    } else if (typeof v === 'number' && typeof want === 'number' && want !== 0) {
      const ratio = v / want;
      parts.push(Math.abs(ratio - 1) < 0.005 ? `${k} ✓` : `${k} ×${sig2(ratio, lang)}`);
    } else if (typeof v === 'number') parts.push(`${k} = ${sig3(v, lang)}`);
    else if (typeof v === 'string') parts.push(v === want ? `${k} ✓` : `${k} = ${v}`);
    else if (Array.isArray(v)) parts.push(`${k} = ${v.join('+')}`);
  }
  return parts.join('; ') || '—';
}

function sig2(x: number, lang: Lang): string {
  if (!Number.isFinite(x) || x === 0) return num(x, lang);
  const digits = Math.max(0, Math.min(6, 1 - Math.floor(Math.log10(Math.abs(x)))));
  return num(Number(x.toFixed(digits)), lang, digits);
}

interface ExerciseStats {
  id: string;
  graded: number;
  right: number;
  close: number;
  wrong: number;
  missing: number;
  meanPoints: number;
  max: number;
  mistakes: { id: string; count: number }[];
  wrongAnswers: { answer: string; count: number; mistake: string | null }[];
}

function exerciseStats(results: readonly GradeResult[], course: Course, lang: Lang): ExerciseStats[] {
  return assignedExercises(course).map((def) => {
    const grades = results.filter((r) => !r.error).map((r) => r.exercises.find((e) => e.id === def.id)!).filter(Boolean);
    const count = (v: string) => grades.filter((g) => g.feedback.verdict === v).length;
    const mistakes = new Map<string, number>();
    const answers = new Map<string, { count: number; mistake: string | null }>();
    for (const g of grades) {
      if (g.feedback.verdict !== 'wrong' && g.feedback.verdict !== 'close') continue;
      if (g.feedback.mistake) mistakes.set(g.feedback.mistake, (mistakes.get(g.feedback.mistake) ?? 0) + 1);
      const key = answerText(g, lang);
      const prev = answers.get(key) ?? { count: 0, mistake: g.feedback.mistake ?? null };
      answers.set(key, { count: prev.count + 1, mistake: prev.mistake });
    }
    return {
      id: def.id,
      graded: grades.length,
      right: count('right'),
      close: count('close'),
      wrong: count('wrong'),
      missing: count('incomplete'),
      meanPoints: grades.length ? grades.reduce((s, g) => s + g.points, 0) / grades.length : 0,
      max: pointsOf(course, def),
      mistakes: [...mistakes].map(([id, c]) => ({ id, count: c })).sort((a, b) => b.count - a.count),
      wrongAnswers: [...answers].map(([answer, v]) => ({ answer, ...v })).sort((a, b) => b.count - a.count).slice(0, 5),
    };
  });
}

interface PredictionStats {
  id: string;
  source: 'exercise' | 'lesson';
  made: number;
  skipped: number;
  medianAbsPct: number;
  medianSignedPct: number;
  within10: number;
}

function predictionStats(results: readonly GradeResult[]): PredictionStats[] {
  const groups = new Map<string, { source: PredictionStats['source']; errors: number[]; skipped: number }>();
  const add = (id: string, source: PredictionStats['source'], value: number | null, simulated: number | null | undefined, skipped: boolean) => {
    const g = groups.get(id) ?? { source, errors: [], skipped: 0 };
    groups.set(id, g);
    if (skipped || value === null) g.skipped++;
    else if (typeof simulated === 'number' && simulated !== 0) g.errors.push(((value - simulated) / Math.abs(simulated)) * 100);
  };
  for (const r of results) {
    if (r.error) continue;
    for (const e of r.exercises) if (e.prediction) add(e.id, 'exercise', e.prediction.value, e.prediction.simulated, e.prediction.value === null);
    for (const p of r.predictions) add(p.id, 'lesson', typeof p.value === 'number' ? p.value : null, p.simulated, p.skipped);
  }
  return [...groups].map(([id, g]) => ({
    id,
    source: g.source,
    made: g.errors.length,
    skipped: g.skipped,
    medianAbsPct: median(g.errors.map(Math.abs)),
    medianSignedPct: median(g.errors),
    within10: g.errors.length ? g.errors.filter((x) => Math.abs(x) <= 10).length / g.errors.length : NaN,
  })).sort((a, b) => a.id.localeCompare(b.id));
}

/**
 * Files, per prediction id, whose prediction was changed after the lab showed the result: over
 * every counted file (such files are suspect, so the statistics above leave them out).
 */
function changedPredictions(results: readonly GradeResult[]): Map<string, number> {
  const out = new Map<string, number>();
  const bump = (id: string) => out.set(id, (out.get(id) ?? 0) + 1);
  for (const r of results) {
    if (r.error) continue;
    for (const f of r.findings) if (f.kind === 'prediction-changed' && f.exercise) bump(f.exercise);
    for (const p of r.predictions) if (changedAfterResult(p) > 0) bump(p.id);
  }
  return out;
}

const CSS = `
body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;margin:2rem auto;max-width:60rem;padding:0 1rem}
h1{font-size:1.6rem;margin:0 0 .2rem}h2{font-size:1.2rem;margin:2rem 0 .6rem;border-bottom:1px solid #d0d7de;padding-bottom:.2rem}
h3{font-size:1rem;margin:1.2rem 0 .3rem}.muted{color:#57606a}table{border-collapse:collapse;width:100%;margin:.4rem 0}
th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #eaeef2;vertical-align:top}th{font-weight:600;background:#f6f8fa}
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}.bar{display:flex;height:.9rem;min-width:10rem;background:#eaeef2;border-radius:2px;overflow:hidden}
.bar span{display:block;height:100%}.right{background:#1a7f37}.close{background:#bf8700}.wrong{background:#cf222e}.missing{background:#8c959f}
.hist{background:#0969da}.key span{display:inline-block;width:.8rem;height:.8rem;margin:0 .25rem 0 .8rem;vertical-align:-1px}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;word-break:break-all}.hint{color:#3d444d;font-size:.92rem}
.alert{border-left:4px solid #cf222e;padding:.2rem .8rem;background:#fff5f5}`;

function attemptStats(results: readonly GradeResult[], course: Course) {
  return assignedExercises(course).map((def) => {
    const counts = results.map((r) => r.exercises.find((e) => e.id === def.id)?.attempts).filter((a): a is number => typeof a === 'number');
    const overCap = course.maxAttempts === undefined ? 0 : counts.filter((a) => a > course.maxAttempts!).length;
    const changed = results.filter((r) => r.findings.some((f) => f.kind === 'prediction-changed' && f.exercise === def.id)).length;
    return { id: def.id, known: counts.length, median: median(counts), max: counts.length ? Math.max(...counts) : NaN, overCap, changed };
  });
}

export interface ReportMeta {
  /** The engine the course grades with. */
  engine: string;
  /** The grader's engine, when it is not the course's. */
  grader?: string;
  generated: Date;
}

export function classReport(rows: readonly StudentRow[], results: readonly GradeResult[], course: Course, lang: Lang, meta: ReportMeta): string {
  const t = (key: string, vars: Record<string, string | number> = {}) => escapeHtml(text(lang, `report.${key}`, vars));
  const counted = rows.map((s) => s.result);
  const suspect = counted.filter((r) => !r.error && isSuspect(r.findings));
  const students = counted.filter((r) => !isSuspect(r.findings));
  const graded = students.filter((r) => !r.error);
  const pct = graded.map((r) => (r.max > 0 ? (r.score / r.max) * 100 : 0));
  const stats = exerciseStats(students, course, lang);
  const preds = predictionStats(students);
  const changed = changedPredictions(counted);
  // A prediction every file of which changed it after the result still gets its row.
  for (const id of changed.keys()) {
    if (!preds.some((p) => p.id === id)) preds.push({ id, source: exerciseById(id) ? 'exercise' : 'lesson', made: 0, skipped: 0, medianAbsPct: NaN, medianSignedPct: NaN, within10: NaN });
  }
  const out: string[] = [];
  out.push(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`);
  out.push(`<title>${t('title', { course: course.course })}</title><style>${CSS}</style></head><body>`);
  out.push(`<h1>${t('title', { course: course.course })}</h1>`);
  if (course.title) out.push(`<p class="muted">${escapeHtml(course.title)}</p>`);
  out.push(`<p class="muted">${t('meta', { files: text(lang, 'report.files', { count: results.length }), graded: text(lang, 'report.graded', { count: graded.length }), failed: text(lang, 'report.failed', { count: results.filter((r) => r.error).length }), engine: meta.engine, date: meta.generated.toISOString().slice(0, 16).replace('T', ' ') })}</p>`);
  if (meta.grader && meta.grader !== meta.engine) out.push(`<p class="alert">${t('graderEngine', { engine: meta.engine, grader: meta.grader })}</p>`);
  if (suspect.length) out.push(`<p class="muted">${t('suspectLeftOut', { count: suspect.length })}</p>`);

  // Score distribution.
  out.push(`<h2>${t('distribution')}</h2>`);
  if (graded.length) {
    out.push(`<p>${t('scoreSummary', { mean: sig3(pct.reduce((a, b) => a + b, 0) / pct.length, lang), median: sig3(median(pct), lang), min: sig3(Math.min(...pct), lang), max: sig3(Math.max(...pct), lang) })}</p>`);
    const bins = Array.from({ length: 10 }, () => 0);
    for (const p of pct) bins[Math.min(9, Math.floor(p / 10))]++;
    const top = Math.max(...bins, 1);
    out.push(`<table><tr><th>${t('range')}</th><th class="n">${t('students')}</th><th style="width:60%"></th></tr>`);
    bins.forEach((c, i) => {
      const range = i === 9 ? '90–100 %' : `${i * 10}–${i * 10 + 10} %`;
      out.push(`<tr><td>${range}</td><td class="n">${c}</td><td><div class="bar"><span class="hist" style="width:${(c / top) * 100}%"></span></div></td></tr>`);
    });
    out.push('</table>');
  } else out.push(`<p>${t('none')}</p>`);

  // Success per exercise.
  out.push(`<h2>${t('perExercise')}</h2>`);
  out.push(`<p class="key muted"><span class="right"></span>${t('right')}<span class="close"></span>${t('close')}<span class="wrong"></span>${t('wrong')}<span class="missing"></span>${t('missing')}</p>`);
  out.push(`<table><tr><th>${t('exercise')}</th><th class="n">${t('successRate')}</th><th class="n">${t('meanPoints')}</th><th></th></tr>`);
  for (const s of stats) {
    const title = exerciseById(s.id)!.title[lang];
    const w = (n: number) => (s.graded ? (n / s.graded) * 100 : 0);
    const rate = s.graded ? `${sig3(w(s.right), lang)} %` : '–';
    out.push(`<tr><td><code>${s.id}</code> ${escapeHtml(title)}</td><td class="n">${rate}</td><td class="n">${sig3(s.meanPoints, lang)} / ${s.max}</td><td><div class="bar">`
      + `<span class="right" style="width:${w(s.right)}%"></span><span class="close" style="width:${w(s.close)}%"></span>`
      + `<span class="wrong" style="width:${w(s.wrong)}%"></span><span class="missing" style="width:${w(s.missing)}%"></span></div></td></tr>`);
  }
  out.push('</table>');

  // Mistakes: what to re-teach.
  out.push(`<h2>${t('mistakes')}</h2><p class="muted">${t('mistakesIntro')}</p>`);
  let anyMistake = false;
  for (const s of stats) {
    if (s.wrongAnswers.length === 0) continue;
    anyMistake = true;
    const def = exerciseById(s.id)!;
    out.push(`<h3><code>${s.id}</code> ${escapeHtml(def.title[lang])}</h3>`);
    if (s.mistakes.length) {
      out.push(`<table><tr><th>${t('mistake')}</th><th class="n">${t('students')}</th></tr>`);
      for (const m of s.mistakes) {
        const hint = def.mistakes.find((x) => x.id === m.id)?.hint[lang] ?? m.id;
        out.push(`<tr><td><code>${escapeHtml(m.id)}</code><div class="hint">${escapeHtml(hint)}</div></td><td class="n">${m.count}</td></tr>`);
      }
      out.push('</table>');
    }
    out.push(`<table><tr><th>${t('frequentWrong')}</th><th>${t('reveals')}</th><th class="n">${t('students')}</th></tr>`);
    for (const a of s.wrongAnswers) {
      out.push(`<tr><td><code>${escapeHtml(a.answer)}</code></td><td>${a.mistake ? `<code>${escapeHtml(a.mistake)}</code>` : `<span class="muted">${t('unrecognised')}</span>`}</td><td class="n">${a.count}</td></tr>`);
    }
    out.push('</table>');
  }
  if (!anyMistake) out.push(`<p>${t('noMistakes')}</p>`);

  // Predictions against the simulation.
  out.push(`<h2>${t('predictions')}</h2><p class="muted">${t('predictionsIntro')}</p>`);
  if (preds.length) {
    out.push(`<table><tr><th>${t('prediction')}</th><th class="n">${t('made')}</th><th class="n">${t('skipped')}</th><th class="n">${t('medianAbs')}</th><th class="n">${t('medianSigned')}</th><th class="n">${t('within10')}</th><th class="n">${t('changedAfter')}</th></tr>`);
    for (const p of preds) {
      const src = p.source === 'exercise' ? t('sourceExercise') : t('sourceLesson');
      const signed = Number.isFinite(p.medianSignedPct) ? `${p.medianSignedPct > 0 ? '+' : ''}${sig3(p.medianSignedPct, lang)} %` : '–';
      out.push(`<tr><td><code>${escapeHtml(p.id)}</code> <span class="muted">${src}</span></td><td class="n">${p.made}</td><td class="n">${p.skipped}</td>`
        + `<td class="n">${Number.isFinite(p.medianAbsPct) ? `${sig3(p.medianAbsPct, lang)} %` : '–'}</td><td class="n">${signed}</td>`
        + `<td class="n">${Number.isFinite(p.within10) ? `${sig3(p.within10 * 100, lang)} %` : '–'}</td><td class="n">${changed.get(p.id) ?? 0}</td></tr>`);
    }
    out.push('</table>');
  } else out.push(`<p>${t('noPredictions')}</p>`);

  // Checks per exercise and predictions changed after the result (every counted file).
  out.push(`<h2>${t('attempts')}</h2><p class="muted">${t('attemptsIntro', { cap: course.maxAttempts ?? '–' })}</p>`);
  out.push(`<table><tr><th>${t('exercise')}</th><th class="n">${t('attemptsKnown')}</th><th class="n">${t('attemptsMedian')}</th><th class="n">${t('attemptsMax')}</th><th class="n">${t('overCap')}</th><th class="n">${t('changedAfter')}</th></tr>`);
  for (const a of attemptStats(counted.filter((r) => !r.error), course)) {
    const f = (x: number) => (Number.isFinite(x) ? sig3(x, lang) : '–');
    out.push(`<tr><td><code>${a.id}</code></td><td class="n">${a.known}</td><td class="n">${f(a.median)}</td><td class="n">${f(a.max)}</td><td class="n">${a.overCap}</td><td class="n">${a.changed}</td></tr>`);
  }
  out.push('</table>');
  const notProof = assignedExercises(course).filter((d) => d.copyProof === false).map((d) => d.id);
  if (notProof.length) out.push(`<p class="muted">${t('notCopyProof', { ids: notProof.join(', ') })}</p>`);

  // What the grader found: every finding of every file, superseded files included.
  out.push(`<h2>${t('integrity')}</h2>`);
  const lines = results.flatMap((r) => r.findings.map((f) => ({ r, f })));
  if (!lines.length) out.push(`<p>${t('clean')}</p>`);
  else {
    out.push(`<p class="muted">${t('integrityIntro')}</p><ul class="findings">`);
    for (const { r, f } of lines) {
      out.push(`<li data-flag="${escapeHtml(f.kind)}"><code>${escapeHtml(findingTag(f))}</code> <code>${escapeHtml(r.student ?? '—')}</code> (${escapeHtml(r.file)}): ${escapeHtml(f.message[lang])}</li>`);
    }
    out.push('</ul>');
  }
  out.push(`<p class="muted">${t('footer')}</p></body></html>`);
  return `${out.join('\n')}\n`;
}
