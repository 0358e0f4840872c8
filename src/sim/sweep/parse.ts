// Validation of a sweep file: every message names the field and the valid range, like the
// scenario's. The base scenario itself is checked when the sweep is expanded (each job's scenario
// goes through parseScenario), so a message about it names the job and the scenario field.
import { findPreset } from '../scenario/presets';
import { SweepError } from './errors';
import { parseExpr } from './expr';
import { parsePath } from './paths';
import { AGGREGATES, type Aggregate, type AxisValue, type Sweep, type SweepAxis, type SweepDifference } from './types';

export const SWEEP_LIMITS = { axes: 6, values: 256, repetitions: 100, figures: 32, jobs: 20000 } as const;
const TOP_FIELDS = ['version', 'name', 'description', 'base', 'axes', 'repetitions', 'collect', 'aggregate', 'difference'];
const AXIS_FIELDS = ['label', 'path', 'paths', 'values', 'scale'];
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function noUnknown(obj: Record<string, unknown>, known: readonly string[], where: string): void {
  for (const k of Object.keys(obj)) {
    if (!known.includes(k)) throw new SweepError(where ? `${where}.${k}` : k, `unknown field (valid: ${known.join(', ')})`);
  }
}

function isAxisValue(v: unknown): v is AxisValue {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

function optionalText(v: unknown, field: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length > 2000) throw new SweepError(field, 'expected a string (valid: up to 2000 characters)');
  return v;
}

function parseBase(v: unknown): Record<string, unknown> {
  if (v === undefined) throw new SweepError('base', 'required (valid: a scenario object, or { "preset": NAME })');
  if (!isRecord(v)) throw new SweepError('base', 'expected an object (valid: a scenario object, or { "preset": NAME })');
  if ('preset' in v) {
    if (Object.keys(v).length !== 1) throw new SweepError('base', 'a preset base takes no other field (valid: { "preset": NAME }; put changes in axes)');
    if (typeof v.preset !== 'string' || !findPreset(v.preset)) {
      throw new SweepError('base.preset', `unknown preset ${JSON.stringify(v.preset)} (valid: a name listed by the presets command)`);
    }
  }
  return v;
}

function parseAxis(v: unknown, i: number): SweepAxis {
  const where = `axes[${i}]`;
  if (!isRecord(v)) throw new SweepError(where, 'expected an object (valid: { "path": FIELD, "values": [...] })');
  noUnknown(v, AXIS_FIELDS, where);
  let paths: string[];
  if (v.path !== undefined && v.paths !== undefined) throw new SweepError(`${where}.paths`, 'give path or paths, not both');
  if (v.path !== undefined) {
    if (typeof v.path !== 'string') throw new SweepError(`${where}.path`, 'expected a string (valid: a scenario field like link.loss or flows[0].cc)');
    paths = [v.path];
  } else if (v.paths !== undefined) {
    if (!Array.isArray(v.paths) || v.paths.length === 0 || v.paths.length > 8 || !v.paths.every((p) => typeof p === 'string')) {
      throw new SweepError(`${where}.paths`, 'expected a list of 1 to 8 scenario fields');
    }
    paths = v.paths as string[];
  } else throw new SweepError(`${where}.path`, 'required (valid: a scenario field like link.loss, flows[0].cc, flows[*].cc)');
  paths.forEach((p, k) => {
    const field = v.path !== undefined ? `${where}.path` : `${where}.paths[${k}]`;
    const segs = parsePath(p);
    if (!segs) throw new SweepError(field, `${JSON.stringify(p)} is not a field path (valid: names joined by dots, [n] or [*] for list items, e.g. flows[0].cc)`);
    if ('key' in segs[0] && (segs[0].key === 'version' || segs.length === 0)) throw new SweepError(field, 'version cannot be swept');
  });
  if (!Array.isArray(v.values) || v.values.length === 0 || v.values.length > SWEEP_LIMITS.values) {
    throw new SweepError(`${where}.values`, `expected a list of 1 to ${SWEEP_LIMITS.values} values`);
  }
  v.values.forEach((x, k) => {
    if (!isAxisValue(x)) throw new SweepError(`${where}.values[${k}]`, 'expected a number, string, boolean or null');
  });
  const seen = new Set<string>();
  v.values.forEach((x, k) => {
    const key = JSON.stringify(x);
    if (seen.has(key)) throw new SweepError(`${where}.values[${k}]`, `${key} appears twice (valid: distinct values)`);
    seen.add(key);
  });
  let scale: number | null = null;
  if (v.scale !== undefined && v.scale !== null) {
    if (typeof v.scale !== 'number' || !Number.isFinite(v.scale) || v.scale === 0) throw new SweepError(`${where}.scale`, 'expected a non-zero number (numbers are multiplied by it before being written)');
    scale = v.scale;
  }
  let label = paths[0];
  if (v.label !== undefined) {
    if (typeof v.label !== 'string' || !NAME.test(v.label)) throw new SweepError(`${where}.label`, 'expected a name (valid: letters, digits, _ . -, up to 64, starting with a letter)');
    label = v.label;
  }
  return { label, paths, values: v.values as AxisValue[], scale };
}

function parseCollect(v: unknown): Record<string, string> {
  if (v === undefined) return { goodput_mbps: 'flows[0].goodput_mbps' };
  if (!isRecord(v) || Object.keys(v).length === 0 || Object.keys(v).length > SWEEP_LIMITS.figures) {
    throw new SweepError('collect', `expected an object of 1 to ${SWEEP_LIMITS.figures} figures (name: expression, e.g. "goodput": "flows[0].goodput_mbps")`);
  }
  const out: Record<string, string> = {};
  for (const [name, expr] of Object.entries(v)) {
    if (!NAME.test(name)) throw new SweepError(`collect.${name}`, 'bad figure name (valid: letters, digits, _ . -, starting with a letter)');
    if (typeof expr !== 'string') throw new SweepError(`collect.${name}`, 'expected an expression string (e.g. "flows[0].goodput_mbps")');
    const e = parseExpr(expr);
    if (typeof e === 'string') throw new SweepError(`collect.${name}`, e);
    out[name] = expr;
  }
  return out;
}

function parseDifference(v: unknown, axes: readonly SweepAxis[]): SweepDifference | null {
  if (v === undefined || v === null) return null;
  if (!isRecord(v)) throw new SweepError('difference', 'expected { "axis": LABEL, "value": V, "minus": W }');
  noUnknown(v, ['axis', 'value', 'minus'], 'difference');
  const axis = axes.find((a) => a.label === v.axis);
  if (!axis) throw new SweepError('difference.axis', `${JSON.stringify(v.axis)} is not an axis label (valid: ${axes.map((a) => a.label).join(', ') || 'no axes'})`);
  const has = (x: unknown) => axis.values.some((y) => y === x);
  const valid = axis.values.map((x) => JSON.stringify(x)).join(', ');
  if (!has(v.value)) throw new SweepError('difference.value', `${JSON.stringify(v.value)} is not a value of axis ${axis.label} (valid: ${valid})`);
  if (!has(v.minus) || v.minus === v.value) throw new SweepError('difference.minus', `${JSON.stringify(v.minus)} must be another value of axis ${axis.label} (valid: ${valid})`);
  return { axis: axis.label, value: v.value as AxisValue, minus: v.minus as AxisValue };
}

/** Validates a sweep file and fills in defaults; throws SweepError naming the first bad field. */
export function parseSweep(input: unknown): Sweep {
  if (!isRecord(input)) throw new SweepError('sweep', 'expected a JSON object');
  noUnknown(input, TOP_FIELDS, '');
  if (input.version !== 1) throw new SweepError('version', `${input.version === undefined ? 'required' : `${JSON.stringify(input.version)} is not supported`} (valid: 1)`);
  const name = optionalText(input.name, 'name');
  const description = optionalText(input.description, 'description');
  const base = parseBase(input.base);
  const rawAxes = input.axes ?? [];
  if (!Array.isArray(rawAxes) || rawAxes.length > SWEEP_LIMITS.axes) throw new SweepError('axes', `expected a list of 0 to ${SWEEP_LIMITS.axes} axes`);
  const axes = rawAxes.map(parseAxis);
  axes.forEach((a, i) => {
    if (axes.findIndex((b) => b.label === a.label) !== i) throw new SweepError(`axes[${i}].label`, `${JSON.stringify(a.label)} is already used (valid: a distinct label per axis)`);
  });
  let repetitions = 1;
  if (input.repetitions !== undefined) {
    const r = input.repetitions;
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > SWEEP_LIMITS.repetitions) {
      throw new SweepError('repetitions', `${JSON.stringify(r)} is out of range (valid: integer 1 to ${SWEEP_LIMITS.repetitions}; seeds are the base seed + 0, 1, ...)`);
    }
    repetitions = r;
  }
  const collect = parseCollect(input.collect);
  let aggregate: Aggregate = 'median';
  if (input.aggregate !== undefined) {
    if (!AGGREGATES.includes(input.aggregate as Aggregate)) throw new SweepError('aggregate', `${JSON.stringify(input.aggregate)} is not valid (valid: ${AGGREGATES.join(', ')})`);
    aggregate = input.aggregate as Aggregate;
  }
  const difference = parseDifference(input.difference, axes);
  const jobs = axes.reduce((n, a) => n * a.values.length, 1) * repetitions;
  if (jobs > SWEEP_LIMITS.jobs) throw new SweepError('axes', `${jobs} jobs is too many (valid: up to ${SWEEP_LIMITS.jobs} = product of the axes' lengths x repetitions)`);
  return { version: 1, name, description, base, axes, repetitions, collect, aggregate, difference };
}
