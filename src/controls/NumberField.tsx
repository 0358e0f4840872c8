// A numeric field of a view's form (typed as text, so half-typed input is kept), and the message
// of a refused value, naming the field and its range in the current language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, plainNumber } from '../i18n/format';
import { useLang } from '../i18n/useLang';
import { Field } from './Field';
import type { FieldError, NumberReadings } from './numberFields';

/**
 * The one message for an ambiguous number, shared by every view: the field, what was typed, both
 * readings and how to type each (`numberField.ambiguous`).
 */
export function useAmbiguousText(): (field: string, value: string, readings: NumberReadings) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (field, value, { grouped, decimal }) =>
    t('numberField.ambiguous', { field, value, grouped: formatNumber(grouped, lang), decimal: formatNumber(decimal, lang), groupedText: plainNumber(grouped, lang), decimalText: plainNumber(decimal, lang) });
}

/**
 * The message for a field's error: `${prefix}.validation.{required,notNumber,range}` with the
 * field's name from `${prefix}.${namesKey}.<field>`; an ambiguous number ("1,000" in English) gets
 * the shared `numberField.ambiguous`, naming both readings.
 */
export function useFieldErrorText(prefix: string, namesKey = 'fieldNames'): (e: FieldError<string> | undefined) => string | undefined {
  const { t } = useTranslation();
  const lang = useLang();
  const ambiguous = useAmbiguousText();
  return (e) => {
    if (!e) return undefined;
    const field = t(`${prefix}.${namesKey}.${e.field}`);
    if (e.key === 'required') return t(`${prefix}.validation.required`, { field });
    if (e.key === 'notNumber' && e.readings) return ambiguous(field, e.value, e.readings);
    if (e.key === 'notNumber') return t(`${prefix}.validation.notNumber`, { field, value: e.value });
    return t(`${prefix}.validation.range`, { field, min: formatNumber(e.min, lang), max: formatNumber(e.max, lang) });
  };
}

interface Props {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  testId: string;
  value: string;
  disabled: boolean;
  onChange(value: string): void;
  /** Something beside the input (e.g. a slider). */
  after?: ReactNode;
}

export function NumberField({ id, label, hint, error, testId, value, disabled, onChange, after }: Props) {
  return (
    <Field id={id} label={label} hint={hint} error={error} after={after}>
      {(aria) => (
        <input
          {...aria}
          className="view-field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          data-testid={testId}
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
