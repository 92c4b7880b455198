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

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
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
    return await c.req.json();
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
  return parseWith(schema, c.req.query());
}
