import type { Context } from 'hono';
import { answerBody } from './answer-bodies';
import { compressFor, isCompressible, worthCompressing } from './compress';
import { cacheControlFor } from './no-store';
import { REQUEST_ID_HEADER } from './request-log';
import { isPage, RESOURCE_POLICY, SHARED_RESOURCE_POLICY, type securityHeaders } from './security-headers';

type Body = string | Uint8Array<ArrayBuffer> | ReadableStream | null;
type Finished = { status: number; headers: Record<string, string>; cookies: string[] };

// What every answer to the network leaves with, added in one pass once its handler has answered:
// the security headers (an answer for other sites' pages keeps its own resource policy), its
// request id, no-store when it is someone's own, and its body compressed where that is worth it.
//
// The answer leaves as @hono/node-server's lightweight Response with its headers as a plain
// object, which the adapter hands to Node as they are (issue 43, docs/decisions/173). Setting
// headers on the handler's answer one by one went through fetch's Headers (each name and value
// checked, the list sorted to be read back), and replacing it through Hono's c.res copied them
// all over again and turned its body into a stream. Only an answer to compress, or made otherwise
// than with text or bytes, waits for anything: the rest is finished at once.
export function finishAnswer(
  c: Context,
  options: { requestId: string; security: ReturnType<typeof securityHeaders> },
): Promise<void> | undefined {
  const answer = c.res;
  const finished: Finished = { status: answer.status, headers: {}, cookies: [] };
  const { headers, cookies } = finished;
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') cookies.push(value);
    else headers[name] = value;
  }
  const type = headers['content-type'] ?? '';
  const shared = headers[RESOURCE_POLICY] === SHARED_RESOURCE_POLICY;
  Object.assign(headers, isPage(type) ? options.security.page : options.security.other);
  if (shared) headers[RESOURCE_POLICY] = SHARED_RESOURCE_POLICY;
  headers[REQUEST_ID_HEADER.toLowerCase()] = options.requestId;
  const cacheControl = cacheControlFor(
    { path: c.req.path, cookie: c.req.header('cookie') },
    { cacheControl: headers['cache-control'], setsCookie: cookies.length > 0 },
  );
  if (cacheControl !== undefined) headers['cache-control'] = cacheControl;

  const sendsBody = c.req.method !== 'HEAD' && answer.status !== 204 && answer.status !== 304;
  const mayCompress = sendsBody && !headers['content-encoding'] && isCompressible(type);
  const body = answerBody(answer);
  if (body === undefined)
    return unrecordedBody(answer, mayCompress).then((read) => leave(c, finished, read, mayCompress));
  return leave(c, finished, body, mayCompress);
}

function leave(c: Context, finished: Finished, body: Body, mayCompress: boolean): Promise<void> | undefined {
  if (!mayCompress || !(typeof body === 'string' || body instanceof Uint8Array) || !worthCompressing(body)) {
    replace(c, finished, body);
    return;
  }
  const { headers } = finished;
  headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  return compressFor(c.req.header('accept-encoding'), headers['content-type'] ?? '', body).then((packed) => {
    if (!packed) return replace(c, finished, body);
    headers['content-encoding'] = packed.encoding;
    headers['content-length'] = String(packed.body.length);
    replace(c, finished, packed.body);
  });
}

function replace(c: Context, { status, headers, cookies }: Finished, body: Body): void {
  // Each cookie a header of its own.
  const init: ResponseInit = {
    status,
    headers:
      cookies.length === 0
        ? headers
        : [...Object.entries(headers), ...cookies.map((cookie): [string, string] => ['set-cookie', cookie])],
  };
  // Without this, Hono's c.res would copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(body, init);
}

// The body of an answer made otherwise than with text or bytes (a stream, a file, the auth
// library's own answer): read whole only when it may leave compressed.
async function unrecordedBody(answer: Response, mayCompress: boolean): Promise<Body> {
  if (!answer.body) return null;
  return mayCompress ? new Uint8Array(await answer.arrayBuffer()) : answer.body;
}
