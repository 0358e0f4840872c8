// A sweep's figures: small arithmetic expressions over a run's summary, e.g. "jain",
// "pings[0].rtt_ms.median", "flows[0].goodput_mbps / flows[1].goodput_mbps",
// "flows[0].goodput_mbps / scenario.link.rate_mbps". A bare "flows[i]" means its goodput_mbps.
// The syntax, parser and evaluator are src/models/figureExpr.ts (shared with the lessons' metrics);
// here: which summary fields a figure may name, and the help that lists them.
import { evalFigureExpr, figureExprPaths, parseFigureExpr, type FigureExpr } from '../../models/figureExpr';

export type Expr = FigureExpr;

/** Fields of the summary a figure may name (queue counters are open: new queues add their own). */
const FLOW_FIELDS = ['goodput_mbps', 'bytes_delivered', 'retransmits', 'packets_sent', 'packets_dropped', 'rtt_ms.min', 'rtt_ms.median', 'rtt_ms.max'];
const PING_FIELDS = ['sent', 'received', 'lost', 'rtt_ms.min', 'rtt_ms.median', 'rtt_ms.max'];
export const FIGURE_HELP = `flows[i].(${FLOW_FIELDS.join('|')}), pings[i].(${PING_FIELDS.join('|')}), queue.NAME, jain, events, scenario.FIELD, numbers and + - * / ( )`;

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
  return parseFigureExpr(text, checkSummaryPath, FIGURE_HELP);
}

/** Every path an expression reads (to check them against a scenario before running). */
export const exprPaths = figureExprPaths;

export const evalExpr = evalFigureExpr;
