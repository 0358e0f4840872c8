// Chapter 11, notes' exercise 12 as a structured discussion: a classmate claims that BBR
// everywhere would solve bufferbloat without touching the routers. The student judges a set of
// statements (ticks the ones that hold); each is answered by a run of chapters 8 to 11 or a fact
// of the notes, which its hint names. Per student: six statements of the pool, at least two that
// hold and two that do not, in their own order; without a course code, the whole pool in order.
// The exercise framework has no free-text answer, so the discussion itself (the notes' three
// questions) is for the class: only the judged statements are exported and graded.
import { feedback, feedbackFromFields, type FieldResult } from '../check';
import { studentDraw, type Draw } from '../seed';
import { both, text } from '../text';
import type { Answer, AnswerForm, ExerciseDef, ExerciseParams, Feedback, Lang } from '../types';

const ID = 'c11-e12';

/** The pool: each statement and whether it holds (the reason is its hint, in the locale files). */
export const STATEMENTS: readonly { id: string; holds: boolean }[] = [
  // Chapter 9's deep-buffer run: with CUBIC beside it, the queue fills whatever BBR does.
  { id: 'others-still-fill', holds: true },
  // Probing at 1,25 and a cwnd of 2 BDP put data in the queue; Tutorial 10 measured 25 ms over 21.
  { id: 'bbr-no-queue', holds: false },
  // The notes' RED run: a 1000 KiB limit and the ping at 41 to 42 ms, against 300 ms in FIFO.
  { id: 'aqm-any-sender', holds: true },
  // Chapter 9's deep-buffer mix: CUBIC takes most of the link; the criticism of BBR v1.
  { id: 'deep-buffer-bbr-wins', holds: false },
  // Chapter 9's shallow-buffer mix: BBR keeps its rate through the losses, CUBIC backs off.
  { id: 'shallow-buffer-cubic-safe', holds: false },
  // Only the senders change: a few large content providers deploy it on their own servers.
  { id: 'server-side-deploy', holds: true },
  // The queue lives in the bottleneck's device: home modems and ISPs' routers, many owners.
  { id: 'router-deploy', holds: true },
  // Uploading from home, the sender is your own computer and the queue your modem's.
  { id: 'upload-bottleneck', holds: true },
  // The notes' common mistake: BBR models the path, it does not back off on a growing RTT.
  { id: 'delay-based', holds: false },
  // ECN needs a queue that marks: a FIFO marks nothing; the short queue lowers the delay.
  { id: 'ecn-alone', holds: false },
  // Chapter 11's fair-queueing run: per-flow queues keep a BBR flow from taking CUBIC's share.
  { id: 'fq-isolates', holds: true },
];

const PER_STUDENT = 6;

interface P {
  [k: string]: string[];
  statements: string[];
}

function shuffle<T>(d: Draw, list: readonly T[]): T[] {
  const a = [...list];
  for (let i = a.length - 1; i > 0; i--) {
    const j = d.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** Six statements, at least two that hold and two that do not, in a drawn order. */
function drawStatements(d: Draw): string[] {
  const holds = shuffle(d, STATEMENTS.filter((s) => s.holds).map((s) => s.id));
  const fails = shuffle(d, STATEMENTS.filter((s) => !s.holds).map((s) => s.id));
  const nHolds = d.int(2, PER_STUDENT - 2);
  return shuffle(d, [...holds.slice(0, nHolds), ...fails.slice(0, PER_STUDENT - nHolds)]);
}

const holds = (id: string) => STATEMENTS.find((s) => s.id === id)?.holds ?? false;
const statementsOf = (p: ExerciseParams) => ((p as P).statements ?? []).filter((id) => STATEMENTS.some((s) => s.id === id));

function chosen(answer: Answer): string[] | null {
  const v = answer.choice;
  if (Array.isArray(v)) return (v as unknown[]).filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' && v !== '' ? [v] : null;
}

const MISTAKES = STATEMENTS.map((s) => ({ id: s.id, hint: both(`${ID}.mistakes.${s.id}`) }));

export const c11e12: ExerciseDef = {
  id: ID,
  chapter: 11,
  kind: 'choice',
  // The same eleven statements for everyone, drawn six at a time: a copied answer looks honest.
  copyProof: false,
  points: 10,
  tolerance: 0,
  title: both(`${ID}.title`),
  mistakes: MISTAKES,
  params(ctx) {
    const d = studentDraw(ctx, ID);
    return { statements: d === null ? STATEMENTS.map((s) => s.id) : drawStatements(d) };
  },
  statement(lang: Lang) {
    return text(lang, `${ID}.statement`);
  },
  form(p): AnswerForm {
    return {
      kind: 'choice',
      multiple: true,
      // Numbered, so that the feedback's "Statement 3" points at one.
      options: statementsOf(p).map((id, i) => {
        const label = both(`${ID}.options.${id}`);
        return { value: id, label: { es: `${i + 1}. ${label.es}`, en: `${i + 1}. ${label.en}` } };
      }),
    };
  },
  key(p): Answer {
    return { choice: statementsOf(p).filter(holds) };
  },
  check(p, answer): Feedback {
    const ticked = chosen(answer);
    // Nothing ticked is no answer: every student's set has statements that hold.
    if (ticked === null || ticked.length === 0) return feedback('incomplete', 0, both('common.incomplete'));
    // Statements this student was not given: an answer made for someone else's set.
    const own = statementsOf(p);
    if (ticked.some((id) => !own.includes(id))) return feedback('wrong', 0, both(`${ID}.foreign`));
    const results: FieldResult[] = own.map((id, i) => {
      const label = both(`${ID}.statementLabel`, { n: i + 1 });
      return ticked.includes(id) === holds(id) ? { label, verdict: 'right' } : { label, verdict: 'wrong', mistake: id };
    });
    return feedbackFromFields(results, MISTAKES);
  },
};
