/** A scenario the engine refuses; `field` is the dotted path, e.g. "flows[0].transport". */
export class ScenarioError extends Error {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'ScenarioError';
  }
}

/** Formats a path like ["flows", 0, "id"] as "flows[0].id" ("scenario" for the root). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out === '' ? String(p) : `.${String(p)}`;
  }
  return out === '' ? 'scenario' : out;
}
