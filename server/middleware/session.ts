import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { type Auth, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from '../auth';
import type { Database } from '../db/database';
import { prepareSessionLookup, type SessionLookup, type StoredSession } from '../modules/accounts/session-lookup.repo';
import { readOncePerPage } from './session-per-page';

// The cookie's name ends so, with or without the __Secure- prefix of https deployments.
const SESSION_COOKIE_NAME = 'better-auth.session_token=';

// Does this Cookie header carry a session cookie (valid or not)?
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').includes(SESSION_COOKIE_NAME);
}

type CookieNames = { sessionToken: string; sessionData: string; dontRemember: string };

// The token of a cookie the auth library signed ("token.base64(HMAC-SHA256)"), if the
// signature holds; undefined otherwise.
function verifiedToken(value: string | undefined, secret: string): string | undefined {
  if (!value) return undefined;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : undefined;
}

// The session of a request when it needs nothing but reading (docs/decisions/130): a valid
// signature, a stored, unexpired session within its absolute lifetime that is not due for its
// daily refresh. Anything else (no such session, expired, due for refresh, a "don't remember
// me" or cached-session cookie) is left to the auth library, which also answers those with
// the cookies and clean-up they need.
async function readableSession(
  c: Context<AppEnv>,
  sessions: SessionLookup,
  names: CookieNames,
  secret: string,
): Promise<StoredSession | undefined> {
  if (getCookie(c, names.dontRemember) !== undefined || getCookie(c, names.sessionData) !== undefined) return undefined;
  const token = verifiedToken(getCookie(c, names.sessionToken), secret);
  if (!token) return undefined;
  const stored = await sessions.find(token);
  if (!stored) return undefined;
  const now = Date.now();
  const expiresAt = stored.expiresAt.getTime();
  const dueForRefresh = expiresAt - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now;
  const pastLifetime = now - stored.createdAt.getTime() > SESSION_ABSOLUTE_SECONDS * 1000;
  return expiresAt > now && !dueForRefresh && !pastLifetime ? stored : undefined;
}

// Puts the signed-in user (or null) on the request. The auth library refreshes a session
// in use (D2); its refreshed cookie is passed on to the response.
export function loadSession(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const sessions = prepareSessionLookup(db);
  const cookies = auth.$context.then((context) => ({
    names: {
      sessionToken: context.authCookies.sessionToken.name,
      sessionData: context.authCookies.sessionData.name,
      dontRemember: context.authCookies.dontRememberToken.name,
    },
    secret: context.secret,
  }));
  return async (c, next) => {
    c.set('user', null);
    c.set('sessionId', null);
    c.set('roles', undefined);
    // No session cookie, no session: anonymous requests (most public reads) skip the lookup.
    const cookie = c.req.header('cookie');
    if (!cookie || !carriesSessionCookie(cookie)) return next();
    const { names, secret } = await cookies;
    const readable = await readOncePerPage(c.env, cookie, () => readableSession(c, sessions, names, secret));
    if (readable) {
      c.set('user', readable.user);
      c.set('sessionId', readable.sessionId);
      // Read with the session, on this very request (D12: a removed role stops working at once).
      c.set('roles', readable.roles);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
      if (ageSeconds > SESSION_ABSOLUTE_SECONDS) {
        // D2: a session ends after its absolute lifetime, however active it is.
        const context = await auth.$context;
        await context.internalAdapter.deleteSession(response.session.token);
      } else {
        c.set('user', {
          id: response.user.id,
          name: response.user.name,
          email: response.user.email,
          emailVerified: response.user.emailVerified,
        });
        c.set('sessionId', response.session.id);
      }
    }
    await next();
    for (const cookie of headers?.getSetCookie() ?? []) c.res.headers.append('Set-Cookie', cookie);
  };
}
