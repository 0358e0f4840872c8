// A view's form element: no browser validation (the view's own messages name each field), Enter
// runs unless the form is locked by a run in progress, and the props every view form takes.
import type { FormEvent, ReactNode } from 'react';
import './viewForm.css';

/** What the page gives a view: options from the address, and where to report failures and changes. */
export interface ViewProps<O> {
  initial?: Partial<O>;
  onRunError?: (message: string) => void;
  onOptionsChange?: (options: O) => void;
}

export interface ViewFormProps<F, E> {
  form: F;
  errors: E;
  /** Scenario fields are locked while a run is active (speed stays adjustable). */
  locked: boolean;
  onChange(form: F): void;
  onSubmit(): void;
}

export function ViewForm({ className, locked, onSubmit, children }: { className: string; locked: boolean; onSubmit(): void; children: ReactNode }) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!locked) onSubmit();
  };
  return (
    <form className={`${className} view-form`} noValidate onSubmit={submit}>
      {children}
      <button type="submit" hidden />
    </form>
  );
}
