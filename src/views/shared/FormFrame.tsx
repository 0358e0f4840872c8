// The frame of a view's options form: one fieldset with its legend, submitted by Enter (never by
// the browser: the page runs), and the number fields of the form drawn from their names, each with
// its label, hint, the message of a refused value (naming the field and its range) and a test id.
import './viewForm.css';
import './formFrame.css';
import { useId, type ReactNode } from 'react';
import { NumberField, useFieldErrorText } from './NumberField';
import type { FieldError } from './numberFields';

/** What a view's options form is given: the form as typed, its refused fields, and what to do. */
export interface FormProps<F, E> {
  form: F;
  errors: E;
  /** Scenario fields are locked while a run is active. */
  locked: boolean;
  onChange(form: F): void;
  onSubmit(): void;
}

export function FormFrame({ className, legend, locked, onSubmit, children }: { className: string; legend: string; locked: boolean; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className={`${className} view-form`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!locked) onSubmit();
      }}
    >
      <fieldset className="view-form__set">
        <legend className="view-form__legend">{legend}</legend>
        {children}
      </fieldset>
      <button type="submit" hidden />
    </form>
  );
}

interface NumberFieldsOf<F extends string> {
  /** The form's values as typed. */
  form: Record<F, string>;
  errors: Partial<Record<F, FieldError<F>>>;
  locked: boolean;
  onChange(name: F, value: string): void;
  /** i18n prefix of the messages (`${prefix}.validation.*`) and of the fields' names (`${prefix}.${namesKey}.<field>`). */
  prefix: string;
  namesKey?: string;
  /** Test ids are `${testPrefix}-<field>`. */
  testPrefix: string;
}

/** Draws one number field by name; `live` keeps it editable while a run is going (e.g. the speed). */
export function useNumberFields<F extends string>(p: NumberFieldsOf<F>): (name: F, label: string, hint?: string, live?: boolean) => ReactNode {
  const uid = useId();
  const msg = useFieldErrorText(p.prefix, p.namesKey);
  return (name, label, hint, live = false) => (
    <NumberField
      id={`${uid}-${name}`}
      label={label}
      hint={hint}
      error={msg(p.errors[name])}
      testId={`${p.testPrefix}-${name}`}
      value={p.form[name]}
      disabled={p.locked && !live}
      onChange={(value) => p.onChange(name, value)}
    />
  );
}
