import { useTranslation } from 'react-i18next';
import { storeActions, useWorkerError } from '../store';

/** The global banner for a crashed worker or a failed run, with the underlying error text. */
export function ErrorBanner() {
  const { t } = useTranslation();
  const error = useWorkerError();
  if (!error) return null;
  const text = t(error.kind === 'crash' ? 'errors.workerCrashed' : 'errors.runFailed', { detail: error.detail });
  return (
    <div className="error-banner" role="alert" data-testid="worker-error">
      <p className="error-banner__text">{text}</p>
      <button type="button" className="btn btn--quiet" onClick={storeActions.dismissWorkerError}>
        {t('errors.dismiss')}
      </button>
    </div>
  );
}
