// A prediction's metric: an arithmetic expression over a run's summary, in the syntax of the
// sweep figures: "flows[0].rtt_ms.median", "pings[0].rtt_ms.median", "queue.drops", "jain",
// "flows[0] / scenario.link.rate_mbps" (a bare flows[i] is its goodput), numbers, + - * / and
// parentheses. Parsed and evaluated by src/models/figureExpr.ts, the sweep's own evaluator; a
// metric may name any field of a flow or a ping (a sweep only the ones it lists). A missing
// operand or a division by zero gives null, never NaN.
import { evalFigureExpr, parseFigureExpr, type FigureExpr } from '../models/figureExpr';

const SUMMARY_PATH = /^(?:(?:flows|pings)\[\d+\](?:\.[A-Za-z_][A-Za-z0-9_]*)*|queue\.[A-Za-z_][A-Za-z0-9_]*|jain|events)$/;
const HELP = 'flows[i].FIELD, pings[i].FIELD, queue.NAME, jain, events, scenario.FIELD, numbers and + - * / ( )';

/** A bare pings[i] has no default field (a bare flows[i] is its goodput). */
function checkSummaryName(text: string): string | null {
  return SUMMARY_PATH.test(text) && !/^pings\[\d+\]$/.test(text) ? null : `unknown figure ${text} (valid: ${HELP})`;
}

/** The expression's tree, or null when it is not a valid metric. */
export function parseMetric(text: string): FigureExpr | null {
  const e = parseFigureExpr(text, checkSummaryName, HELP);
  return typeof e === 'string' ? null : e;
}

/** The metric's value over a run's summary (and its scenario); null when it cannot be computed. */
export function evaluateMetric(text: string, summary: unknown, scenario?: unknown): number | null {
  const e = parseMetric(text);
  return e ? evalFigureExpr(e, { summary, scenario }) : null;
}
