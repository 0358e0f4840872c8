import type { ReactNode } from 'react';

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The control; it must use `id` and the aria props passed to the render function. */
  children: (aria: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
  /** Extra content after the control (e.g. a unit select). */
  after?: ReactNode;
}

/** A labelled form field with its hint or error message linked for assistive technology. */
export function Field({ id, label, hint, error, children, after }: Props) {
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={`view-field${error ? ' view-field--invalid' : ''}`}>
      <label className="view-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="view-field__row">
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': note ? noteId : undefined })}
        {after}
      </div>
      {note ? (
        <p id={noteId} className={error ? 'view-field__error' : 'view-field__hint'}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
