// A prediction's metric: an arithmetic expression over a run's summary, in the syntax of the
// sweep figures (src/sim/sweep/expr.ts): "flows[0].rtt_ms.median", "pings[0].rtt_ms.median",
// "queue.drops", "jain", "flows[0] / scenario.link.rate_mbps" (a bare flows[i] is its goodput),
// numbers, + - * / and parentheses. Lessons may not import engine code, so this is the lessons'
// own small evaluator; a missing operand or a division by zero gives null, never NaN.
import { getFieldPath } from '../models/fieldPath';

type Node =
  | { kind: 'num'; value: number }
  | { kind: 'path'; root: 'summary' | 'scenario'; path: string }
  | { kind: 'neg'; arg: Node }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Node; right: Node };

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*)|([-+*/()]))/y;
const SUMMARY_PATH = /^(?:(?:flows|pings)\[\d+\](?:\.[A-Za-z_][A-Za-z0-9_]*)*|queue\.[A-Za-z_][A-Za-z0-9_]*|jain|events)$/;

function tokenize(text: string): string[] | null {
  const out: string[] = [];
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(text);
    if (!m) return null;
    out.push(m[1] ?? m[2] ?? m[3]);
    pos = TOKEN.lastIndex;
  }
  return out;
}

/** The expression's tree, or null when it is not a valid metric. */
export function parseMetric(text: string): Node | null {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0) return null;
  let i = 0;
  const primary = (): Node | null => {
    const t = tokens[i++];
    if (t === undefined) return null;
    if (t === '(') {
      const e = sum();
      return e && tokens[i++] === ')' ? e : null;
    }
    if (t === '-') {
      const arg = primary();
      return arg && { kind: 'neg', arg };
    }
    if (/^\d/.test(t)) return { kind: 'num', value: Number(t) };
    if (t.startsWith('scenario.')) return { kind: 'path', root: 'scenario', path: t.slice('scenario.'.length) };
    if (/^flows\[\d+\]$/.test(t)) return { kind: 'path', root: 'summary', path: `${t}.goodput_mbps` };
    if (/^pings\[\d+\]$/.test(t)) return null;
    return SUMMARY_PATH.test(t) ? { kind: 'path', root: 'summary', path: t } : null;
  };
  const chain = (next: () => Node | null, ops: readonly string[]): Node | null => {
    let e = next();
    while (e && ops.includes(tokens[i])) {
      const op = tokens[i++] as '+' | '-' | '*' | '/';
      const right = next();
      e = right && { kind: 'bin', op, left: e, right };
    }
    return e;
  };
  const product = () => chain(primary, ['*', '/']);
  const sum = (): Node | null => chain(product, ['+', '-']);
  const e = sum();
  return e && i === tokens.length ? e : null;
}

function evaluate(e: Node, ctx: { summary: unknown; scenario: unknown }): number | null {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'path': {
      const v = getFieldPath(e.root === 'summary' ? ctx.summary : ctx.scenario, e.path);
      if (typeof v === 'boolean') return v ? 1 : 0;
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    case 'neg': {
      const v = evaluate(e.arg, ctx);
      return v === null ? null : -v;
    }
    case 'bin': {
      const a = evaluate(e.left, ctx);
      const b = evaluate(e.right, ctx);
      if (a === null || b === null) return null;
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      return b === 0 ? null : a / b;
    }
  }
}

/** The metric's value over a run's summary (and its scenario); null when it cannot be computed. */
export function evaluateMetric(text: string, summary: unknown, scenario?: unknown): number | null {
  const e = parseMetric(text);
  return e ? evaluate(e, { summary, scenario }) : null;
}
