import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { describeRoute } from './describe-route';
import { type ApiDocumentInfo, buildOpenApiDocument } from './openapi-document';

// GET /api/openapi.json: the API's description (docs/decisions/106), read by the back office's
// reference page (/admin/api) and by tools. Built once, at the first request, when every route
// is mounted.
export function openApiRoutes(app: () => Pick<Hono, 'routes'>, info: ApiDocumentInfo) {
  let document: string | undefined;
  return new Hono<AppEnv>().get(
    '/openapi.json',
    describeRoute({
      summary: 'This description of the API (OpenAPI 3.1)',
      description:
        'Generated from the routes and the shared schemas they validate with. It describes, it holds no data: ' +
        'anyone may read it (docs/decisions/106).',
      access: 'anyone',
    }),
    (c) => {
      document ??= JSON.stringify(buildOpenApiDocument(app(), info));
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(document);
    },
  );
}
