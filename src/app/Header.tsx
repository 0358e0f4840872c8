import { useTranslation } from 'react-i18next';
import { ChapterIndex } from './ChapterIndex';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';
import { ProjectorToggle } from './ProjectorToggle';
import { ViewsMenu } from './ViewsMenu';
import './header.css';

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="app-header" data-testid="app-header">
      <div className="app-header__row">
        <Link to="/" className="brand">
          <span className="brand__name">{t('app.name')}</span>
          <span className="brand__tagline">{t('app.tagline')}</span>
        </Link>
        <div className="app-header__tools">
          <ViewsMenu />
          <LanguageSwitch />
          <ProjectorToggle />
        </div>
      </div>
      <ChapterIndex />
    </header>
  );
}
