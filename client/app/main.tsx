import '../styles/app.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '../lib/query/hydration';
import { BrowserRouter, matchRoutes } from '../lib/router/router';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { type RouteHandle, routeTable } from './route-table';
import { readServerState } from './server-state';

const queryClient = createQueryClient();
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const app = (
  <BrowserRouter>
    <App queryClient={queryClient} />
  </BrowserRouter>
);

async function start(container: HTMLElement) {
  const serverState = readServerState();
  if (!serverState) {
    createRoot(container).render(app);
    return;
  }
  // D28: the server rendered this page. Start from its data and its page's code, so the
  // first render matches its HTML and nothing flashes or moves.
  hydrate(queryClient, serverState.queries);
  const matches = matchRoutes(routeTable, window.location) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as RouteHandle | undefined)?.page?.preload()));
  hydrateRoot(container, app);
}

void start(root);
