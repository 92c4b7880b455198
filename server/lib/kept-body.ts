import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { chooseEncoding, compressBody, type Encoding, MIN_COMPRESSED_BYTES } from './compression';

// A kept answer (lib/read-cache.ts: a public list, a page rendered for visitors without a
// session, a back-office read) is the same object on every request while it is kept, and never
// changed: its body is written once and compressed once for each encoding browsers ask for,
// not on every request (docs/decisions/138). Compressing the list page's 100 KB on every request
// cost five times what serving it did.
type Body = { text: Uint8Array<ArrayBuffer>; encoded: Map<Encoding, Promise<Uint8Array<ArrayBuffer>>> };
const bodies = new WeakMap<object, Body>();

export async function keptBody(
  c: Context,
  kept: object,
  write: () => string,
  init: { status?: ContentfulStatusCode; contentType?: string | null },
): Promise<Response> {
  let body = bodies.get(kept);
  if (!body) {
    body = { text: new TextEncoder().encode(write()), encoded: new Map() };
    bodies.set(kept, body);
  }
  const status = init.status ?? 200;
  if (init.contentType) c.header('Content-Type', init.contentType);
  // A small body leaves as it is, whatever the caller accepts.
  const encoding =
    body.text.length < MIN_COMPRESSED_BYTES
      ? undefined
      : chooseEncoding(c.req.header('Accept-Encoding'), init.contentType);
  if (!encoding) return c.body(body.text, status);
  let encoded = body.encoded.get(encoding);
  if (!encoded) {
    encoded = compressBody(body.text, encoding);
    body.encoded.set(encoding, encoded);
  }
  const bytes = await encoded;
  c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(bytes.length));
  c.header('Vary', 'Accept-Encoding', { append: true });
  return c.body(bytes, status);
}

// An answer kept in memory, as JSON.
export function keptJson(c: Context, value: object): Promise<Response> {
  return keptBody(c, value, () => JSON.stringify(value), { contentType: 'application/json' });
}
