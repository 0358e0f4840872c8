// Says when a new version of the lab has been downloaded: it takes over on the next load, or now.
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../store';
import { updateNow } from './offline';

export function UpdateNotice() {
  const { t } = useTranslation();
  if (useOfflineState() !== 'update') return null;
  return (
    <div className="error-banner error-banner--warning" role="status" data-testid="update-notice">
      <p className="error-banner__text">{t('offline.update')}</p>
      <button type="button" className="btn" onClick={updateNow}>
        {t('offline.reloadNow')}
      </button>
    </div>
  );
}
