import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { observeValidations, type ValidatedPart } from '../lib/request-body';
import { AUTHORIZATION_TABLE, type Expected, type Probe } from '../security/authorization-table';
import { apiEndpoints, pathMatches } from '../test/api-routes';
import { type Caller, createSecurityWorld, type World } from '../test/security-world';
import { createTestApp, type TestApp } from '../test/test-app';
import type { RouteAccess, RouteDescription } from './describe-route';
import { describedEndpoints, type OpenApiDocument, openApiPath } from './openapi-document';

// Issue 21 (docs/decisions/106): the API description served at /api/openapi.json covers every
// route of the authorization table, says who may call each as the table does, and names the
// very schemas each route validates its body and query with: every route is called, and the
// schemas it really validates with are watched.

let t: TestApp;
let w: World;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSecurityWorld(t);
  const response = await t.client().get('/api/openapi.json');
  expect(response.status).toBe(200);
  document = response.body;
}, 180_000);
afterAll(() => t?.close());

const methodOf = (entry: Probe) => entry.route.split(' ')[0] ?? 'GET';
const pathOf = (entry: Probe) => entry.route.slice(methodOf(entry).length + 1);
const operationOf = (entry: Probe) => document.paths[openApiPath(pathOf(entry))]?.[methodOf(entry).toLowerCase()];

// Who the table lets through, in the words routes describe themselves with.
function accessOf(expect: Expected): RouteAccess {
  if (expect.anonymous !== 401) return 'anyone';
  if (expect.personA !== 403) return 'members';
  return expect.reviewer === 403 ? 'admins' : 'staff';
}

// The most trusted caller the route lets past its guards, so that its validation runs.
function callerFor(entry: Probe): Caller {
  const allowed = (['admin', 'reviewer', 'personA', 'anonymous'] as const).find(
    (caller) => entry.expect[caller] !== 401 && entry.expect[caller] !== 403,
  );
  return allowed ?? 'admin';
}

const listOf = (body: RouteDescription['body']): z.ZodType[] =>
  body === undefined ? [] : ((Array.isArray(body) ? body : [body]) as z.ZodType[]);

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1 with every route of the authorization table, and only the routed ones', () => {
    expect(document.openapi).toBe('3.1.0');
    const missing = AUTHORIZATION_TABLE.filter((entry) => !operationOf(entry)).map((entry) => entry.route);
    expect(missing, 'routes of the authorization table missing from the document').toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routed = apiEndpoints(t.app).map((route) => {
      const [method = '', path = ''] = route.split(' ');
      return `${method} ${openApiPath(path)}`;
    });
    expect(documented.sort()).toEqual(routed.sort());
  });

  it('has a description for every route: add describeRoute(...) beside the handler of any listed here', () => {
    const undescribed = describedEndpoints(t.app)
      .filter((endpoint) => !endpoint.described)
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(undescribed).toEqual([]);
  });

  it('says who may call each route as the authorization table does', () => {
    const wrong = AUTHORIZATION_TABLE.flatMap((entry) => {
      const declared = operationOf(entry)?.['x-access'];
      const expected = accessOf(entry.expect);
      return declared === expected ? [] : [`${entry.route}: describes '${String(declared)}', the table '${expected}'`];
    });
    expect(wrong).toEqual([]);
  });

  it('names path parameters, sessions and the error shape', () => {
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
        const inPath = parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
        if (JSON.stringify(inPath) !== JSON.stringify(names)) problems.push(`${method} ${path}: path parameters`);
        const signedIn = operation['x-access'] !== 'anyone';
        const security = operation.security as unknown[];
        if (signedIn !== security.length > 0) problems.push(`${method} ${path}: security`);
      }
    }
    expect(problems).toEqual([]);
    expect(document.components.schemas?.ApiError).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
  });

  it('describes bodies and query strings as JSON Schema from the shared zod schemas', () => {
    const json = (schema: unknown) => ({ requestBody: { content: { 'application/json': { schema } } } });
    expect(document.paths['/api/admin/team']?.post).toMatchObject(
      json({
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', maxLength: 254 }, role: { enum: ['reviewer', 'admin'] } },
      }),
    );
    // A service that picks the schema by the stored opportunity: either body is described.
    expect(document.paths['/api/opportunities/{id}/applications']?.post).toMatchObject(
      json({ oneOf: [{ properties: { coverLetter: {} } }, { required: ['applicationData'] }] }),
    );
    const listing = (document.paths['/api/opportunities']?.get?.parameters ?? []) as { name: string }[];
    expect(listing.find((parameter) => parameter.name === 'pageSize')).toMatchObject({
      in: 'query',
      required: false,
      schema: { type: 'integer', maximum: 50 },
    });
    // Lists travel comma-separated (?tags=a,b).
    expect(listing.find((parameter) => parameter.name === 'tags')).toMatchObject({ style: 'form', explode: false });
  });
});

describe('the schemas each route validates with', () => {
  const seen: { part: ValidatedPart; schema: z.ZodType }[] = [];
  beforeAll(() => observeValidations((part, schema) => seen.push({ part, schema })));
  afterAll(() => observeValidations(undefined));

  it('are the ones it describes (body and query), and the table’s body schema among them', async () => {
    const described = new Map(
      describedEndpoints(t.app).map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
    );
    const problems: string[] = [];
    // One at a time, so that what is validated belongs to the route being called.
    for (const entry of AUTHORIZATION_TABLE) {
      const caller = callerFor(entry);
      const request = await entry.request(w, caller);
      if (!pathMatches(pathOf(entry), request.path)) problems.push(`${entry.route}: the probe misses the route`);
      seen.length = 0;
      await w.send(caller, { method: methodOf(entry), ...request });
      const description = described.get(entry.route)?.described;
      const bodies = listOf(description?.body);
      const queries = description?.query ? [description.query] : [];
      for (const [part, declared] of [
        ['body', bodies],
        ['query', queries],
      ] as const) {
        const used = seen.filter((validation) => validation.part === part).map((validation) => validation.schema);
        if (used.some((schema) => !declared.includes(schema))) {
          problems.push(`${entry.route}: validates its ${part} with a schema its describeRoute does not name`);
        }
        if (declared.length > 0 && used.length === 0) {
          problems.push(`${entry.route}: describes a ${part} schema but validated no ${part}`);
        }
      }
      if (entry.schema && !bodies.includes(entry.schema)) {
        problems.push(`${entry.route}: the authorization table's body schema is not one its describeRoute names`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
