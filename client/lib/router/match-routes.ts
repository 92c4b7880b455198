import type { ReactNode } from 'react';

// Issue 43 (docs/decisions/172): the route matching the app uses, ported from React Router 7
// (MIT licence): nested route objects, `:param`, `:param?` and `*` segments, index and layout
// routes, the most specific route first. match-routes.test.ts checks it answers as the library.

export type RouteObject = {
  id?: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
};

export type Params = Record<string, string | undefined>;

export type RouteMatch = {
  route: RouteObject;
  params: Params;
  // The part of the address this route matched, and (for a route ending in `*`) the part before
  // its splat, which the routes under it match from.
  pathname: string;
  pathnameBase: string;
};

type CompiledParam = { name: string; optional: boolean };
type Meta = { relativePath: string; childIndex: number; route: RouteObject; matcher: RegExp; params: CompiledParam[] };
type Branch = { path: string; score: number; metas: Meta[] };

const joinPaths = (paths: string[]) => paths.join('/').replace(/\/\/+/g, '/');
const removeTrailingSlash = (path: string, keep = 0) => (path.length > keep ? path.replace(/\/+$/, '') || '/' : path);
const normalizePathname = (path: string) => removeTrailingSlash(path).replace(/^\/*/, '/');

function compilePath(path: string, end: boolean): [RegExp, CompiledParam[]] {
  const params: CompiledParam[] = [];
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_match, name: string, optional: string | undefined, index: number, text: string) => {
      params.push({ name, optional: optional !== undefined });
      if (!optional) return '/([^\\/]+)';
      const next = text.charAt(index + _match.length);
      return next && next !== '/' ? '/([^\\/]*)' : '(?:/([^\\/]*))?';
    })
    .replace(/\/([\w-]+)\?(\/|$)/g, '(/$1)?$2')}`;
  if (path.endsWith('*')) {
    params.push({ name: '*', optional: false });
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (path !== '' && path !== '/') {
    source += '(?:(?=\\/|$))';
  }
  return [new RegExp(source, 'i'), params];
}

function matchPath(meta: Meta, pathname: string) {
  const found = pathname.match(meta.matcher);
  if (!found) return undefined;
  const matched = found[0];
  let pathnameBase = removeTrailingSlash(matched, 1);
  const params: Params = {};
  meta.params.forEach(({ name, optional }, index) => {
    const value = found[index + 1];
    if (name === '*') {
      pathnameBase = removeTrailingSlash(matched.slice(0, matched.length - (value ?? '').length), 1);
    }
    params[name] = optional && !value ? undefined : (value ?? '').replace(/%2F/g, '/');
  });
  return { params, pathname: matched, pathnameBase };
}

const SPLAT_PENALTY = -2;
function computeScore(path: string, index: boolean | undefined): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? SPLAT_PENALTY : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    score += /^:[\w-]+$/.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

// `a/:b?/c` as the paths it stands for: `a/:b/c` and `a/c`.
function explodeOptional(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const restExploded = explodeOptional(rest.join('/'));
  const result = restExploded.map((sub) => (sub === '' ? required : [required, sub].join('/')));
  if (optional) result.push(...restExploded);
  return result.map((exploded) => (path.startsWith('/') && exploded === '' ? '/' : exploded));
}

function flatten(routes: RouteObject[], branches: Branch[] = [], parents: Meta[] = [], parentPath = ''): Branch[] {
  routes.forEach((route, childIndex) => {
    const paths = route.path === '' || !route.path?.includes('?') ? [route.path ?? ''] : explodeOptional(route.path);
    for (const relative of paths) {
      const relativePath = relative.startsWith('/') ? relative.slice(parentPath.length) : relative;
      const path = joinPaths([parentPath, relativePath]);
      const chain = [...parents, { relativePath, childIndex, route, matcher: /$^/, params: [] }];
      if (route.children?.length) flatten(route.children, branches, chain, path);
      if (route.path === undefined && !route.index) continue;
      const metas = chain.map((meta, position) => {
        const [matcher, params] = compilePath(meta.relativePath, position === chain.length - 1);
        return { ...meta, matcher, params };
      });
      branches.push({ path, score: computeScore(path, route.index), metas });
    }
  });
  return branches;
}

// Siblings keep their order; other routes of equal score tie.
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

function matchBranch(branch: Branch, pathname: string): RouteMatch[] | undefined {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch[] = [];
  for (const meta of branch.metas) {
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath(meta, remaining);
    if (!match) return undefined;
    Object.assign(params, match.params);
    // Every match shares one params object, holding the whole branch's (as the library's do).
    matches.push({
      route: meta.route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: normalizePathname(joinPaths([matchedPathname, match.pathnameBase])),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

function decodePath(value: string): string {
  try {
    return value
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return value;
  }
}

function stripBasename(pathname: string, basename: string): string | undefined {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return undefined;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return undefined;
  return pathname.slice(start) || '/';
}

const rankings = new WeakMap<RouteObject[], Branch[]>();

// The routes that match `location`, outermost first; undefined when none does.
export function matchRoutes(
  routes: RouteObject[],
  location: string | { pathname: string },
  basename = '/',
): RouteMatch[] | undefined {
  let branches = rankings.get(routes);
  if (!branches) {
    branches = flatten(routes).sort(
      (a, b) =>
        b.score - a.score ||
        compareIndexes(
          a.metas.map((meta) => meta.childIndex),
          b.metas.map((meta) => meta.childIndex),
        ),
    );
    rankings.set(routes, branches);
  }
  const raw = typeof location === 'string' ? new URL(location, 'http://localhost').pathname : location.pathname;
  const pathname = stripBasename(raw || '/', basename);
  if (pathname === undefined) return undefined;
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return undefined;
}

// The routes under a route that matched `parent` (its pathnameBase), as <Routes> inside it sees
// them: matched from the rest of the address, their paths and params joined to the parent's.
export function matchNestedRoutes(
  routes: RouteObject[],
  pathname: string,
  parent: { pathnameBase: string; params: Params } | undefined,
): RouteMatch[] | undefined {
  const base = parent?.pathnameBase ?? '/';
  let remaining = pathname || '/';
  if (base !== '/') {
    const depth = base.replace(/^\//, '').split('/').length;
    remaining = `/${pathname.replace(/^\//, '').split('/').slice(depth).join('/')}`;
  }
  return matchRoutes(routes, { pathname: remaining })?.map((match) => ({
    ...match,
    params: { ...parent?.params, ...match.params },
    pathname: joinPaths([base, match.pathname]),
    pathnameBase: match.pathnameBase === '/' ? base : joinPaths([base, match.pathnameBase]),
  }));
}
