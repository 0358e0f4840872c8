// Figures: small arithmetic expressions over a run's summary, e.g. "jain",
// "pings[0].rtt_ms.median", "flows[0].goodput_mbps / flows[1].goodput_mbps",
// "flows[0].goodput_mbps / scenario.link.rate_mbps". A bare "flows[i]" means its goodput_mbps.
// Any operand that is missing or not a number makes the figure null; so does a division by 0.
import { getPath, parsePath, type Segment } from './paths';

export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'path'; root: 'summary' | 'scenario'; segments: Segment[]; text: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr };

/** Fields of the summary a figure may name (queue counters are open: new queues add their own). */
const FLOW_FIELDS = ['goodput_mbps', 'bytes_delivered', 'retransmits', 'packets_sent', 'packets_dropped', 'rtt_ms.min', 'rtt_ms.median', 'rtt_ms.max'];
const PING_FIELDS = ['sent', 'received', 'lost', 'rtt_ms.min', 'rtt_ms.median', 'rtt_ms.max'];
export const FIGURE_HELP = `flows[i].(${FLOW_FIELDS.join('|')}), pings[i].(${PING_FIELDS.join('|')}), queue.NAME, jain, events, scenario.FIELD, numbers and + - * / ( )`;

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*)|([-+*/()]))/y;

function tokenize(text: string): string[] | string {
  const out: string[] = [];
  TOKEN.lastIndex = 0;
  let pos = 0;
  while (pos < text.length) {
    if (/^\s*$/.test(text.slice(pos))) break;
    TOKEN.lastIndex = pos;
    const m = TOKEN.exec(text);
    if (!m) return `unexpected ${JSON.stringify(text.slice(pos).trim()[0])} at character ${pos + 1}`;
    out.push(m[1] ?? m[2] ?? m[3]);
    pos = TOKEN.lastIndex;
  }
  return out;
}

function checkSummaryPath(text: string): string | null {
  const m = /^(flows|pings)\[(\d+)\](?:\.(.+))?$/.exec(text);
  if (m) {
    const fields = m[1] === 'flows' ? FLOW_FIELDS : PING_FIELDS;
    if (m[3] === undefined) return m[1] === 'flows' ? null : `${text} needs a field (valid: ${fields.join(', ')})`;
    return fields.includes(m[3]) ? null : `${text}: unknown field ${m[3]} (valid: ${fields.join(', ')})`;
  }
  if (/^queue\.[A-Za-z_][A-Za-z0-9_]*$/.test(text) || text === 'jain' || text === 'events') return null;
  return `unknown figure ${text} (valid: ${FIGURE_HELP})`;
}

/** Parses an expression; returns the tree or a message saying what is wrong. */
export function parseExpr(text: string): Expr | string {
  const tokens = tokenize(text);
  if (typeof tokens === 'string') return tokens;
  if (tokens.length === 0) return `empty (valid: ${FIGURE_HELP})`;
  let i = 0;
  const fail = (msg: string): never => {
    throw new Error(msg);
  };
  const primary = (): Expr => {
    const t = tokens[i++];
    if (t === undefined) return fail('ends too early');
    if (t === '(') {
      const e = sum();
      if (tokens[i++] !== ')') fail('missing )');
      return e;
    }
    if (t === '-') return { kind: 'neg', arg: primary() };
    if (/^\d/.test(t)) return { kind: 'num', value: Number(t) };
    if (/^[A-Za-z_]/.test(t)) {
      if (t.startsWith('scenario.')) {
        const segments = parsePath(t.slice('scenario.'.length));
        if (!segments) fail(`bad path ${t}`);
        return { kind: 'path', root: 'scenario', segments: segments!, text: t };
      }
      const text = /^flows\[\d+\]$/.test(t) ? `${t}.goodput_mbps` : t;
      const problem = checkSummaryPath(t);
      if (problem) fail(problem);
      return { kind: 'path', root: 'summary', segments: parsePath(text)!, text };
    }
    return fail(`unexpected ${t}`);
  };
  const product = (): Expr => {
    let e = primary();
    while (tokens[i] === '*' || tokens[i] === '/') {
      const op = tokens[i++] as '*' | '/';
      e = { kind: 'bin', op, left: e, right: primary() };
    }
    return e;
  };
  const sum = (): Expr => {
    let e = product();
    while (tokens[i] === '+' || tokens[i] === '-') {
      const op = tokens[i++] as '+' | '-';
      e = { kind: 'bin', op, left: e, right: product() };
    }
    return e;
  };
  try {
    const e = sum();
    if (i < tokens.length) return `unexpected ${tokens[i]}`;
    return e;
  } catch (err) {
    return (err as Error).message;
  }
}

/** Every path an expression reads (to check them against a scenario before running). */
export function exprPaths(e: Expr): Extract<Expr, { kind: 'path' }>[] {
  if (e.kind === 'path') return [e];
  if (e.kind === 'neg') return exprPaths(e.arg);
  if (e.kind === 'bin') return [...exprPaths(e.left), ...exprPaths(e.right)];
  return [];
}

export function evalExpr(e: Expr, ctx: { summary: unknown; scenario: unknown }): number | null {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'path': {
      const v = getPath(e.root === 'summary' ? ctx.summary : ctx.scenario, e.segments);
      if (typeof v === 'boolean') return v ? 1 : 0;
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    case 'neg': {
      const v = evalExpr(e.arg, ctx);
      return v === null ? null : -v;
    }
    case 'bin': {
      const a = evalExpr(e.left, ctx);
      const b = evalExpr(e.right, ctx);
      if (a === null || b === null) return null;
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      return b === 0 ? null : a / b;
    }
  }
}
