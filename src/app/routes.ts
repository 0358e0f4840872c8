// The app's routes as data, and the pure mapping between paths and routes.
// No DOM here, so it is tested in Node; src/app/router.ts does the History API part.

export type Route =
  | { name: 'home' }
  | { name: 'chapter'; chapter: number }
  | { name: 'view'; view: string }
  /** A test page: panels of one live run on a shared time cursor. */
  | { name: 'panels' }
  /** The week's lab of the notes done in the browser. */
  | { name: 'labWeek' }
  | { name: 'download' }
  /** Panels of one run on one time cursor, fitted to one screen. */
  | { name: 'dashboard' }
  /** A student's page in a live class session (served by the class server, server/). */
  | { name: 'classJoin' }
  /** An instructor's grading of a class's files, in the tab (nothing is uploaded). */
  | { name: 'grade' }
  | { name: 'notFound'; path: string };

export const CHAPTER_COUNT = 13;

/** Query parameters that survive navigation (language, projector, test hooks, an instructor's run budget). */
export const STICKY_PARAMS = ['lang', 'projector', 'debug', 'budget'] as const;

export function parseRoute(pathname: string, knownViews: readonly string[]): Route {
  // Tolerate a trailing slash and a doubled one; nothing else is normalised.
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { name: 'home' };
  if (path === '/lab/panels') return { name: 'panels' };
  // /lab is where a student types the lab's address from the notes: it is the week's lab.
  if (path === '/lab/week' || path === '/lab') return { name: 'labWeek' };
  const chapter = /^\/chapters\/(\d{1,2})$/.exec(path);
  if (chapter) {
    const n = Number(chapter[1]);
    if (n >= 1 && n <= CHAPTER_COUNT && String(n) === chapter[1]) return { name: 'chapter', chapter: n };
  }
  if (path === '/download') return { name: 'download' };
  if (path === '/dashboard') return { name: 'dashboard' };
  if (path === '/class') return { name: 'classJoin' };
  if (path === '/grade') return { name: 'grade' };
  const view = /^\/views\/([a-z0-9-]+)$/.exec(path);
  if (view && knownViews.includes(view[1])) return { name: 'view', view: view[1] };
  return { name: 'notFound', path: pathname };
}

export function routePath(route: Route): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'chapter':
      return `/chapters/${route.chapter}`;
    case 'view':
      return `/views/${route.view}`;
    case 'panels':
      return '/lab/panels';
    case 'labWeek':
      return '/lab/week';
    case 'download':
      return '/download';
    case 'dashboard':
      return '/dashboard';
    case 'classJoin':
      return '/class';
    case 'grade':
      return '/grade';
    case 'notFound':
      return route.path;
  }
}

/**
 * The app's own path of an address under the site's base (Vite's `base`, e.g. "/sierra/"): the
 * routes above are written from "/" whatever prefix the lab is served under. An address outside
 * the base is null.
 */
export function stripBase(pathname: string, base: string): string | null {
  const prefix = base.replace(/\/+$/, '');
  if (!prefix) return pathname;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
}

/** The route of an address under the base; an address outside the base is not found. */
export function parseRouteUnder(pathname: string, base: string, knownViews: readonly string[]): Route {
  const path = stripBase(pathname, base);
  return path === null ? { name: 'notFound', path: pathname } : parseRoute(path, knownViews);
}

/** The address of an app path under the base: withBase('/chapters/3', '/sierra/') is '/sierra/chapters/3'. */
export function withBase(path: string, base: string): string {
  const prefix = base.replace(/\/+$/, '');
  return path.startsWith('/') ? `${prefix}${path}` : path;
}

/** `path` plus the sticky parameters of `currentSearch` (e.g. "?lang=es&projector=1"). */
export function withStickyParams(path: string, currentSearch: string): string {
  const from = new URLSearchParams(currentSearch);
  const [base, query = ''] = path.split('?');
  const to = new URLSearchParams(query);
  for (const k of STICKY_PARAMS) {
    const v = from.get(k);
    if (v !== null && !to.has(k)) to.set(k, v);
  }
  const q = to.toString();
  return q ? `${base}?${q}` : base;
}

/** Rewrites one parameter if the URL already carries it (so a reload keeps the user's choice). */
export function replaceParamIfPresent(search: string, key: string, value: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(key) || params.get(key) === value) return null;
  params.set(key, value);
  return `?${params.toString()}`;
}
