import type { Context, MiddlewareHandler } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MISSING_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
} from '@shared/media';
import { AppError, badRequest } from '../../lib/app-error';

// D33: an upload's body is the image's bytes (no form encoding), so that it is counted as it
// arrives and refused past 15 MB without reading more. The browser's type is only a first
// sieve (an SVG or a program is refused here already); the bytes decide (image-format.ts).
const UPLOAD_TYPES: readonly string[] = [...ACCEPTED_IMAGE_TYPES, 'application/octet-stream'];

const isImageBody = (contentType: string | undefined) =>
  UPLOAD_TYPES.includes((contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '');

// The routes that take an image (media routes); their image bodies are held to 15 MB here
// instead of the API's 100 KB (middleware/body-size.ts), any other body to the 100 KB.
const IMAGE_UPLOAD_PATH = /^\/api\/(?:profile\/media\/(?:photo|gallery)|admin\/opportunities\/[^/]+\/flyer)$/;

const isImageUpload = (c: Context) =>
  (c.req.method === 'PUT' || c.req.method === 'POST') &&
  IMAGE_UPLOAD_PATH.test(c.req.path) &&
  isImageBody(c.req.header('content-type'));

// The API's 100 KB limit, for every body but an image sent to an upload route.
export const unlessImageUpload =
  (limit: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    isImageUpload(c) ? next() : limit(c, next);

function tooLarge(c: Context): never {
  // The rest of the body is not read, so the connection cannot carry another request.
  c.header('Connection', 'close');
  throw new AppError(413, API_ERROR_CODES.payloadTooLarge, IMAGE_TOO_LARGE_MESSAGE);
}

export async function readImageUpload(c: Context): Promise<Buffer> {
  if (!isImageBody(c.req.header('content-type'))) {
    throw new AppError(415, API_ERROR_CODES.unsupportedMediaType, IMAGE_TYPE_MESSAGE);
  }
  if (Number(c.req.header('content-length')) > IMAGE_MAX_BYTES) tooLarge(c);
  const reader = c.req.raw.body?.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (let next = await reader?.read(); next && !next.done; next = await reader?.read()) {
    received += next.value.length;
    if (received > IMAGE_MAX_BYTES) {
      await reader?.cancel();
      tooLarge(c);
    }
    chunks.push(next.value);
  }
  if (received === 0) throw badRequest(IMAGE_MISSING_MESSAGE);
  return Buffer.concat(chunks, received);
}
