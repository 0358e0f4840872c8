import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAPTERS } from '../lessons/chapters';
import { useRoute } from '../store';
import { viewById } from '../views/registry';
import { ErrorBanner } from './ErrorBanner';
import { Header } from './Header';
import { UrlWarning } from './UrlWarning';
import { UpdateNotice } from './UpdateNotice';
import { ChapterPage, DashboardPage, DownloadPage, GradePage, HomePage, JoinPage, LabWeekPage, NotFoundPage, PanelsPage, ViewPage } from './pages/lazyPages';
import type { Route } from './routes';

function usePageTitle(route: Route): void {
  const { t } = useTranslation();
  let page: string;
  if (route.name === 'chapter') page = t(CHAPTERS[route.chapter - 1].titleKey);
  else if (route.name === 'view') page = t(viewById(route.view)?.titleKey ?? 'notFound.title');
  else if (route.name === 'notFound') page = t('notFound.title');
  else if (route.name === 'download') page = t('download.title');
  else if (route.name === 'panels') page = t('panelsPage.title');
  else if (route.name === 'labWeek') page = t('lessons.lab.title');
  else if (route.name === 'dashboard') page = t('dashboard.pageTitle');
  else if (route.name === 'classJoin') page = t('class.join.title');
  else if (route.name === 'grade') page = t('grade.title');
  else page = t('app.tagline');
  const title = t('app.documentTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** After an in-app navigation, focus moves to the new page (as a full page load would). */
function useFocusOnNavigate(route: Route): RefObject<HTMLElement | null> {
  const mainRef = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [route]);
  return mainRef;
}

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  usePageTitle(route);
  const mainRef = useFocusOnNavigate(route);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <Header />
      <ErrorBanner />
      <UrlWarning />
      <UpdateNotice />
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        {/* Each page is its own chunk (pages/lazyPages.ts); nothing shows until it has arrived. */}
        <Suspense fallback={null}>
          {route.name === 'home' ? <HomePage /> : null}
          {route.name === 'chapter' ? <ChapterPage key={route.chapter} n={route.chapter} /> : null}
          {route.name === 'view' ? <ViewPage key={route.view} id={route.view} /> : null}
          {route.name === 'download' ? <DownloadPage /> : null}
          {route.name === 'notFound' ? <NotFoundPage path={route.path} /> : null}
          {route.name === 'panels' ? <PanelsPage /> : null}
          {route.name === 'labWeek' ? <LabWeekPage /> : null}
          {route.name === 'dashboard' ? <DashboardPage /> : null}
          {route.name === 'classJoin' ? <JoinPage /> : null}
          {route.name === 'grade' ? <GradePage /> : null}
        </Suspense>
      </main>
    </>
  );
}
