import { describe, expect, it } from 'vitest';
import { parseRoute, replaceParamIfPresent, parseRouteUnder, routePath, stripBase, withBase, withStickyParams } from './routes';

const views = ['link-ping'];

describe('parseRoute', () => {
  it('maps the known paths', () => {
    expect(parseRoute('/', views)).toEqual({ name: 'home' });
    expect(parseRoute('/chapters/1', views)).toEqual({ name: 'chapter', chapter: 1 });
    expect(parseRoute('/chapters/13/', views)).toEqual({ name: 'chapter', chapter: 13 });
    expect(parseRoute('/views/link-ping', views)).toEqual({ name: 'view', view: 'link-ping' });
    expect(parseRoute('/lab/week', views)).toEqual({ name: 'labWeek' });
    expect(parseRoute('/lab', views)).toEqual({ name: 'labWeek' });
    expect(parseRoute('/lab/', views)).toEqual({ name: 'labWeek' });
    expect(parseRoute('/grade', views)).toEqual({ name: 'grade' });
  });
  it('sends everything else to not found', () => {
    for (const p of ['/chapters/0', '/chapters/14', '/chapters/01', '/chapters/x', '/views/nope', '/zzz']) {
      expect(parseRoute(p, views)).toEqual({ name: 'notFound', path: p });
    }
  });
  it('round-trips through routePath', () => {
    for (const p of ['/', '/chapters/7', '/views/link-ping', '/lab/week', '/grade']) expect(routePath(parseRoute(p, views))).toBe(p);
  });
});

describe('query parameters', () => {
  it('keeps lang, projector and debug across navigation, and drops the rest', () => {
    expect(withStickyParams('/chapters/2', '?lang=es&projector=1&x=3')).toBe('/chapters/2?lang=es&projector=1');
    expect(withStickyParams('/', '')).toBe('/');
    expect(withStickyParams('/views/link-ping?lang=en', '?lang=es')).toBe('/views/link-ping?lang=en');
  });
  it('rewrites a parameter only when the URL carries it', () => {
    expect(replaceParamIfPresent('?lang=en&a=1', 'lang', 'es')).toBe('?lang=es&a=1');
    expect(replaceParamIfPresent('?a=1', 'lang', 'es')).toBeNull();
    expect(replaceParamIfPresent('?lang=es', 'lang', 'es')).toBeNull();
  });
});

describe('a base path (the lab served under /sierra/)', () => {
  it('reads the app path under the base, and nothing outside it', () => {
    expect(stripBase('/sierra/chapters/3', '/sierra/')).toBe('/chapters/3');
    expect(stripBase('/sierra/', '/sierra/')).toBe('/');
    expect(stripBase('/sierra', '/sierra/')).toBe('/');
    expect(stripBase('/sierra2/x', '/sierra/')).toBeNull();
    expect(stripBase('/views/sawtooth', '/')).toBe('/views/sawtooth');
    expect(parseRouteUnder('/sierra/views/link-ping', '/sierra/', views)).toEqual({ name: 'view', view: 'link-ping' });
    expect(parseRouteUnder('/views/link-ping', '/sierra/', views)).toEqual({ name: 'notFound', path: '/views/link-ping' });
  });
  it('writes app paths under the base, query included', () => {
    expect(withBase('/chapters/3?lang=es', '/sierra/')).toBe('/sierra/chapters/3?lang=es');
    expect(withBase('/', '/sierra/')).toBe('/sierra/');
    expect(withBase('/', '/')).toBe('/');
    expect(withBase('/download', '/a/b/')).toBe('/a/b/download');
  });
});
