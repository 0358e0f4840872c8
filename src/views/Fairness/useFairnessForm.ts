// The fairness form: what is typed (strings), its errors, and the checked options. The speed
// applies as soon as it is valid (to a run in progress too); the rest waits for the next run.
// Errors are shown once a run was asked for, and then follow every change.
import { useState, type RefObject } from 'react';
import { checkNumber } from '../../controls/numberFields';
import { formFromOptions, RANGES, validateForm, type FairnessForm, type FairnessOptions, type FormErrors } from './options';

const focusFirstInvalid = (root: HTMLElement | null) => requestAnimationFrame(() => root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

export function useFairnessForm(start: FairnessOptions, text: (x: number) => string, sectionRef: RefObject<HTMLElement | null>, onSpeed: (speed: number) => void, onOptionsChange?: (options: FairnessOptions) => void) {
  const [form, setForm] = useState(() => formFromOptions(start, text));
  const [errors, setErrors] = useState<FormErrors | null>(null);
  const validate = (f: FairnessForm) => validateForm(f, start);

  /** The options typed, or null after marking the bad fields and focusing the first one. */
  const check = (): FairnessOptions | null => {
    const r = validate(form);
    setErrors(r.ok ? null : r.errors);
    if (r.ok) return r.options;
    focusFirstInvalid(sectionRef.current);
    return null;
  };

  const change = (next: FairnessForm) => {
    const r = validate(next);
    setForm(next);
    if (errors !== null) setErrors(r.ok ? null : r.errors);
    if (r.ok) onOptionsChange?.(r.options);
    const speed = next.speed === form.speed ? null : checkNumber('speed', next.speed, RANGES.speed);
    if (speed && 'value' in speed) onSpeed(speed.value);
  };

  return { form, errors: errors ?? {}, check, change, load: (o: FairnessOptions) => change(formFromOptions(o, text)) };
}
