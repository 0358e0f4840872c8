import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseRule, type PhaseRuleName } from '../../models/phasePlane';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { NumberField, useAmbiguousText } from '../../controls/NumberField';
import { ViewForm } from '../../controls/ViewForm';
import type { FieldError, FieldName, FormErrors, PhaseForm } from './options';

interface Props {
  rule: PhaseRuleName;
  form: PhaseForm;
  errors: FormErrors;
  onChange(form: PhaseForm): void;
}

/** Which parameters a rule uses (the others stay editable but are marked unused). */
function usedBy(rule: PhaseRuleName): Record<'ai' | 'mi' | 'md' | 'ad', boolean> {
  const r = phaseRule(rule);
  return {
    ai: r.increase === 'additive',
    mi: r.increase === 'multiplicative',
    md: r.decrease === 'multiplicative',
    ad: r.decrease === 'additive',
  };
}

export function ParamsForm({ rule, form, errors, onChange }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const uid = useId();
  const used = usedBy(rule);
  const ruleName = t(`views.phasePlane.ruleNames.${rule}`);
  const label = (name: FieldName) => t(`views.phasePlane.fields.${name}`);
  const ambiguous = useAmbiguousText();
  const message = (name: FieldName, e: FieldError): string => {
    const field = label(name);
    if (e.key === 'required') return t('views.phasePlane.validation.required', { field });
    if (e.key === 'notNumber' && e.readings) return ambiguous(field, e.value, e.readings);
    if (e.key === 'notNumber') return t('views.phasePlane.validation.notNumber', { field, value: e.value });
    const range = { field, min: formatNumber(e.min, lang), max: formatNumber(e.max, lang) };
    return e.key === 'integer' ? t('views.phasePlane.validation.integer', range) : t('views.phasePlane.validation.range', range);
  };
  const hintFor = (name: FieldName): string | undefined => {
    if (name === 'ai' || name === 'mi' || name === 'md' || name === 'ad') {
      return used[name] ? t(`views.phasePlane.hints.${name}`) : t('views.phasePlane.hints.unused', { rule: ruleName });
    }
    if (name === 'x1' || name === 'x2') return undefined;
    return t(`views.phasePlane.hints.${name}`);
  };

  const field = (name: FieldName, testId: string) => {
    const error = errors[name];
    const unused = (name === 'ai' || name === 'mi' || name === 'md' || name === 'ad') && !used[name];
    const input = (
      <NumberField
        id={`${uid}-${name}`}
        label={label(name)}
        hint={hintFor(name)}
        error={error ? message(name, error) : undefined}
        testId={testId}
        value={form[name]}
        disabled={false}
        onChange={(v) => onChange({ ...form, [name]: v })}
      />
    );
    return unused ? <div className="pp-field--unused">{input}</div> : input;
  };

  return (
    // Nothing to submit: the plane follows every valid edit.
    <ViewForm className="pp-form" locked onSubmit={() => undefined}>
      <fieldset className="pp-form__set">
        <legend className="pp-form__legend">{t('views.phasePlane.formHeading')}</legend>
        {field('capacity', 'phase-capacity')}
        <div className="pp-form__pair">
          {field('x1', 'phase-start-x1')}
          {field('x2', 'phase-start-x2')}
          <p className="view-field__hint pp-form__pair-hint">{t('views.phasePlane.hints.start')}</p>
        </div>
        {field('ai', 'phase-ai')}
        {field('md', 'phase-md')}
        {field('mi', 'phase-mi')}
        {field('ad', 'phase-ad')}
        {field('steps', 'phase-steps')}
      </fieldset>
    </ViewForm>
  );
}
