import { useTranslation } from 'react-i18next';
import { storeActions, useWorkerError } from '../store';
import { WORKER_HUNG_MESSAGE } from './sim-client-types';

/** The global banner for a crashed worker or a failed run, with the underlying error text. */
export function ErrorBanner() {
  const { t } = useTranslation();
  const error = useWorkerError();
  if (!error) return null;
  const hung = error.kind === 'crash' && error.detail === WORKER_HUNG_MESSAGE;
  const text = hung ? t('errors.workerHung') : t(error.kind === 'crash' ? 'errors.workerCrashed' : 'errors.runFailed', { detail: error.detail });
  return (
    <div className="error-banner" role="alert" data-testid="worker-error">
      <p className="error-banner__text">{text}</p>
      <button type="button" className="btn btn--quiet" onClick={storeActions.dismissWorkerError}>
        {t('errors.dismiss')}
      </button>
    </div>
  );
}
