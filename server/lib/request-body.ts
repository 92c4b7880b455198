import type { Context } from 'hono';
import type { z } from 'zod';
import { API_ERROR_CODES, type ApiIssue } from '@shared/api-error';
import { AppError } from './app-error';

export function issuesOf(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

export function validationError(error: z.ZodError): AppError {
  const issues = issuesOf(error);
  // spec §8 error mapper: validation issues are joined by commas.
  const message = [...new Set(issues.map((issue) => issue.message))].join(', ');
  return new AppError(400, API_ERROR_CODES.validation, message, issues);
}

// PostgreSQL text cannot hold U+0000: a request naming one anywhere (a value or a key) is
// refused as invalid input instead of failing in the database with a 500 (issue 8).
export const NULL_CHARACTER_MESSAGE = 'Text cannot contain the null character';

function nullCharacterPath(value: unknown): string | undefined {
  // Iterative: a body may nest thousands of levels deep.
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [current, path] = next;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

// Which part of a request a schema validated: its JSON body, its query string, or another value.
export type ValidatedPart = 'body' | 'query' | 'value';
type ValidationObserver = (part: ValidatedPart, schema: z.ZodType) => void;

let observer: ValidationObserver | undefined;
// Bodies read while observed, so that a body the service validates later is known as one.
const readBodies = new WeakSet<object>();

// Tests watch which schema validated which part of a request (server/openapi/openapi.test.ts:
// the API description must name the schemas the routes really use). Off in production.
export function observeValidations(next: ValidationObserver | undefined): void {
  observer = next;
}

function noteValidation(part: ValidatedPart, schema: z.ZodType, value: unknown) {
  if (!observer) return;
  const isBody = part === 'value' && typeof value === 'object' && value !== null && readBodies.has(value);
  observer(isBody ? 'body' : part, schema);
}

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  noteValidation('value', schema, value);
  return parse(schema, value);
}

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const nullAt = nullCharacterPath(value);
  if (nullAt !== undefined) {
    throw new AppError(400, API_ERROR_CODES.validation, NULL_CHARACTER_MESSAGE, [
      { path: nullAt, message: NULL_CHARACTER_MESSAGE },
    ]);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

// A JSON body, not yet validated (for bodies whose schema depends on stored data).
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(contentType)) {
    throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, 'Send the request body as application/json');
  }
  try {
    const body: unknown = await c.req.json();
    if (observer && typeof body === 'object' && body !== null) readBodies.add(body);
    return body;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(400, API_ERROR_CODES.malformedJson, 'The request body is not valid JSON');
  }
}

// Reads a JSON body and validates it with the same shared schema the form uses (D14).
export async function readJson<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  return parseWith(schema, await readJsonBody(c));
}

// Query strings and path parameters go through the same schemas.
export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  const query = c.req.query();
  noteValidation('query', schema, query);
  return parse(schema, query);
}
