import type { MiddlewareHandler } from 'hono';
import { chooseEncoding, compressBody, MIN_COMPRESSED_BYTES } from '../lib/compression';

// Text worth compressing. Not text/event-stream: live updates are a stream that never ends.
const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|xml)|application\/(json|javascript|xml|[\w.-]+\+json)|image\/svg\+xml)\b/;

// Responses made per request (pages, API answers) are compressed as they leave: brotli where
// the browser accepts it, else gzip (JSON: gzip first, lib/compression.ts). Built assets come
// compressed already (the build writes .br and .gz files, served by serveStatic's precompressed
// option), and so do kept answers (lib/kept-body.ts, compressed once while kept).
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 304) return;
    const type = response.headers.get('Content-Type') ?? '';
    if (response.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
    // Read last: @hono/node-server's answers hold their body as it was given (a string, bytes)
    // and write it out as it is, unless something asks for the body as a stream; a kept answer,
    // compressed already, then went out through a stream reader (docs/decisions/143).
    if (!response.body) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'), type);
    if (!encoding) return;
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.length < MIN_COMPRESSED_BYTES) {
      c.res = new Response(body, response);
      return;
    }
    const compressed = await compressBody(body, encoding);
    // Assigning c.res copies the old headers over the new ones: set the new ones after.
    c.res = new Response(compressed, response);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
  };
}
