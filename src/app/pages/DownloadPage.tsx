// How to take the lab to a classroom without a network: it is a folder of static files.
import { useTranslation } from 'react-i18next';
import { useOfflineState } from '../../store';

const STEPS = ['build', 'copy', 'serve', 'visit', 'offline'] as const;

export function DownloadPage() {
  const { t } = useTranslation();
  const offline = useOfflineState();
  return (
    <div className="page prose" data-testid="download-page">
      <h1>{t('download.title')}</h1>
      <p className="lead">{t('download.lead')}</p>
      <p role="status" data-testid="offline-state" data-state={offline}>
        {t(`download.state.${offline}`)}
      </p>
      <ol>
        {STEPS.map((s) => (
          <li key={s}>
            <p>{t(`download.steps.${s}.text`)}</p>
            <pre><code>{t(`download.steps.${s}.code`)}</code></pre>
          </li>
        ))}
      </ol>
      <h2>{t('download.limitsTitle')}</h2>
      <p>{t('download.limits')}</p>
    </div>
  );
}
