/** A sweep the engine refuses; `field` is the path inside the sweep file, e.g. "axes[0].values". */
export class SweepError extends Error {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'SweepError';
  }
}
