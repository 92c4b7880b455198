import type { Hono } from 'hono';
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES } from '@shared/media';
import { type RouteAccess, type RouteDescription, descriptionOf } from './describe-route';

// Issue 21 (docs/decisions/106): the OpenAPI 3.1 description of the HTTP API, generated from the
// router's own list of routes and each route's describeRoute(...) with the shared zod schemas it
// validates with. Nothing here is written per endpoint.

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export type ApiDocumentInfo = { title: string; version: string; description?: string };

export type OpenApiDocument = {
  openapi: '3.1.0';
  info: ApiDocumentInfo;
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
  tags: { name: string; description: string }[];
};

// The D16 error shape, the same for every error of every endpoint.
const apiErrorSchema = z.object({
  error: z.object({
    code: z.string().describe('A stable code: VALIDATION_ERROR, UNAUTHENTICATED, NOT_FOUND, RATE_LIMITED, …'),
    message: z.string().describe('What went wrong, in words a person can read'),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});

const ACCESS_WORDS: Record<RouteAccess, string> = {
  anyone: 'Anyone, signed in or not.',
  members: 'Anyone signed in.',
  staff: 'Reviewers and admins (D12).',
  admins: 'Admins only.',
};

// Sections of the reference, by the first segments of the path.
const TAGS: { name: string; description: string; matches: (path: string) => boolean }[] = [
  { name: 'Server', description: 'Health and this description.', matches: (p) => /^\/api\/(health|openapi)/.test(p) },
  {
    name: 'Accounts',
    description: 'Sign-up, sign-in, passwords, email confirmation and the current session.',
    matches: (p) => /^\/api\/(auth|session)\b/.test(p),
  },
  {
    name: 'People',
    description: "A signed-in person's own profile, track application and dashboard.",
    matches: (p) => /^\/api\/(profile|track-application|dashboard)\b/.test(p),
  },
  {
    name: 'Opportunities',
    description: 'Browsing open opportunities and applying to them.',
    matches: (p) => /^\/api\/(opportunities|opportunity-tags)\b/.test(p),
  },
  {
    name: 'Back office',
    description: 'The admin area: reviewers see the application review, admins everything (D12).',
    matches: (p) => p.startsWith('/api/admin/'),
  },
];
const OTHER_TAG = { name: 'Other', description: 'Endpoints outside the sections above.' };

const tagOf = (path: string) => (TAGS.find((tag) => tag.matches(path)) ?? OTHER_TAG).name;

// "/api/opportunities/:id" → "/api/opportunities/{id}" (a Hono pattern like ":id{[0-9]+}" too).
export const openApiPath = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // What a caller sends (before defaults and transforms), as JSON Schema 2020-12: the dialect
  // of OpenAPI 3.1.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType): Operation[] {
  const json = jsonSchemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
    // Lists go comma-separated in one parameter (?tags=a,b).
    ...(property.type === 'array' ? { style: 'form', explode: false } : {}),
  }));
}

function requestBody(body: NonNullable<RouteDescription['body']>): Operation {
  const schemas = (Array.isArray(body) ? body : [body]) as z.ZodType[];
  const [only] = schemas;
  const schema = schemas.length === 1 && only ? jsonSchemaOf(only) : { oneOf: schemas.map(jsonSchemaOf) };
  return { required: true, content: { 'application/json': { schema } } };
}

const imageBody: Operation = {
  required: true,
  content: Object.fromEntries(
    [...ACCEPTED_IMAGE_TYPES, 'application/octet-stream'].map((type) => [
      type,
      { schema: { type: 'string', format: 'binary' } },
    ]),
  ),
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

function successResponse(described: RouteDescription | undefined): [string, Operation] {
  const status = String(described?.status ?? 200);
  switch (described?.answers) {
    case 'nothing':
      return [status, { description: 'Done; nothing to answer.' }];
    case 'redirect':
      return [status, { description: 'Redirects the browser (Location header).' }];
    case 'event-stream':
      return [
        status,
        {
          description: 'A stream of server-sent events.',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      ];
    case 'csv':
      return [
        status,
        {
          description: 'A CSV download (UTF-8 with BOM, a header row), streamed.',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
      ];
    default:
      return [status, { description: 'Success.', content: { 'application/json': { schema: {} } } }];
  }
}

function operation(method: string, path: string, described: RouteDescription | undefined): Operation {
  const access = described?.access;
  const parameters = [
    ...pathParameters(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(described?.query ? queryParameters(described.query) : []),
  ];
  const responses: Record<string, unknown> = Object.fromEntries([successResponse(described)]);
  if (described?.body || described?.query)
    responses['400'] = errorResponse('The request is not valid (VALIDATION_ERROR).');
  if (access && access !== 'anyone') responses['401'] = errorResponse('Not signed in, or the session has expired.');
  if (access === 'staff' || access === 'admins') responses['403'] = errorResponse('The caller lacks the role.');
  if (parameters.some((parameter) => parameter.in === 'path')) responses['404'] = errorResponse('Not found.');
  if (described?.body) {
    responses['413'] = errorResponse('The body is larger than 100 KB.');
    responses['415'] = errorResponse('The body is not application/json.');
  }
  if (described?.upload) {
    responses['413'] = errorResponse('The image is larger than 15 MB.');
    responses['415'] = errorResponse('The body is not a JPEG, PNG or WebP image.');
  }
  responses.default = errorResponse('Another error, in the same shape (D16).');
  const description = [described?.description, access ? `**Who may call it:** ${ACCESS_WORDS[access]}` : undefined]
    .filter(Boolean)
    .join('\n\n');
  return {
    operationId: `${method.toLowerCase()}${path
      .replace(/^\/api/, '')
      .split(/[^a-zA-Z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]?.toUpperCase() + word.slice(1))
      .join('')}`,
    summary: described?.summary ?? `${method} ${path}`,
    ...(description ? { description } : {}),
    tags: [tagOf(path)],
    ...(access ? { 'x-access': access } : {}),
    ...(access && access !== 'anyone' ? { security: [{ session: [] }] } : { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(described?.body ? { requestBody: requestBody(described.body) } : {}),
    ...(described?.upload ? { requestBody: imageBody } : {}),
    responses,
  };
}

// Every endpoint under /api the app routes, with its description when it has one.
export function describedEndpoints(app: Pick<Hono, 'routes'>) {
  const endpoints = new Map<string, { method: string; path: string; described?: RouteDescription }>();
  for (const { method, path, handler } of app.routes) {
    if (!path.startsWith('/api/')) continue;
    // Middleware (`use`) and the catch-all 404 are registered for every method on a wildcard.
    if (method === 'ALL' && path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    const entry = endpoints.get(key) ?? { method, path };
    entry.described ??= descriptionOf(handler);
    endpoints.set(key, entry);
  }
  return [...endpoints.values()];
}

export function buildOpenApiDocument(app: Pick<Hono, 'routes'>, info: ApiDocumentInfo): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const used = new Set<string>();
  for (const { method, path, described } of describedEndpoints(app)) {
    const key = openApiPath(path);
    paths[key] ??= {};
    paths[key][method.toLowerCase()] = operation(method, path, described);
    used.add(tagOf(path));
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    tags: [...TAGS, OTHER_TAG]
      .filter((tag) => used.has(tag.name))
      .map(({ name, description }) => ({ name, description })),
    components: {
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema) },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description:
            'The session cookie set by sign-in (named __Secure-better-auth.session_token when PUBLIC_URL is https). ' +
            'Calls that change something must also come from a trusted origin (Origin header).',
        },
      },
    },
  };
}
