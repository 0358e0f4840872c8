// Figures: small arithmetic expressions over a run's summary (and its scenario), e.g. "jain",
// "pings[0].rtt_ms.median", "flows[0].goodput_mbps / flows[1].goodput_mbps",
// "flows[0] / scenario.link.rate_mbps" (a bare "flows[i]" means its goodput_mbps): the figures of
// sweep files (src/sim/sweep/expr.ts) and the metrics of lesson predictions (src/lessons/metric.ts).
// Pure and engine-free, here so that both sides may import it; each says which summary names it
// accepts. Any operand that is missing or not a number makes the value null; so does a division by 0.
import { parseFieldPath, readFieldPath, type FieldPathSegment } from './fieldPath';

export type FigureExpr =
  | { kind: 'num'; value: number }
  | { kind: 'path'; root: 'summary' | 'scenario'; segments: FieldPathSegment[]; text: string }
  | { kind: 'neg'; arg: FigureExpr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: FigureExpr; right: FigureExpr };

/**
 * Whether a summary name (as written, e.g. "flows[0]" or "queue.drops") may be used: null if so,
 * else the message saying why not.
 */
export type SummaryNameCheck = (text: string) => string | null;

const TOKEN = /\s*(?:(\d+(?:\.\d+)?(?:e[+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*)|([-+*/()]))/y;

function tokenize(text: string): string[] | string {
  const out: string[] = [];
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

/** Parses an expression; returns the tree or a message saying what is wrong. `help` lists what is valid. */
export function parseFigureExpr(text: string, checkSummaryName: SummaryNameCheck, help: string): FigureExpr | string {
  const tokens = tokenize(text);
  if (typeof tokens === 'string') return tokens;
  if (tokens.length === 0) return `empty (valid: ${help})`;
  let i = 0;
  const fail = (msg: string): never => {
    throw new Error(msg);
  };
  const primary = (): FigureExpr => {
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
        const segments = parseFieldPath(t.slice('scenario.'.length));
        if (!segments) fail(`bad path ${t}`);
        return { kind: 'path', root: 'scenario', segments: segments!, text: t };
      }
      const name = /^flows\[\d+\]$/.test(t) ? `${t}.goodput_mbps` : t;
      const problem = checkSummaryName(t);
      if (problem) fail(problem);
      return { kind: 'path', root: 'summary', segments: parseFieldPath(name)!, text: name };
    }
    return fail(`unexpected ${t}`);
  };
  const product = (): FigureExpr => {
    let e = primary();
    while (tokens[i] === '*' || tokens[i] === '/') {
      const op = tokens[i++] as '*' | '/';
      e = { kind: 'bin', op, left: e, right: primary() };
    }
    return e;
  };
  const sum = (): FigureExpr => {
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
export function figureExprPaths(e: FigureExpr): Extract<FigureExpr, { kind: 'path' }>[] {
  if (e.kind === 'path') return [e];
  if (e.kind === 'neg') return figureExprPaths(e.arg);
  if (e.kind === 'bin') return [...figureExprPaths(e.left), ...figureExprPaths(e.right)];
  return [];
}

/** The value over a run's summary and scenario; a boolean field counts as 1 or 0. */
export function evalFigureExpr(e: FigureExpr, ctx: { summary: unknown; scenario: unknown }): number | null {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'path': {
      const v = readFieldPath(e.root === 'summary' ? ctx.summary : ctx.scenario, e.segments);
      if (typeof v === 'boolean') return v ? 1 : 0;
      return typeof v === 'number' && Number.isFinite(v) ? v : null;
    }
    case 'neg': {
      const v = evalFigureExpr(e.arg, ctx);
      return v === null ? null : -v;
    }
    case 'bin': {
      const a = evalFigureExpr(e.left, ctx);
      const b = evalFigureExpr(e.right, ctx);
      if (a === null || b === null) return null;
      if (e.op === '+') return a + b;
      if (e.op === '-') return a - b;
      if (e.op === '*') return a * b;
      return b === 0 ? null : a / b;
    }
  }
}
