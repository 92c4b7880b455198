import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { dehydrate } from '../lib/query/hydration';
import { matchRoutes, StaticRouter } from '../lib/router/router';
import { sessionQueryOptions, signedOutSession } from '../features/session/api/get-session';
import type { ApiFetch, RenderedPage, ServerEntry } from '@shared/server-render';
import { scriptSafeJson } from '@shared/script-json';
import { setApiTransport } from '../lib/api-client';
import { setServerAppName } from '../lib/app-name';
import { setServerLocale } from '../lib/format';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import type { RouteHandle } from './route-table';
import { routeTable } from './route-table';
import { serverPrefetch } from './server-prefetch';
import { SERVER_STATE_ID, type ServerState } from './server-state';

// D28: the server renders the public pages (server/web/client-pages.ts calls renderPage).
// The page's data comes from the API itself, in-process, as the visitor (their cookie).

const requests = new AsyncLocalStorage<ApiFetch>();
setApiTransport((url, init) => {
  const fetchApi = requests.getStore();
  if (!fetchApi) throw new Error('An API request was made outside a server render');
  return fetchApi(url, init);
});

// The first language the visitor's browser asks for, if it is a valid locale.
function preferredLocale(acceptLanguage: string | undefined): string | undefined {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return undefined;
  try {
    return Intl.getCanonicalLocales(first)[0];
  } catch {
    return undefined;
  }
}

export const pageModules: ServerEntry['pageModules'] = () => {
  const modules = new Set<string>();
  const visit = (routes: typeof routeTable) => {
    for (const route of routes) {
      const module = (route.handle as RouteHandle | undefined)?.page?.module;
      if (module) modules.add(module);
      if (route.children) visit(route.children);
    }
  };
  visit(routeTable);
  return [...modules];
};

// undefined: the address is not a server-rendered page; the browser renders it.
export const renderPage: ServerEntry['renderPage'] = async (url, options) => {
  const matches = matchRoutes(routeTable, url.pathname);
  const leaf = matches?.at(-1);
  if (!matches || !leaf || !(leaf.route.handle as RouteHandle | undefined)?.serverRendered) return undefined;

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const handles = matches.map((match) => match.route.handle as RouteHandle | undefined);
  const outcome = await requests.run(options.fetchApi, async () => {
    const session = await queryClient.fetchQuery(sessionQueryOptions()).catch(() => signedOutSession);
    const [found] = await Promise.all([
      serverPrefetch[leaf.route.id ?? '']?.({
        queryClient,
        params: leaf.params,
        searchParams: url.searchParams,
        session,
      }),
      ...handles.map((handle) => handle?.page?.preload()),
    ]);
    return found;
  });

  // Set just before rendering, which runs to its end without yielding to another request.
  setServerAppName(options.appName);
  setServerLocale(preferredLocale(options.acceptLanguage));
  const html = renderToString(
    <StaticRouter location={`${url.pathname}${url.search}`}>
      <App queryClient={queryClient} />
    </StaticRouter>,
  );
  const state: ServerState = { queries: dehydrate(queryClient) };
  const notFound = outcome === 'not-found' || leaf.route.path === '*';
  return {
    status: notFound ? 404 : 200,
    html: `${html}<script id="${SERVER_STATE_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
    modules: handles.flatMap((handle) => (handle?.page ? [handle.page.module] : [])),
  } satisfies RenderedPage;
};
