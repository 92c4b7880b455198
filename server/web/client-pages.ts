import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { matchesPageRoute } from '@shared/page-routes';
import type { AppEnv } from '../app-env';
import { type PageMeta, renderPageHtml } from './page-html';
import { type PageMetaResolver, staticPageMeta } from './page-meta';

// Serves the built client: hashed assets cached for a year, every page as index.html with
// the page's meta (SPA fallback), unknown paths with status 404.
export function clientPages(options: {
  clientDir: string;
  appName: string;
  publicOrigin: (requestUrl: string) => string;
  resolvers: PageMetaResolver[];
}) {
  const indexPath = join(options.clientDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The client is not built (${indexPath} is missing). Run "npm run build" or "npm start".`);
  }
  const template = readFileSync(indexPath, 'utf8');
  const app = new Hono<AppEnv>();

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (c.req.path === '/index.html' || c.req.path.endsWith('/')) return next();
    return serveStatic({ root: options.clientDir })(c, next);
  });

  app.get('*', async (c) => {
    const pathname = c.req.path;
    const origin = options.publicOrigin(c.req.url);
    let meta: PageMeta | undefined;
    for (const resolve of options.resolvers) {
      meta = await resolve(pathname, { origin });
      if (meta) break;
    }
    const known = matchesPageRoute(pathname);
    const html = renderPageHtml(template, meta ?? staticPageMeta(pathname, options.appName), {
      appName: options.appName,
      url: `${origin}${pathname}`,
    });
    c.header('Cache-Control', 'no-cache');
    return c.html(html, known ? 200 : 404);
  });
  return app;
}
