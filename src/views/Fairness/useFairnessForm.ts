// The fairness form: what is typed (strings), its errors, and the checked options. A change of
// speed applies at once (to a run in progress too); other fields wait for the next run.
import { useState, type RefObject } from 'react';
import { checkNumber } from '../shared/numberFields';
import { formFromOptions, RANGES, validateForm, type FairnessForm, type FairnessOptions, type FormErrors } from './options';

export function useFairnessForm(
  start: FairnessOptions,
  text: (x: number) => string,
  sectionRef: RefObject<HTMLElement | null>,
  onSpeed: (speed: number) => void,
  onOptionsChange?: (options: FairnessOptions) => void,
) {
  const [form, setForm] = useState(() => formFromOptions(start, text));
  const [errors, setErrors] = useState<FormErrors>({});
  const base = { seed: start.seed, sampleMs: start.sampleMs };

  /** The options typed, or null after marking the bad fields and focusing the first one. */
  const check = (): FairnessOptions | null => {
    const checked = validateForm(form, base);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    }
    setErrors({});
    return checked.options;
  };

  const change = (next: FairnessForm) => {
    setForm(next);
    const checked = validateForm(next, base);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const speed = checkNumber('speed', next.speed, RANGES.speed);
      if ('value' in speed) onSpeed(speed.value);
    }
  };

  /** Replaces the whole form (an experiment of the notes loaded). */
  const load = (o: FairnessOptions) => change(formFromOptions(o, text));

  return { form, errors, check, change, load };
}
