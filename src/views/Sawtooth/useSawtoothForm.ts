// The sawtooth's form: what is typed (strings), its errors, and the checked options. A change of
// speed applies at once (to a run in progress too); other fields wait for the next run.
import { useState, type RefObject } from 'react';
import { checkField, formFromOptions, validateForm, type FormErrors, type SawtoothForm, type SawtoothOptions } from './options';

export function useSawtoothForm(
  start: SawtoothOptions,
  sectionRef: RefObject<HTMLElement | null>,
  onSpeed: (speed: number) => void,
  onOptionsChange?: (options: SawtoothOptions) => void,
) {
  const [form, setForm] = useState(() => formFromOptions(start));
  const [errors, setErrors] = useState<FormErrors>({});
  const base = { seed: start.seed, sampleMs: start.sampleMs };

  /** The options typed, or null after marking the bad fields and focusing the first one. */
  const check = (): SawtoothOptions | null => {
    const checked = validateForm(form, base);
    if (!checked.ok) {
      setErrors(checked.errors);
      requestAnimationFrame(() => sectionRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return null;
    }
    setErrors({});
    return checked.options;
  };

  const change = (next: SawtoothForm) => {
    setForm(next);
    const checked = validateForm(next, base);
    if (Object.keys(errors).length > 0) setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onOptionsChange?.(checked.options);
    if (next.speed !== form.speed) {
      const speed = checkField('speed', next.speed);
      if ('value' in speed) onSpeed(speed.value);
      setErrors((e) => {
        const { speed: _old, ...rest } = e;
        return 'error' in speed ? { ...rest, speed: speed.error } : rest;
      });
    }
  };

  return { form, errors, check, change };
}
