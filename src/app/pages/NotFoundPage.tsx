import { useTranslation } from 'react-i18next';
import { Link } from '../Link';

export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="page not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body', { path })}</p>
      <p>
        <Link to="/" data-testid="not-found-home">
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
