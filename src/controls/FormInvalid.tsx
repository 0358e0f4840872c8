// The line under a view's run controls when its form has refused values: said at once (an alert),
// next to the Run button the student just pressed; each field names its own problem.
export function FormInvalid({ errors, text }: { errors: object; text: string }) {
  return Object.keys(errors).length > 0 ? (
    <p className="view-form__error" role="alert">
      {text}
    </p>
  ) : null;
}
