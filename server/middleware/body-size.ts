import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../lib/app-error';

// The largest form (a profile or an opportunity) is a few tens of kilobytes.
export const MAX_BODY_BYTES = 100 * 1024;

// On writes only (on-writes.ts): asking a GET for its body would make the Node adapter build a
// full fetch Request for every read, the dearest part of a cheap request.
export function limitBodySize(): MiddlewareHandler {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // Issue 18 (finding 10): the rest of the body is never read, so the connection cannot
      // carry another request; saying so lets the client open a new one instead of failing.
      c.header('Connection', 'close');
      throw new AppError(413, API_ERROR_CODES.payloadTooLarge, 'The request body is larger than 100 KB');
    },
  });
}
