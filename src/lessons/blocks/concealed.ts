// An exercise widget never shows a value that answers its own question before the student has
// checked an answer to it (issue 22): a concealed label (src/exercises/types.ts, Concealed) stays
// hidden until a check carried a number in every field it answers. Pure.
import type { Concealed } from '../../exercises/types';
import type { CheckedWork } from '../../store';

const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Whether one of the checks answered every field the label gives away. */
export function revealed(c: Concealed, checked: readonly CheckedWork[] | undefined): boolean {
  return (checked ?? []).some((ch) => c.until.every((f) => filled(ch.answer[f])));
}

/** The panel options that hide what is still concealed (empty once all is revealed). */
export function concealedOptions(list: readonly Concealed[] | undefined, checked: readonly CheckedWork[] | undefined): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const c of list ?? []) if (!revealed(c, checked)) out[c.panel] = { ...out[c.panel], ...c.options };
  return out;
}
