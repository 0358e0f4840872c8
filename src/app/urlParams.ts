// The page's query parameters, in one table: what each accepts. A value outside that is not
// silently ignored: the page says which parameter, what it got and what it accepts.
import { BUDGET_PARAM, BUDGET_PARAM_MAX, BUDGET_PARAM_MIN, parseBudgetParam } from './runs/budgetParam';

export interface ParamSpec {
  name: string;
  /** Accepted values, as they should appear in a message. */
  valid: readonly string[];
  /** For a range rather than a list: whether a value is accepted (`valid` then describes the range). */
  accepts?: (value: string) => boolean;
}

export const URL_PARAMS: readonly ParamSpec[] = [
  { name: 'lang', valid: ['es', 'en'] },
  { name: 'projector', valid: ['1', '0', 'true', 'false'] },
  { name: 'debug', valid: ['1'] },
  // An instructor's budget of events per run in the browser (src/app/runs/budget.ts).
  { name: BUDGET_PARAM, valid: [`${BUDGET_PARAM_MIN.toExponential()} … ${BUDGET_PARAM_MAX.toExponential()}`], accepts: (v) => parseBudgetParam(v) !== null },
];

export interface ParamProblem {
  name: string;
  value: string;
  valid: string;
}

/** Problems with the known parameters of a query string; unknown parameters are left alone. */
export function checkUrlParams(search: string): ParamProblem[] {
  const params = new URLSearchParams(search);
  const problems: ParamProblem[] = [];
  for (const spec of URL_PARAMS) {
    for (const value of params.getAll(spec.name)) {
      if (!(spec.accepts ? spec.accepts(value) : spec.valid.includes(value))) problems.push({ name: spec.name, value, valid: spec.valid.join(', ') });
    }
  }
  return problems;
}
