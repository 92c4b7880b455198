import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text worth compressing. Not text/event-stream: live updates are a stream that never ends.
const COMPRESSIBLE =
  /^(text\/(html|plain|css|javascript|xml)|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)\b/;
const MIN_BYTES = 1024;

export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

// Responses made per request (pages, API answers) are compressed as they leave: brotli where
// the browser accepts it, else gzip. Built assets come compressed already (the build writes
// .br and .gz files, served by serveStatic's precompressed option).
export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.body || response.headers.has('Content-Encoding') || !COMPRESSIBLE.test(type)) return;
    if (c.req.method === 'HEAD' || response.status === 204 || response.status === 304) return;
    response.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await response.arrayBuffer());
    if (body.length < MIN_BYTES) {
      c.res = new Response(new Uint8Array(body), response);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          })
        : await gzipAsync(body, { level: 6 });
    // Assigning c.res copies the old headers over the new ones: set the new ones after.
    c.res = new Response(new Uint8Array(compressed), response);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.length));
  };
}
