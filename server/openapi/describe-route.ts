import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';

// Issue 21 (docs/decisions/106): each API route says what it does, who may call it and which
// shared schemas it validates with, beside its handler:
//
//   .post('/', describeRoute({ summary: 'Add a team member', access: 'admins', body: addTeamMemberSchema, status: 201 }),
//     async (c) => { const input = await readJson(c, addTeamMemberSchema); … })
//
// The OpenAPI document (openapi-document.ts) is generated from these and from the router's own
// list of routes; server/openapi/openapi.test.ts calls every route and fails when the schemas it
// validates with are not the ones it declares, or when a route declares nothing.

// Who may call it (D12): the same words as the authorization table (docs/security.md).
export type RouteAccess = 'anyone' | 'members' | 'staff' | 'admins';

export type RouteDescription = {
  summary: string;
  description?: string;
  access: RouteAccess;
  // The JSON body's schema (readJson), or the ones the service picks from (readJsonBody, then
  // parseWith with the schema the stored data calls for).
  body?: z.ZodType | readonly z.ZodType[];
  // The query string's schema (readQuery).
  query?: z.ZodType;
  // Issue 44: the body is an image's bytes (JPEG, PNG or WebP, at most 15 MB: readImageUpload).
  upload?: 'image';
  // The status of success: 200 unless said.
  status?: number;
  // What a success answers: JSON (the default), nothing (204), a redirect, a stream of
  // server-sent events, or a CSV download (issue 19).
  answers?: 'json' | 'nothing' | 'redirect' | 'event-stream' | 'csv';
};

const DESCRIPTION = Symbol('route description');

type Described = MiddlewareHandler & { [DESCRIPTION]?: RouteDescription };

export function describeRoute(description: RouteDescription): MiddlewareHandler {
  // Passes straight on: one layer on every route, so it adds no promise of its own.
  const middleware: Described = (_c, next) => next();
  middleware[DESCRIPTION] = description;
  return middleware;
}

// Hono wraps the handlers of a router mounted with an error handler of its own, keeping the
// original under this key (hono/dist/utils/constants.js).
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

export function descriptionOf(handler: unknown): RouteDescription | undefined {
  for (let current = handler; typeof current === 'function'; ) {
    const described = (current as Described)[DESCRIPTION];
    if (described) return described;
    current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER];
  }
  return undefined;
}
