// `grade --bench N --course F [--jobs N]`: a class of N generated submissions (each student's
// key, with a typical mistake in about a third of the answers, a prediction beside each run and
// one forged run in fifty), written to a temporary folder and graded as files, the way a class
// is, with every check of the grading core (copies across the whole class included). Prints the
// time of each stage and what was found. Issue 22's target: 1,000 submissions of the example
// course in under 3 minutes on 2 cores.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assignedExercises, type Answer, type Course, type Lang, type Submission } from '../exercises';
import { draw, fnv1a } from '../exercises/seed';
import { gradeFiles } from './grade-batch';
import { type Io } from './io';
import { keySubmissions } from './key';

type Draw = ReturnType<typeof draw>;

/** The answer with one typical slip: a field x8 (bits for bytes), another option, a table cell. */
function perturb(answer: Answer, d: Draw): Answer {
  const out: Answer = structuredClone(answer);
  const names = Object.keys(out);
  const name = d.pick(names);
  const v = out[name];
  if (typeof v === 'number') out[name] = d.next() < 0.5 ? v * 8 : v * 1.25;
  else if (typeof v === 'string') out[name] = v === 'yes' ? 'no' : v === 'sat' ? 'dc' : v === 'slower' ? 'faster' : `${v}?`;
  else if (Array.isArray(v) && Array.isArray(v[0])) {
    const t = v as (number | null)[][];
    const from = d.int(Math.floor(t.length / 2), t.length - 1);
    for (let i = from; i < t.length; i++) t[i] = t[i].map((c) => (c === null ? c : c + 1));
  }
  return out;
}

export function benchClass(course: Course, n: number, lang: Lang, workers: number): Submission[] {
  const students = Array.from({ length: n }, (_, i) => `bench-${String(i + 1).padStart(4, '0')}`);
  const subs = keySubmissions(course, students, lang, workers, '2026-04-01T12:00:00Z');
  subs.forEach((s, i) => {
    const d = draw(fnv1a(`bench|${i}`));
    for (const e of s.exercises) {
      if (d.next() < 0.3) e.answer = perturb(e.answer as Answer, d);
      const run = e.runs[0];
      if (run) {
        const sim = run.summary.flows[0]?.rtt_ms?.median ?? 50;
        e.prediction = { id: e.id, value: Math.round(sim * (0.7 + 0.6 * d.next())), unit: 'ms' };
      }
    }
    if (i % 50 === 49) {
      const e = s.exercises.find((x) => x.runs.length > 0);
      if (e) e.runs[0].summary.flows[0].goodput_mbps += 1;
    }
  });
  return subs;
}

export function gradeBench(n: number, course: Course, workers: number, lang: Lang, io: Io): number {
  const exercises = assignedExercises(course).length;
  const t0 = performance.now();
  const subs = benchClass(course, n, lang, workers);
  const t1 = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'sierra-grade-bench-'));
  try {
    const files = subs.map((s, i) => {
      const f = join(dir, `${String(i + 1).padStart(4, '0')}.json`);
      writeFileSync(f, JSON.stringify(s));
      return f;
    });
    const { results, stats } = gradeFiles(files, course, { jobs: workers, lang });
    const full = results.filter((r) => r.score === r.max).length;
    const forged = results.filter((r) => r.exercises.some((e) => e.forged)).length;
    const tally = new Map<string, number>();
    for (const r of results) for (const k of new Set(r.findings.map((f) => f.kind))) tally.set(k, (tally.get(k) ?? 0) + 1);
    const s = (ms: number) => (ms / 1000).toFixed(1);
    io.out(`grade --bench: ${n} submissions x ${exercises} exercises, ${stats.workers} worker threads`);
    io.out(`  generating the class (keys, ${stats.runs} runs): ${s(t1 - t0)} s`);
    io.out(`  grading: ${s(stats.totalMs)} s, of which re-simulating ${stats.runs} attached runs (${stats.simulated} distinct scenarios): ${s(stats.simulateMs)} s`);
    io.out(`  per submission: ${(stats.totalMs / n).toFixed(1)} ms; full marks ${full}, forged runs caught ${forged} (planted ${Math.floor(n / 50)})`);
    io.out(`  files with each finding: ${[...tally].map(([k, c]) => `${k} ${c}`).join(', ') || 'none'}`);
    io.out(`  target (issue 22): 1000 submissions of the example course under 180 s on 2 cores`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return 0;
}
