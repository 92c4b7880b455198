import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../lib/app-error';

// The largest form (a profile or an opportunity) is a few tens of kilobytes.
export const MAX_BODY_BYTES = 100 * 1024;

// GET and HEAD carry no body (the server reads none). Asking for one would make the Node
// adapter build a full fetch Request for every read, the dearest part of a cheap request.
const BODILESS_METHODS = new Set(['GET', 'HEAD']);

export function limitBodySize(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // Issue 18 (finding 10): the rest of the body is never read, so the connection cannot
      // carry another request; saying so lets the client open a new one instead of failing.
      c.header('Connection', 'close');
      throw new AppError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is larger than 100 KB');
    },
  });
  return (c, next) => (BODILESS_METHODS.has(c.req.method) ? next() : limit(c, next));
}
