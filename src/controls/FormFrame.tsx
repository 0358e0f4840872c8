// The frame of a view's options form: one fieldset with its legend in a ViewForm (submitted by
// Enter, never by the browser: the page runs), and the form's number fields drawn from their
// names, each with its label, hint, the message of a refused value (naming the field and its
// range) and a test id.
import './formFrame.css';
import { useId, type ReactNode } from 'react';
import { NumberField, useFieldErrorText } from './NumberField';
import { ViewForm } from './ViewForm';
import type { FieldError } from './numberFields';

/** ViewForm (the form element: Enter runs unless locked) holding one fieldset with its legend. */
export function FormFrame({ className, legend, locked, onSubmit, children }: { className: string; legend: string; locked: boolean; onSubmit(): void; children: ReactNode }) {
  return (
    <ViewForm className={className} locked={locked} onSubmit={onSubmit}>
      <fieldset className="view-form__set">
        <legend className="view-form__legend">{legend}</legend>
        {children}
      </fieldset>
    </ViewForm>
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
