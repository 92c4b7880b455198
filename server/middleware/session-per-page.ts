// A page the server renders reads the API several times in-process as the visitor (D28,
// web/client-pages.ts): every such read carries the page request's own bindings (Hono's c.env,
// one object per request from the network) and its Cookie header. The session the first read
// looked up is the session of the others: it is looked up once a page, not once a read. A
// request from the network has bindings of its own and looks its session up once, as before;
// without bindings (a request made in a test) every read looks it up.
type SessionRead<T> = { cookie: string; session: Promise<T> };
const readByPage = new WeakMap<object, SessionRead<unknown>>();

export function readOncePerPage<T>(page: unknown, cookie: string, read: () => Promise<T>): Promise<T> {
  if (typeof page !== 'object' || page === null) return read();
  const earlier = readByPage.get(page);
  if (earlier?.cookie === cookie) return earlier.session as Promise<T>;
  const session = read();
  readByPage.set(page, { cookie, session });
  return session;
}
