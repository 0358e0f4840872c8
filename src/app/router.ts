// A small History API router: the URL is the source of truth, the store mirrors the route.
import { i18n, isLanguage } from '../i18n';
import { storeActions } from '../store';
import { VIEWS } from '../views/registry';
import { parseRouteUnder, withBase, withStickyParams } from './routes';

const VIEW_IDS = VIEWS.map((v) => v.id);
/** Where the lab is served ("/" or a prefix such as "/sierra/", from `vite build --base`). */
const BASE = import.meta.env.BASE_URL;

function sync(): void {
  storeActions.setRoute(parseRouteUnder(location.pathname, BASE, VIEW_IDS));
}

/** Back/forward may land on an entry whose ?lang or ?projector differs from the page's state. */
function syncParams(): void {
  const params = new URLSearchParams(location.search);
  const lang = params.get('lang');
  if (isLanguage(lang) && lang !== i18n.resolvedLanguage) void i18n.changeLanguage(lang);
  const projector = params.get('projector');
  if (projector === '1' || projector === '0') storeActions.setProjector(projector === '1');
}

export function startRouter(): void {
  sync();
  window.addEventListener('popstate', () => {
    syncParams();
    sync();
  });
}

/** The href for an in-app path ("/chapters/3") under the base, keeping ?lang, ?projector and ?debug. */
export function hrefFor(path: string): string {
  return withBase(withStickyParams(path, location.search), BASE);
}

export function navigate(path: string): void {
  const href = hrefFor(path);
  if (href !== `${location.pathname}${location.search}`) history.pushState(null, '', href);
  sync();
  window.scrollTo(0, 0);
}
