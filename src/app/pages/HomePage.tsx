import { useTranslation } from 'react-i18next';
import '../../lessons/lessons.css';
import { CourseIndex } from '../../lessons/page/CourseIndex';
import { IdentityPanel } from '../../lessons/work/IdentityPanel';
import { startWorkPersistence } from '../../lessons/work/persistence';
import { VIEWS } from '../../views/registry';
import { Link } from '../Link';

export function HomePage() {
  startWorkPersistence();
  const { t } = useTranslation();
  return (
    <div className="page home">
      <h1>{t('home.title')}</h1>
      <p className="lead">{t('home.intro')}</p>

      <h2>{t('lessons.index.heading')}</h2>
      <p className="note">{t('lessons.index.intro')}</p>
      <p className="home-lab">
        <Link to="/lab/week" data-testid="lab-week-link">{t('lessons.lab.title')} →</Link> {t('lessons.lab.homeNote')}
      </p>
      <div className="home-course">
        <CourseIndex />
        <aside className="home-course__side">
          <IdentityPanel />
        </aside>
      </div>

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
      <p className="note">
        <Link to="/download" data-testid="download-link">{t('download.title')}</Link>
      </p>
      <p className="note">
        <Link to="/grade" data-testid="grade-link">{t('grade.homeLink')}</Link> {t('grade.homeNote')}
      </p>
    </div>
  );
}
