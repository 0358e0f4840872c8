import { useTranslation } from 'react-i18next';
import { CHAPTERS } from '../../lessons/chapters';
import { VIEWS } from '../../views/registry';
import { Link } from '../Link';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="page home">
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>

      <h2>{t('home.viewsHeading')}</h2>
      <ul className="cards cards--views">
        {VIEWS.map((v) => (
          <li key={v.id}>
            <Link to={`/views/${v.id}`} className="card card--view" data-testid={`view-card-${v.id}`}>
              <span className="card__title">{t(v.titleKey)}</span>
              <span className="card__body">{t(v.descriptionKey)}</span>
              <span className="card__more">{t('home.openView')} →</span>
            </Link>
          </li>
        ))}
      </ul>

      <h2>{t('home.chaptersHeading')}</h2>
      <p className="note">{t('home.lessonsNote')}</p>
      <ol className="cards cards--chapters">
        {CHAPTERS.map((c) => (
          <li key={c.number}>
            <Link to={`/chapters/${c.number}`} className="card" data-testid={`chapter-card-${c.number}`}>
              <span className="card__kicker">{t('home.chapterNumber', { n: c.number })}</span>
              <span className="card__title">{t(c.titleKey)}</span>
            </Link>
          </li>
        ))}
      </ol>
    </div>
  );
}
