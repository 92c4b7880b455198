import type { Context } from 'hono';

// The body an answer was made with (the text or bytes a handler gave c.json, c.body, c.text or
// c.html), kept by the answer. Asking an answer of @hono/node-server for its body turns it from
// the text it holds into a full fetch Response with a stream, read back a chunk at a time: for a
// small answer, the dearest part of its request (issue 43, docs/decisions/173). What finishes the
// answer (request-path.ts) and what keeps it (kept-back-office-reads.ts) read the text from here.
type Body = string | Uint8Array<ArrayBuffer>;
const bodies = new WeakMap<Response, Body>();

type Respond = (...args: unknown[]) => unknown;

function kept(made: unknown, body: unknown): unknown {
  if (made instanceof Response && (typeof body === 'string' || body instanceof Uint8Array)) {
    bodies.set(made, body as Body);
  }
  return made;
}

function keeping<Method>(respond: Method): Method {
  return ((data: unknown, ...rest: unknown[]) => kept((respond as Respond)(data, ...rest), data)) as Method;
}

// From now on this request's answers keep their bodies. c.json is c.body of the JSON text with its
// type, as Hono's own is, so that the text is written once.
export function keepAnswerBodies(c: Context): void {
  const body = c.body as Respond;
  c.body = keeping(c.body);
  c.text = keeping(c.text);
  c.html = keeping(c.html);
  c.json = ((value: unknown, arg?: unknown, headers?: Record<string, string>) => {
    const json = JSON.stringify(value);
    return kept(body(json, arg, { 'Content-Type': 'application/json', ...headers }), json);
  }) as Context['json'];
}

// The body `answer` was made with, when a handler made it with text or bytes.
export function answerBody(answer: Response): Body | undefined {
  return bodies.get(answer);
}
