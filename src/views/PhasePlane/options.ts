// The phase-plane view's options: defaults (the notes' example), the form's validation, and the
// model parameters they give. Pure (no React, no DOM): lessons and tests use it directly.
import { DEFAULT_PHASE_PARAMS, isPhaseRuleName, type PhaseParams, type PhaseRuleName } from '../../models/phasePlane';
import { AXIS_REACH } from '../../panels/plane';
import { numberText, readNumber, type NumberReadings } from '../../controls/numberFields';
import { stepInList } from '../../controls/runKeys';

export interface PhasePlaneOptions {
  rule: PhaseRuleName;
  /** Capacity C, start point and the rules' increments and factors (the model's parameters). */
  params: PhaseParams;
  /** Steps in the animated trajectory (the notes print 14 for AIMD). */
  steps: number;
  /** Animation speed, steps per second. */
  speed: number;
}

export const DEFAULT_OPTIONS: PhasePlaneOptions = {
  rule: 'aimd',
  params: DEFAULT_PHASE_PARAMS,
  steps: 14,
  speed: 2,
};

/** Steps of the "all rules" comparison, as in the notes' `phase.py all`. */
export const ALL_RULES_STEPS = 200;

/** Speeds offered, in steps per second. */
export const SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;

export type FieldName = 'capacity' | 'x1' | 'x2' | 'ai' | 'mi' | 'md' | 'ad' | 'steps';
export const FIELD_NAMES: readonly FieldName[] = ['capacity', 'x1', 'x2', 'ai', 'mi', 'md', 'ad', 'steps'];

export interface Range {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

/**
 * Valid ranges. The model needs C > 0, increments > 0, an increase factor > 1 and a decrease
 * factor strictly between 0 and 1; the start point lies on the drawn plane, [0, 1.2 C].
 */
export const RANGES: Record<Exclude<FieldName, 'x1' | 'x2'>, Range> = {
  capacity: { min: 1, max: 100000 },
  ai: { min: 0.001, max: 100000 },
  mi: { min: 1.001, max: 10 },
  md: { min: 0.01, max: 0.99 },
  ad: { min: 0.001, max: 100000 },
  steps: { min: 1, max: 200, integer: true },
};

export function startRange(capacity: number): Range {
  return { min: 0, max: AXIS_REACH * capacity };
}

/** The form as typed: strings, so half-typed input is kept and reported, not lost. */
export type PhaseForm = Record<FieldName, string>;

export type FieldError =
  | { key: 'required' }
  /** `readings`: "1,000" in English, "1.000" in Spanish, refused with both (numberFields.ts). */
  | { key: 'notNumber'; value: string; readings?: NumberReadings }
  | { key: 'range'; min: number; max: number }
  | { key: 'integer'; min: number; max: number };

export type FormErrors = Partial<Record<FieldName, FieldError>>;

export function formFromOptions(o: PhasePlaneOptions): PhaseForm {
  const p = o.params;
  // In the page's language, as the fields are read (numberFields.ts).
  return {
    capacity: numberText(p.capacity),
    x1: numberText(p.start[0]),
    x2: numberText(p.start[1]),
    ai: numberText(p.additiveIncrease),
    mi: numberText(p.multiplicativeIncrease),
    md: numberText(p.multiplicativeDecrease),
    ad: numberText(p.additiveDecrease),
    steps: numberText(o.steps),
  };
}

function check(text: string, range: Range): { value: number } | { error: FieldError } {
  const r = readNumber(text);
  if ('error' in r) return { error: r.error === 'required' ? { key: 'required' } : { key: 'notNumber', value: r.value, ...(r.readings ? { readings: r.readings } : {}) } };
  const v = r.value;
  if (range.integer && !Number.isInteger(v)) return { error: { key: 'integer', min: range.min, max: range.max } };
  if (v < range.min || v > range.max) {
    return { error: { key: range.integer ? 'integer' : 'range', min: range.min, max: range.max } };
  }
  return { value: v };
}

export type Checked = { ok: true; params: PhaseParams; steps: number } | { ok: false; errors: FormErrors };

/** Validates every field; on success gives the model's parameters and the number of steps. */
export function validateForm(form: PhaseForm): Checked {
  const errors: FormErrors = {};
  const values: Partial<Record<FieldName, number>> = {};
  for (const name of ['capacity', 'ai', 'mi', 'md', 'ad', 'steps'] as const) {
    const r = check(form[name], RANGES[name]);
    if ('error' in r) errors[name] = r.error;
    else values[name] = r.value;
  }
  // The start point's range depends on C; with no valid C only its form is checked.
  const startR = values.capacity !== undefined ? startRange(values.capacity) : { min: 0, max: Infinity };
  for (const name of ['x1', 'x2'] as const) {
    const r = check(form[name], startR);
    if ('error' in r) errors[name] = r.error;
    else values[name] = r.value;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    params: {
      capacity: values.capacity!,
      start: [values.x1!, values.x2!],
      additiveIncrease: values.ai!,
      multiplicativeIncrease: values.mi!,
      multiplicativeDecrease: values.md!,
      additiveDecrease: values.ad!,
    },
    steps: values.steps!,
  };
}

/** The rule named in a URL or a prop, or the default. */
export function ruleOrDefault(name: string | null | undefined): PhaseRuleName {
  return name && isPhaseRuleName(name) ? name : DEFAULT_OPTIONS.rule;
}

/** The next or previous offered speed (the + and - keys). */
export function nextSpeed(speed: number, direction: 1 | -1): number {
  return stepInList(SPEEDS, speed, direction);
}
