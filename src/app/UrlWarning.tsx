import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUrlParams } from './urlParams';

/** Says which query parameters of the address were not understood (read once, at load). */
export function UrlWarning() {
  const { t } = useTranslation();
  const [problems] = useState(() => checkUrlParams(location.search));
  const [open, setOpen] = useState(problems.length > 0);
  if (!open) return null;
  return (
    <div className="error-banner error-banner--warning" role="status" data-testid="url-warning">
      <ul className="error-banner__text">
        {problems.map((p) => (
          <li key={`${p.name}=${p.value}`}>{t('errors.badUrlParam', { name: p.name, value: p.value, valid: p.valid })}</li>
        ))}
      </ul>
      <button type="button" className="btn btn--quiet" onClick={() => setOpen(false)}>
        {t('errors.dismiss')}
      </button>
    </div>
  );
}
