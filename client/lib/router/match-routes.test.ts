import { matchRoutes as libraryMatchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchNestedRoutes, matchRoutes, type RouteObject } from './match-routes';

// Issue 43 (docs/decisions/172): the app's route matching gives what React Router's gave, for
// the app's own route shapes.
const page = (name: string) => name;
const routes: RouteObject[] = [
  { id: 'admin', path: 'admin/*', element: page('admin') },
  {
    id: 'public',
    element: page('public'),
    children: [
      { id: 'home', index: true, element: page('home') },
      { id: 'about', path: 'about', element: page('about') },
      { id: 'opportunities', path: 'opportunities', element: page('list') },
      { id: 'opportunity', path: 'opportunity/:id', element: page('opportunity') },
      { id: 'not-found', path: '*', element: page('404') },
    ],
  },
  {
    id: 'signed-in',
    element: page('shell'),
    children: [
      { id: 'dashboard', path: 'dashboard', element: page('dashboard') },
      { id: 'settings', path: 'settings', element: page('settings') },
    ],
  },
  { id: 'application', path: 'application/:step?', element: page('wizard') },
];
const adminRoutes: RouteObject[] = [
  {
    id: 'admin-shell',
    element: page('shell'),
    children: [
      { id: 'admin-index', index: true, element: page('redirect') },
      { id: 'admin-overview', path: 'overview', element: page('overview') },
      { id: 'admin-user', path: 'user/:id', element: page('user') },
      { id: 'admin-missing', path: '*', element: page('404') },
    ],
  },
];

type Comparable = { id: string | undefined; params: unknown; pathname: string; pathnameBase: string }[] | null;
const ours = (list: RouteObject[], path: string, base?: string): Comparable =>
  matchRoutes(list, path, base)?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  })) ?? null;
const theirs = (list: RouteObject[], path: string, base?: string): Comparable =>
  // biome-ignore lint/suspicious/noExplicitAny: the library's own route type.
  (libraryMatchRoutes(list as any, path, base) ?? null)?.map((match) => ({
    id: match.route.id,
    params: match.params,
    pathname: match.pathname,
    pathnameBase: match.pathnameBase,
  })) ?? null;

describe('matchRoutes', () => {
  it.each([
    '/',
    '/about',
    '/about/',
    '/ABOUT',
    '/opportunities',
    '/opportunity/abc-123',
    '/opportunity/caf%C3%A9',
    '/opportunity',
    '/opportunity/a/b',
    '/nowhere',
    '/dashboard',
    '/settings',
    '/application',
    '/application/3',
    '/application/3/',
    '/opportunity/a%2Fb',
    '/admin',
    '/admin/overview',
    '/admin/user/42',
  ])('matches %s as React Router does', (path) => {
    expect(ours(routes, path)).toEqual(theirs(routes, path));
  });

  it.each(['/admin', '/admin/', '/admin/overview', '/admin/user/42', '/admin/nothing/here'])(
    'matches the back office’s own routes under /admin (%s) as React Router does',
    (path) => {
      expect(ours(adminRoutes, path, '/admin')).toEqual(theirs(adminRoutes, path, '/admin'));
      // As <Routes> inside the admin/* route sees them: paths joined to /admin.
      const [outer] = matchRoutes(routes, path)?.slice(-1) ?? [];
      const nested = matchNestedRoutes(adminRoutes, path, outer)?.map((match) => match.pathnameBase);
      expect(nested?.every((base) => base.startsWith('/admin'))).toBe(true);
    },
  );
});
