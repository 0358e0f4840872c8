// A view's number fields declared once, as a table: each field's name (in the form, its messages
// and the address), the option it sets and its range. The form's texts, the options a checked form
// stands for and the address parameters all come from the one table. Pure.
import { numberText, type Range } from '../../controls/numberFields';
import { numberParam, type ViewParam } from './viewParams';

export interface NumberFieldSpec<K extends string> extends Range {
  /** The option the field sets. */
  key: K;
}

export type FieldTable<F extends string, O> = Readonly<Record<F, NumberFieldSpec<keyof O & string>>>;

export function fieldsOf<F extends string, O>(table: FieldTable<F, O>): F[] {
  return Object.keys(table) as F[];
}

/** The options' numbers as the form shows them (Spanish gets a decimal comma). */
export function fieldTexts<F extends string, O>(table: FieldTable<F, O>, o: O, lang = 'en'): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const f of fieldsOf(table)) out[f] = numberText(Number(o[table[f].key]), lang);
  return out;
}

/** The options that checked values stand for. */
export function optionsOfValues<F extends string, O>(table: FieldTable<F, O>, values: Record<F, number>): Partial<O> {
  const out: Partial<O> = {};
  for (const f of fieldsOf(table)) (out as Record<string, number>)[table[f].key] = values[f];
  return out;
}

/** One address parameter per field, named as the field, with its range and the default's value. */
export function fieldParams<F extends string, O>(table: FieldTable<F, O>, defaults: O): ViewParam<O>[] {
  return fieldsOf(table).map((f) => numberParam(f, table[f].key, table[f], defaults));
}
