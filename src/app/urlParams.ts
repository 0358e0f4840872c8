// The page's query parameters, in one table: what each accepts. A value outside that is not
// silently ignored: the page says which parameter, what it got and what it accepts.

export interface ParamSpec {
  name: string;
  /** Accepted values, as they should appear in a message. */
  valid: readonly string[];
}

export const URL_PARAMS: readonly ParamSpec[] = [
  { name: 'lang', valid: ['es', 'en'] },
  { name: 'projector', valid: ['1', '0', 'true', 'false'] },
  { name: 'debug', valid: ['1'] },
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
      if (!spec.valid.includes(value)) problems.push({ name: spec.name, value, valid: spec.valid.join(', ') });
    }
  }
  return problems;
}
