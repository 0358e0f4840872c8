// Says which of a view's address parameters were refused, naming each and what it accepts.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import type { ParamProblem } from './viewParams';

export function ParamWarning({ problems }: { problems: readonly ParamProblem[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(problems.length > 0);
  if (!open || problems.length === 0) return null;
  const valid = (p: ParamProblem) => {
    const n = (x: number) => formatNumber(x, lang);
    if (p.kind === 'enum') return t('common.params.oneOf', { values: p.values.join(', ') });
    if (p.kind === 'list') return t('common.params.list', { min: n(p.min), max: n(p.max), n: p.maxItems });
    return p.integer ? t('common.params.integer', { min: n(p.min), max: n(p.max) }) : t('common.params.range', { min: n(p.min), max: n(p.max) });
  };
  return (
    <div className="error-banner error-banner--warning" role="alert" data-testid="view-param-warning">
      <ul className="error-banner__text">
        {problems.map((p) => (
          <li key={p.name}>{t('common.params.invalid', { name: p.name, value: p.value, valid: valid(p) })}</li>
        ))}
      </ul>
      <button type="button" className="btn btn--quiet" onClick={() => setOpen(false)}>
        {t('errors.dismiss')}
      </button>
    </div>
  );
}
