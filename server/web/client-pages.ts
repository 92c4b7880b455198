import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { matchesPageRoute } from '@shared/page-routes';
import type { ApiFetch } from '@shared/server-render';
import type { AppEnv } from '../app-env';
import { keptBody } from '../lib/kept-body';
import type { Logger } from '../lib/logger';
import { carriesSessionCookie } from '../middleware/session';
import { type PageMeta, renderPageHtml } from './page-html';
import { notFoundPageMeta, type PageMetaResolver, staticPageMeta } from './page-meta';
import type { ReadCache } from '../lib/read-cache';
import { loadServerRenderer, type ServerRenderer } from './server-render';

// A page as sent: its status and its HTML. `complete`: every read the render made was answered;
// a page built from a refused or failed read is never kept (decision 146).
export type PageAnswer = { status: 200 | 404; html: string; complete: boolean };

const ROOT_ELEMENT = '<div id="root"></div>';

// Serves the built client: hashed assets cached for a year (sent precompressed), the public
// pages rendered on the server (D28), every other page as index.html with the page's meta
// for the browser to render, unknown paths with status 404.
export function clientPages(options: {
  clientDir: string;
  // The client's server entry (dist/server/entry-server.js); without it every page renders
  // in the browser.
  serverEntry?: string;
  appName: string;
  // The address people reach the site at (PUBLIC_URL, else the configured port): absolute links
  // in meta and structured data, never taken from the request's Host header.
  origin: string;
  resolvers: PageMetaResolver[];
  // The API, in-process, for the pages the server renders.
  fetchApi: (request: Request, incoming: unknown) => Promise<Response>;
  // Where pages for visitors without a session are kept (they only show public reads, and
  // follow their rule: docs/decisions/017 and 086).
  keptPages?: ReadCache<PageAnswer>;
  logger: Logger;
}) {
  const indexPath = join(options.clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The client is not built (${indexPath} is missing). Run "npm run build" or "npm start".`);
  }
  const template = readFileSync(indexPath, 'utf8');
  if (options.serverEntry && !template.includes(ROOT_ELEMENT)) throw new Error(`${indexPath} has no ${ROOT_ELEMENT}`);
  const renderer: Promise<ServerRenderer | undefined> = options.serverEntry
    ? loadServerRenderer({ serverEntry: options.serverEntry, clientDir: options.clientDir, appName: options.appName })
    : Promise.resolve(undefined);
  // A broken server build must not take the site down: its pages render in the browser.
  const safeRenderer = renderer.catch((error: unknown) => {
    options.logger.error(`Server rendering is off: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  });
  const app = new Hono<AppEnv>();

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (c.req.path === '/index.html' || c.req.path.endsWith('/')) return next();
    return serveStatic({ root: options.clientDir, precompressed: true })(c, next);
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const acceptLanguage = c.req.header('Accept-Language');
    // A visitor without a session is anonymous to every read a page makes (the session
    // middleware looks at nothing else): the page is the same for every such visitor in the same
    // language, whatever other cookies they carry (the device cookie of decision 100 stays after
    // signing out), and may be kept (docs/decisions/086).
    const cookie = c.req.header('Cookie');
    const kept = options.keptPages && !carriesSessionCookie(cookie) ? options.keptPages : undefined;
    // As the visitor: their session cookie, their address (rate limits), never a body. A page
    // kept for everyone is read with no cookie at all.
    // A read refused for the moment (429: the public rate limit of this visitor's address) or
    // failed (5xx, no answer) makes a page that shows what this visitor met, not what the site
    // holds: it is theirs alone (decision 146).
    let complete = true;
    const fetchApi: ApiFetch = async (path, init) => {
      const headers = new Headers(init.headers);
      if (cookie && !kept) headers.set('Cookie', cookie);
      // The visitor's address as this request determined it: behind a proxy (TRUST_PROXY) the
      // in-process request's socket is the proxy's, and every visitor's reads were counted as
      // one address's (decision 146). Without TRUST_PROXY the header is ignored and the socket is
      // the visitor's.
      headers.set('X-Forwarded-For', c.get('clientIp'));
      try {
        const response = await options.fetchApi(new Request(new URL(path, c.req.url), { ...init, headers }), c.env);
        if (response.status === 429 || response.status >= 500) complete = false;
        return response;
      } catch (error) {
        complete = false;
        throw error;
      }
    };
    let renderedHere = false;
    const page = async (): Promise<PageAnswer> => {
      renderedHere = true;
      const pathname = url.pathname;
      let meta: PageMeta | undefined;
      for (const resolve of options.resolvers) {
        meta = await resolve(pathname, { origin: options.origin });
        if (meta) break;
      }
      const rendered = await (await safeRenderer)?.render(url, fetchApi, { template, acceptLanguage });
      const status = rendered?.status ?? (matchesPageRoute(pathname) ? 200 : 404);
      const pageMeta =
        status === 404
          ? notFoundPageMeta(pathname, options.appName, options.origin)
          : (meta ?? staticPageMeta(pathname, options.appName, options.origin));
      let html = renderPageHtml(template, pageMeta, { appName: options.appName, url: `${options.origin}${pathname}` });
      if (rendered) {
        // Replacer functions: the page's text may hold `$&`-like sequences.
        html = html
          .replace('</head>', () => `  ${rendered.head}\n  </head>`)
          .replace(ROOT_ELEMENT, () => `<div id="root">${rendered.root}</div>`);
      }
      return { status, html, complete };
    };
    let answer = kept
      ? await kept.read(
          `${url.pathname}${url.search}|${acceptLanguage?.split(',')[0] ?? ''}`,
          page,
          (rendered) => rendered.complete,
        )
      : await page();
    // This visitor joined another's render (identical renders share one) and that one met a
    // refusal or a failure: they get a page of their own (decision 146).
    if (!answer.complete && !renderedHere) answer = await page();
    // The page may carry the visitor's own data (their session): never kept by a shared cache.
    c.header('Cache-Control', 'private, no-cache');
    return keptBody(c, answer, () => answer.html, { status: answer.status, contentType: 'text/html; charset=UTF-8' });
  });
  return app;
}
